import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isDatabaseUnavailable } from "./db/availability.server";

/**
 * The data folder (DATA_DIR) holds the SQLite file, uploads, generated images, the mail outbox
 * and the auth secret. A full disk or a read-only folder used to surface as a raw
 * `SQLITE_FULL` / `SQLITE_CANTOPEN` stack trace that never named the folder; here such faults
 * become one line that names it and says what to do, at start and in /healthz's log.
 */
export class DataDirError extends Error {
  override name = "DataDirError";
  constructor(
    message: string,
    /** The fault without the folder's path ("the data folder is full (ENOSPC)"), for /readyz. */
    readonly summary: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const PROBLEMS: { codes: RegExp; what: string; fix: string }[] = [
  {
    codes: /^(ENOSPC|EDQUOT|SQLITE_FULL)/,
    what: "is full",
    fix: "free disk space there or set DATA_DIR to a folder on a disk with room",
  },
  {
    codes: /^(EROFS|EACCES|EPERM|SQLITE_READONLY|SQLITE_CANTOPEN)/,
    what: "is not writable",
    fix: "make it writable by the user running the server or set DATA_DIR to a writable folder",
  },
  {
    codes: /^(ENOTDIR|EEXIST)/,
    what: "is not a folder",
    fix: "set DATA_DIR to a folder",
  },
];

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "";
}

function problemOf(error: unknown) {
  const code = codeOf(error);
  const problem = PROBLEMS.find((candidate) => candidate.codes.test(code));
  return problem && { ...problem, code };
}

/** One line naming the folder, the fault and the fix; null when the error is not a folder fault. */
export function describeDataDirFault(dataDir: string, error: unknown): string | null {
  const problem = problemOf(error);
  if (!problem) return null;
  return `The data folder ${dataDir} ${problem.what} (${problem.code}): ${problem.fix}.`;
}

/** Creates the folder if needed and proves a file can be written there (and removed). */
export async function probeDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const probe = path.join(dataDir, `.write-probe-${process.pid}`);
  try {
    await writeFile(probe, "techpulse write probe\n", { flush: true });
  } finally {
    await rm(probe, { force: true });
  }
}

/** Start-up work on the data folder; a fault becomes a DataDirError with the one-line message. */
export async function withDataDirFaults<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = describeDataDirFault(dataDir, error);
    const problem = problemOf(error);
    if (message && problem) {
      const summary = `the data folder ${problem.what} (${problem.code})`;
      throw new DataDirError(message, summary, { cause: error });
    }
    if (isDatabaseUnavailable(error) && codeOf(error).startsWith("SQLITE_")) {
      throw new DataDirError(
        `The SQLite database in ${dataDir} cannot be used (${codeOf(error)}): check the disk and the folder's permissions.`,
        `the SQLite database cannot be used (${codeOf(error)})`,
        { cause: error },
      );
    }
    throw error;
  }
}
