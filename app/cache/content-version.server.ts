import type { Db } from "~/db/connection.server";
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

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Reads the version now and again every `intervalMs`, so a change shows within that time. */
export async function watchContentVersion(
  db: Db,
  {
    intervalMs = 200,
    onChange,
  }: { intervalMs?: number; onChange?: (version: number) => void } = {},
): Promise<() => void> {
  known = await readContentVersion(db);
  let running = false;
  let failing = false;
  const check = () => {
    if (running) return;
    running = true;
    readContentVersion(db)
      .then((version) => {
        if (failing) logger.info("content version check works again");
        failing = false;
        if (version === known) return;
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
      });
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  checkNow = check;
  return () => {
    clearInterval(timer);
    if (checkNow === check) checkNow = undefined;
  };
}

let checkNow: (() => void) | undefined;

/**
 * This process just committed a change to public content: read the version now instead of at
 * the next tick, so the writer's own next page is fresh at once. Other processes and servers
 * still learn of it from their own tick (within `intervalMs`).
 */
export function checkContentVersionNow(): void {
  checkNow?.();
}
