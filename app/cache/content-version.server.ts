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
  let failing = false;
  const readOnce = () =>
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
      });
  // At most one read at a time, and one queued behind it: callers share them, so a burst of
  // signed-in requests costs two reads, not one each.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const check = (): Promise<void> => {
    if (!running) {
      running = readOnce().finally(() => {
        running = null;
      });
      return running;
    }
    // The read under way may have begun before the change this caller knows of: read once more
    // after it (a notification during a read must not be lost either).
    queued ??= running.then(() => {
      queued = null;
      return check();
    });
    return queued;
  };
  const listener = listenForContentChanges(db, () => void check());
  await listener?.firstAttempt;
  const timer = setInterval(
    () => void check(),
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

let checkNow: (() => Promise<void>) | undefined;

/**
 * Reads the version now instead of at the next tick; resolves once a read that began after this
 * call is done (at once where no watcher runs). Called after this process commits a change to
 * public content, and before a signed-in person's request is answered: whichever process or
 * server answers the writer's next page, it shows what they just wrote. Anonymous readers learn
 * of a change from PostgreSQL's notification or the periodic check, within a second.
 */
export function checkContentVersionNow(): Promise<void> {
  return checkNow?.() ?? Promise.resolve();
}
