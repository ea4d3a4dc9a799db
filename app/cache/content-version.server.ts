import type { Db } from "~/db/connection.server";
import { listenForContentChanges } from "~/db/content-notifications.server";
import { logger } from "~/logger.server";

/**
 * The content version: one number that database triggers bump, inside the writing transaction,
 * on every write to a table shown on public pages (migration 011). A process learns of a change
 * by reading it; everything cached for public pages (rendered pages, site settings) is valid
 * only for the version it was made under. Because the bump lives in the database, every write
 * path (editor, importer, scripts, other processes and servers) invalidates alike.
 */
let known = 0;

/** The version this process last read; 0 before the first read (nothing is cached then). */
export function knownContentVersion(): number {
  return known;
}

/** The database whose version `known` is, while a watcher keeps it current. */
let watched: Db | undefined;

/**
 * The known version when it is `db`'s and kept current by a watcher; 0 otherwise (a script, a
 * test, another database), where nothing may be kept for a version.
 */
export function watchedContentVersion(db: Db): number {
  return db === watched ? known : 0;
}

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * How often the version is read when nothing tells this process of a change: SQLite (one
 * machine, a local read) always; on PostgreSQL only as the fallback behind LISTEN/NOTIFY, for a
 * notification lost with the listening connection. Either way a change shows within 1 s.
 */
export const POLL_INTERVAL_MS = 200;
export const FALLBACK_INTERVAL_MS = 500;

/**
 * Reads the version now, again whenever PostgreSQL notifies a change (at once, from any server),
 * and periodically as a fallback (`intervalMs`, by default as above).
 */
export async function watchContentVersion(
  db: Db,
  { intervalMs, onChange }: { intervalMs?: number; onChange?: (version: number) => void } = {},
): Promise<() => void> {
  let last = await readContentVersion(db);
  known = last;
  watched = db;
  let running = false;
  let again = false;
  let failing = false;
  const check = () => {
    // A notification during a read must not be lost: read once more after it.
    if (running) {
      again = true;
      return;
    }
    running = true;
    readContentVersion(db)
      .then((version) => {
        if (failing) logger.info("content version check works again");
        failing = false;
        if (version === last) return;
        last = version;
        known = version;
        onChange?.(version);
      })
      .catch((error: unknown) => {
        // Once per outage, not ten times a second; cached pages are still served meanwhile.
        if (!failing) logger.warn({ err: error }, "content version check failed");
        failing = true;
      })
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          check();
        }
      });
  };
  const listener = listenForContentChanges(db, check);
  await listener?.firstAttempt;
  const timer = setInterval(
    check,
    intervalMs ?? (listener ? FALLBACK_INTERVAL_MS : POLL_INTERVAL_MS),
  );
  timer.unref();
  checkNow = check;
  return () => {
    clearInterval(timer);
    void listener?.stop();
    if (checkNow === check) checkNow = undefined;
    if (watched === db) watched = undefined;
  };
}

let checkNow: (() => void) | undefined;

/**
 * This process just committed a change to public content: read the version now instead of at
 * the next tick, so the writer's own next page is fresh at once. Other processes and servers
 * learn of it from PostgreSQL's notification, or from their own periodic check.
 */
export function checkContentVersionNow(): void {
  checkNow?.();
}
