// What the primary process of a multi-worker server needs, as its own entry of the server build
// (build/server/prepare.js): the worker count, the workers' V8 flags, the database preparation
// and the page cache figures it sums. It leaves out Express, React Router, the routes and Better
// Auth, so the primary forks its workers at once and they load the full bundle
// (build/server/index.js) while it migrates and seeds (decision 0020).
import { availableParallelism } from "node:os";
import { getConfig } from "~/config.server";
import { logger } from "~/logger.server";

export { logger };
export { sumStats, STATS_MESSAGE, TOTALS_MESSAGE } from "~/cache/cache-stats.server";
export { startPrimaryMetrics } from "./metrics/primary";

/** V8 flags for each worker process: its heap bound (WORKER_HEAP_MB). */
export function workerExecArgv(): string[] {
  const { WORKER_HEAP_MB } = getConfig();
  return WORKER_HEAP_MB > 0 ? [`--max-old-space-size=${WORKER_HEAP_MB}`] : [];
}

/** Worker processes for production: WEB_CONCURRENCY, else one per core. */
export function workerCount(): number {
  const config = getConfig();
  if (config.NODE_ENV !== "production") return 1;
  return config.WEB_CONCURRENCY ?? availableParallelism();
}

/**
 * Migrates the database, seeds an empty one and creates the first administrator, then closes
 * it: what must happen once before several worker processes start serving.
 */
export async function prepare(): Promise<void> {
  // Imported here, not above: the primary forks its workers before it loads the database layer.
  const [{ initialiseServices, initialiseDatabase }, { createSiteEvents }] = await Promise.all([
    import("~/startup.server"),
    import("~/platform/site-events.server"),
  ]);
  const config = getConfig();
  const db = await initialiseDatabase(config);
  try {
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      // This process runs no delivery or mail worker: nothing to wake; the workers send what
      // it queues.
      await initialiseServices(config, db, createSiteEvents());
    }
  } finally {
    await db.destroy();
  }
}
