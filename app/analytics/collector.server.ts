import type { Logger } from "pino";
import type { Db } from "~/db/connection.server";
import {
  ANALYTICS_LIMITS,
  ANALYTICS_LIVE_MINUTES as LIVE_MINUTES,
  ANALYTICS_OTHER,
} from "~/lib/constants";
import type { AnalyticsDimension, ClassifiedHit } from "./types";
import { addToFoldedRows } from "./fold.server";
import { addToRollup, chunks } from "./rollup.server";
import { dayOf, forgetPastDays, hourOf, minuteOf } from "./visitor.server";

/** What one worker counted since its last flush; bounded by ANALYTICS_LIMITS. */
interface Window {
  /** Views of the site per hour. */
  site: Map<number, number>;
  /** Views per hour and page, by `${hour} ${path}`. */
  pages: Map<string, { hour: number; path: string; views: number }>;
  dimensions: Map<
    string,
    { hour: number; path: string; dimension: AnalyticsDimension; value: string; views: number }
  >;
  /** Distinct pages and dimension values seen, for the caps. */
  paths: Set<string>;
  values: Map<AnalyticsDimension, Set<string>>;
  /** Visitor-and-page pairs (`path` '' for the site), each with the hour of its first view. */
  pairs: Map<string, { day: number; hour: number; visitor: string; path: string }>;
  viewsByVisitor: Map<string, number>;
  /** The minute each visitor of the window was last seen (readers in the last 5 minutes). */
  lastMinute: Map<string, number>;
  views: number;
}

function emptyWindow(): Window {
  return {
    site: new Map(),
    pages: new Map(),
    dimensions: new Map(),
    paths: new Set(),
    values: new Map(),
    pairs: new Map(),
    viewsByVisitor: new Map(),
    lastMinute: new Map(),
    views: 0,
  };
}

export interface AnalyticsCollector {
  /**
   * Counts one page view in memory; false when it was not counted (the visitor's views in this
   * window are past `viewsPerVisitorPerWindow`).
   */
  record(hit: ClassifiedHit, visitor: string, now?: number): boolean;
  /** Writes what was counted, in one transaction. Never runs twice at once. */
  flush(now?: number): Promise<void>;
  /** Views counted and not yet written. */
  pendingViews(): number;
  /** Stops the timer and writes what is left (a clean shutdown loses nothing). */
  stop(): Promise<void>;
}

export interface CollectorOptions {
  db: Db;
  logger: Pick<Logger, "warn" | "error">;
  /** Flush every this many ms; 0 leaves flushing to the caller (tests). */
  flushMs?: number;
}

/**
 * Page views counted in memory and written every few seconds, one transaction per worker per
 * flush: the endpoint writes nothing per hit (issue 42, decision 0033). What a kill -9 loses is
 * what was counted since the last flush, at most `flushMs`. Under a flood of distinct pages or
 * referrers memory stays bounded: past each cap, values are counted as "(other)".
 */
export function createAnalyticsCollector({
  db,
  logger,
  flushMs = ANALYTICS_LIMITS.flushMs,
}: CollectorOptions): AnalyticsCollector {
  let window = emptyWindow();
  /** A window whose write failed: written before the next one, or dropped if it fails again. */
  let retry: Window | null = null;
  let flushing: Promise<void> | null = null;
  let prunedHour = -1;

  const timer = flushMs > 0 ? setInterval(() => void collector.flush(), flushMs) : null;
  timer?.unref();

  const collector: AnalyticsCollector = {
    record(hit, visitor, now = Date.now()) {
      const seen = window.viewsByVisitor.get(visitor) ?? 0;
      if (seen >= ANALYTICS_LIMITS.viewsPerVisitorPerWindow) return false;
      const pairsFull = window.pairs.size >= ANALYTICS_LIMITS.visitorPairsPerWindow;
      if (!pairsFull || seen > 0) {
        window.viewsByVisitor.set(visitor, seen + 1);
        window.lastMinute.set(visitor, minuteOf(now));
      }
      const hour = hourOf(now);
      const day = dayOf(now);
      const path = capped(window.paths, hit.path, ANALYTICS_LIMITS.pathsPerWindow);
      window.views += 1;
      window.site.set(hour, (window.site.get(hour) ?? 0) + 1);
      const pageKey = `${hour} ${path}`;
      const page = window.pages.get(pageKey);
      if (page) page.views += 1;
      else window.pages.set(pageKey, { hour, path, views: 1 });
      for (const [dimension, raw] of Object.entries(hit.dimensions) as Array<
        [AnalyticsDimension, string]
      >) {
        let values = window.values.get(dimension);
        if (!values) window.values.set(dimension, (values = new Set()));
        const value = capped(values, raw, ANALYTICS_LIMITS.valuesPerWindow);
        const key = `${hour} ${path} ${dimension} ${value}`;
        const counted = window.dimensions.get(key);
        if (counted) counted.views += 1;
        else window.dimensions.set(key, { hour, path, dimension, value, views: 1 });
      }
      // Past the cap of pairs the view still counts; its visitor is not followed for uniques.
      for (const pairPath of ["", path]) {
        const key = `${day} ${visitor} ${pairPath}`;
        if (window.pairs.has(key) || window.pairs.size >= ANALYTICS_LIMITS.visitorPairsPerWindow) {
          continue;
        }
        window.pairs.set(key, { day, hour, visitor, path: pairPath });
      }
      return true;
    },

    flush(now = Date.now()) {
      if (flushing) return flushing;
      const run = async () => {
        try {
          if (retry) {
            const failed = retry;
            retry = null;
            await writeWindow(db, failed, now);
          }
          const taken = window;
          window = emptyWindow();
          if (taken.views > 0) {
            try {
              await writeWindow(db, taken, now);
            } catch (error) {
              retry = taken;
              throw error;
            }
          }
          const hour = hourOf(now);
          if (hour !== prunedHour) {
            await forgetPastDays(db, dayOf(now));
            prunedHour = hour;
          }
        } catch (error) {
          logger.error({ err: error }, "analytics: counted views were not written");
          // Two failures in a row: the older window is given up so memory stays bounded.
          if (retry && window.views > 0) {
            logger.warn({ views: retry.views }, "analytics: views dropped after two failures");
            retry = null;
          }
        }
      };
      // Cleared in a later microtask, never inside `run`: a flush with nothing to do runs to its
      // end synchronously, before `flushing` is even assigned, and would leave it set for ever.
      flushing = run().finally(() => {
        flushing = null;
      });
      return flushing;
    },

    pendingViews: () => window.views + (retry?.views ?? 0),

    async stop() {
      if (timer) clearInterval(timer);
      await flushing;
      await collector.flush();
    },
  };
  return collector;
}

