/**
 * Which database a command works on, in words a person can check against the server's: the
 * SQLite file's absolute path, or the PostgreSQL URL without its password (it is printed).
 */
export function describeDatabaseLocation(options: {
  DATABASE_URL?: string;
  sqlitePath: string;
}): string {
  if (!options.DATABASE_URL) return `SQLite file ${options.sqlitePath}`;
  try {
    const url = new URL(options.DATABASE_URL);
    url.password = "";
    return `PostgreSQL ${url.href}`;
  } catch {
    // The configuration checked the scheme only; never echo what may hold a password.
    return "PostgreSQL (DATABASE_URL cannot be shown)";
  }
}
