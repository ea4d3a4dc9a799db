import { existsSync } from "node:fs";
import SQLite from "better-sqlite3";
import { BackupError } from "./backup-errors.server";

/** All remaining pages in one step: the copy is one read transaction on the source. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live SQLite file into `destination` with SQLite's online backup API (through
 * better-sqlite3). The copy is one consistent snapshot even while the site writes: in WAL mode
 * readers do not block writers, and copying every page in a single step keeps one read
 * transaction for the whole copy (stepwise, a write from another process between two steps
 * restarts the copy, which under steady writes might never finish).
 */
export async function backupSqlite(sqlitePath: string, destination: string): Promise<void> {
  if (!existsSync(sqlitePath)) {
    throw new BackupError(`There is no SQLite database at ${sqlitePath} (check DATA_DIR).`);
  }
  const source = new SQLite(sqlitePath, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
}

/**
 * Makes a backup copy one self-contained file (no -wal beside it, whatever the source's
 * journal mode) and checks it with SQLite's quick_check.
 */
export function sealSqliteCopy(file: string): void {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`The backup copy failed SQLite's check: ${check}`);
  } finally {
    copy.close();
  }
}

/** Whether the SQLite file holds no table (or does not exist yet). */
export function isSqliteEmpty(sqlitePath: string): boolean {
  if (!existsSync(sqlitePath)) return true;
  const db = new SQLite(sqlitePath, { fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT count(*) AS tables FROM sqlite_master WHERE type = 'table'")
      .get() as { tables: number };
    return row.tables === 0;
  } finally {
    db.close();
  }
}

/**
 * Writes the backup file's pages into the database at `sqlitePath`, again through the backup
 * API, so SQLite itself replaces the content (locks, WAL and journal included) rather than a
 * file copy under an open database.
 */
export async function restoreSqlite(backupFile: string, sqlitePath: string): Promise<void> {
  const source = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(sqlitePath, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
}
