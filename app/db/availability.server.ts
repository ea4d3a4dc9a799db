/**
 * Whether an error means "the database cannot be used right now" (connection lost or refused,
 * server shutting down, disk full, file read-only or unopenable), as opposed to a bug or bad
 * data. Such requests answer 503 with Retry-After instead of 500, and /healthz fails. Both
 * engines' codes live here, with the rest of the engine differences.
 */
const UNAVAILABLE_CODES = new Set([
  // Node sockets (pg)
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // PostgreSQL: connection exceptions, shutdown, too many connections, out of disk
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53100",
  "53300",
  // SQLite (better-sqlite3 puts the extended code in `code`)
  "SQLITE_FULL",
  "SQLITE_CANTOPEN",
  "SQLITE_BUSY",
  "SQLITE_NOMEM",
]);
const UNAVAILABLE_CODE_PREFIXES = ["SQLITE_IOERR", "SQLITE_READONLY", "SQLITE_BUSY_"];
/** pg reports a lost connection with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Libraries wrap errors (Better Auth, Kysely's transactions): follow `cause` a few steps.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string") {
      if (UNAVAILABLE_CODES.has(code)) return true;
      if (UNAVAILABLE_CODE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((rule) => rule.test(message))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying during an outage. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