/** `value`, or "(other)" once `seen` holds `max` other values. */
function capped(seen: Set<string>, value: string, max: number): string {
  if (seen.has(value)) return value;
  if (seen.size >= max) return ANALYTICS_OTHER;
  seen.add(value);
  return value;
}

const ARTICLE_PATH = /^\/article\/(.+)$/;

/**
 * One window in one transaction: the visitor pairs not seen before today become unique
 * visitors of the hour of their first view; views and visitors are added to the hourly rows.
 * An article path whose slug names no post (an address made up) is counted as "(other)".
 */
async function writeWindow(db: Db, window: Window, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks([...window.lastMinute])) {
      await trx
        .insertInto("analytics_live")
        .values(chunk.map(([visitor, minute]) => ({ visitor, minute })))
        .onConflict((conflict) =>
          conflict.column("visitor").doUpdateSet((eb) => ({ minute: eb.ref("excluded.minute") })),
        )
        .execute();
    }
    await trx
      .deleteFrom("analytics_live")
      .where("minute", "<", minuteOf(now) - LIVE_MINUTES)
      .execute();
    const slugs = [...window.paths].flatMap((path) => ARTICLE_PATH.exec(path)?.[1] ?? []);
    const postIds = new Map<string, string>();
    for (const chunk of chunks(slugs)) {
      const rows = await trx
        .selectFrom("posts")
        .select(["id", "slug"])
        .where("slug", "in", chunk)
        .execute();
      for (const row of rows) postIds.set(`/article/${row.slug}`, row.id);
    }
    const pathOf = (path: string) =>
      ARTICLE_PATH.test(path) && !postIds.has(path) ? ANALYTICS_OTHER : path;

    const siteRows = new Map<number, { hour: number; views: number; visitors: number }>();
    for (const [hour, views] of window.site) siteRows.set(hour, { hour, views, visitors: 0 });
    const pageRows = new Map<
      string,
      { hour: number; path: string; post_id: string | null; views: number; visitors: number }
    >();
    for (const page of window.pages.values()) {
      const path = pathOf(page.path);
      const key = `${page.hour} ${path}`;
      const row = pageRows.get(key);
      if (row) row.views += page.views;
      else {
        pageRows.set(key, {
          hour: page.hour,
          path,
          post_id: postIds.get(path) ?? null,
          views: page.views,
          visitors: 0,
        });
      }
    }

    const pairs = new Map<string, { day: number; hour: number; visitor: string; path: string }>();
    for (const pair of window.pairs.values()) {
      const path = pair.path && pathOf(pair.path);
      const key = `${pair.day} ${pair.visitor} ${path}`;
      const known = pairs.get(key);
      if (!known || pair.hour < known.hour) pairs.set(key, { ...pair, path });
    }
    for (const chunk of chunks([...pairs.values()])) {
      const inserted = await trx
        .insertInto("analytics_visitors")
        .values(chunk.map(({ day, visitor, path }) => ({ day, visitor, path })))
        .onConflict((conflict) => conflict.columns(["day", "visitor", "path"]).doNothing())
        .returning(["day", "visitor", "path"])
        .execute();
      for (const row of inserted) {
        const pair = pairs.get(`${row.day} ${row.visitor} ${row.path}`);
        if (!pair) continue;
        if (pair.path === "") {
          const site = siteRows.get(pair.hour);
          if (site) site.visitors += 1;
        } else {
          const page = pageRows.get(`${pair.hour} ${pair.path}`);
          if (page) page.visitors += 1;
        }
      }
    }

    await addToRollup(trx, "analytics_site_hours", [...siteRows.values()], {
      key: ["hour"],
      add: ["views", "visitors"],
    });
    await addToRollup(trx, "analytics_page_hours", [...pageRows.values()], {
      key: ["hour", "path"],
      add: ["views", "visitors"],
      replace: ["post_id"],
    });
    const dimensionRows = new Map<
      string,
      { hour: number; path: string; dimension: string; value: string; views: number }
    >();
    for (const counted of window.dimensions.values()) {
      const path = pathOf(counted.path);
      const key = `${counted.hour} ${path} ${counted.dimension} ${counted.value}`;
      const row = dimensionRows.get(key);
      if (row) row.views += counted.views;
      else dimensionRows.set(key, { ...counted, path });
    }
    await addToRollup(trx, "analytics_dimension_hours", [...dimensionRows.values()], {
      key: ["hour", "path", "dimension", "value"],
      add: ["views"],
    });
    // Last, so the fold's row is locked only for these few statements.
    await addToFoldedRows(trx, [...pageRows.values()], [...dimensionRows.values()]);
  });
}
