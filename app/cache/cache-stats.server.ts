import { pageStore, type PageCacheStats } from "./page-store.server";

/**
 * Page cache figures for administrators. Each worker process has its own cache; workers report
 * their figures to the primary process, which sends every worker the sum (see server.js), so
 * the dashboard shows the whole server whichever worker renders it.
 */
const REPORT_EVERY_MS = 2_000;
export const STATS_MESSAGE = "techpulse:cache-stats";
export const TOTALS_MESSAGE = "techpulse:cache-totals";

let totals: { stats: PageCacheStats; workers: number } | undefined;

export interface PageCacheReport {
  stats: PageCacheStats;
  /** Processes the figures add up: 1 without workers. */
  workers: number;
  hitRatio: number | null;
}

export function pageCacheReport(): PageCacheReport {
  const own = { stats: pageStore().stats(), workers: 1 };
  const { stats, workers } = totals ?? own;
  const answered = stats.hits + stats.notModified + stats.misses;
  return {
    stats,
    workers,
    hitRatio: answered === 0 ? null : (stats.hits + stats.notModified) / answered,
  };
}

/** In a worker process: report this worker's figures and keep the totals the primary sends. */
export function reportStatsToPrimary(): () => void {
  const send = process.send?.bind(process);
  if (!send) return () => {};
  const onMessage = (message: unknown) => {
    const data = message as { type?: string; stats?: PageCacheStats; workers?: number };
    if (data?.type === TOTALS_MESSAGE && data.stats) {
      totals = { stats: data.stats, workers: data.workers ?? 1 };
    }
  };
  process.on("message", onMessage);
  const timer = setInterval(() => {
    if (process.connected) send({ type: STATS_MESSAGE, stats: pageStore().stats() });
  }, REPORT_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    process.off("message", onMessage);
  };
}

/** In the primary: the sum of the workers' latest figures. */
export function sumStats(all: PageCacheStats[]): PageCacheStats {
  const sum: PageCacheStats = {
    hits: 0,
    misses: 0,
    notModified: 0,
    stores: 0,
    evictions: 0,
    entries: 0,
    bytes: 0,
    maxBytes: 0,
  };
  for (const stats of all) {
    for (const key of Object.keys(sum) as Array<keyof PageCacheStats>) sum[key] += stats[key];
  }
  return sum;
}
