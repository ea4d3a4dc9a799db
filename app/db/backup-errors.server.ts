/**
 * A backup or restore that cannot go on, with a message for the operator that says what is
 * wrong and what to do; the scripts print it without a stack trace and exit 1.
 */
export class BackupError extends Error {
  override name = "BackupError";
}
