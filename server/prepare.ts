// What the primary process of a multi-worker server needs, as its own entry of the server build
// (build/server/prepare.js): the database preparation and the page cache figures it sums. It
// leaves out Express, React Router, the routes and Better Auth. The primary loads it after
// forking its first worker (build/server/worker-plan.js), which loads the full bundle
// (build/server/index.js) meanwhile (decision 0020).
import { getConfig } from "~/config.server";
import { logger } from "~/logger.server";

export { logger };
export { sumStats, STATS_MESSAGE, TOTALS_MESSAGE } from "~/cache/cache-stats.server";
export { startPrimaryMetrics } from "./metrics/primary";
export { announceReady } from "./ready";

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
