import pino from "pino";
import { expect, it } from "vitest";
import { createAnalyticsCollector } from "~/analytics/collector.server";
import { foldFinishedDays, foldedThrough } from "~/analytics/fold.server";
import { analyticsReport, postViewsInSevenDays } from "~/analytics/report.server";
import type { AnalyticsPeriodChoice } from "~/analytics/types";
import { openDatabase, type Db } from "~/db/connection.server";
import { ANALYTICS_DIMENSIONS } from "~/analytics/types";
import { describeEachEngine, insertTestPost, insertTestUser } from "../helpers/database";

const HOUR_MS = 3_600_000;
const DAY = 86_400_000;
/** 2026-11-28 10:15 UTC: the 24-hour periods start and end inside a day. */
const NOW = Date.UTC(2026, 10, 28, 10, 15);
const NOW_HOUR = Math.floor(NOW / HOUR_MS);
/** 75 days of hours before NOW, from 2026-09-14 10:00: September and October are whole. */
const HOURS = 75 * 24;
const logger = pino({ level: "silent" });
/** Each test folds 75 days and reads 16 reports twice: slow on a busy machine. */
const SLOW = { timeout: 90_000 };

const CHOICES: AnalyticsPeriodChoice[] = [
  "24h",
  "7d",
  "30d",
  "12m",
  { from: "2026-11-27", to: "2026-11-27" },
  { from: "2026-10-30", to: "2026-11-02" },
  { from: "2026-09-15", to: "2026-11-28" },
  { from: "2026-09-01", to: "2026-10-31" },
];

/** A deterministic pseudo-random generator, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sparse hourly rows as the flush writes them: some pages in some hours, with dimensions. */
async function fillHours(db: Db, seed = 1): Promise<{ authorId: string; posts: string[] }> {
  await insertTestUser(db, { id: "author-f", name: "Fay", email: "fay@example.com" });
  await db.insertInto("profiles").values({ id: "author-f", full_name: "Fay" }).execute();
  const posts: Array<{ id: string; path: string }> = [];
  for (let i = 0; i < 12; i++) {
    const id = await insertTestPost(db, {
      published: true,
      title: `Post ${String(i).padStart(2, "0")}`,
      authorId: i % 3 === 0 ? "author-f" : undefined,
    });
    const row = await db.selectFrom("posts").select("slug").where("id", "=", id).executeTakeFirst();
    posts.push({ id, path: `/article/${row!.slug}` });
  }
  const random = randomFrom(seed);
  const site = [];
  const pages = [];
  const dimensions = [];
  for (let hour = NOW_HOUR - HOURS; hour <= NOW_HOUR; hour++) {
    if (random() < 0.2) continue;
    let views = 0;
    let visitors = 0;
    for (const page of [...posts, { id: null, path: "/" }]) {
      if (random() < 0.6) continue;
      const pageViews = 1 + Math.floor(random() * 20);
      const pageVisitors = Math.ceil(pageViews * random());
      views += pageViews;
      visitors += pageVisitors;
      pages.push({
        hour,
        path: page.path,
        post_id: page.id,
        views: pageViews,
        visitors: pageVisitors,
      });
      for (const dimension of ANALYTICS_DIMENSIONS) {
        const value = `${dimension}-${Math.floor(random() * 4)}`;
        dimensions.push({ hour, path: page.path, dimension, value, views: pageViews });
      }
    }
    site.push({ hour, views, visitors });
  }
  for (const [table, rows] of [
    ["analytics_site_hours", site],
    ["analytics_page_hours", pages],
    ["analytics_dimension_hours", dimensions],
  ] as const) {
    for (let i = 0; i < rows.length; i += 300) {
      await db
        .insertInto(table)
        .values(rows.slice(i, i + 300) as never)
        .execute();
    }
  }
  return { authorId: "author-f", posts: posts.map((post) => post.id) };
}

/** The reports read from the hourly rows alone (as before any fold) and as they are now. */
async function reportsBothWays(db: Db, authorId: string, posts: string[]) {
  const read = async () => {
    const reports = [];
    for (const choice of CHOICES) {
      for (const scope of [{ authorId: null }, { authorId }]) {
        reports.push(await analyticsReport(db, choice, scope, NOW));
      }
    }
    return { reports, sevenDays: await postViewsInSevenDays(db, posts, NOW) };
  };
  const now = await read();
  const through = await foldedThrough(db);
  await db.updateTable("analytics_fold").set({ folded_through: null }).execute();
  const hourly = await read();
  await db.updateTable("analytics_fold").set({ folded_through: through }).execute();
  return { now, hourly };
}

async function rowCounts(db: Db) {
  const counts: Record<string, number> = {};
  for (const table of [
    "analytics_page_days",
    "analytics_page_months",
    "analytics_dimension_days",
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("rows"))
      .executeTakeFirst();
    counts[table] = Number(row?.rows ?? 0);
  }
  return counts;
}

describeEachEngine("analytics: finished days folded into daily and monthly rows", (ctx) => {
  it(
    "gives every report the numbers the hourly rows give: periods, previous periods, mid-day ends, an author's view",
    SLOW,
    async () => {
      const db = ctx.db();
      const { authorId, posts } = await fillHours(db);
      const folded = await foldFinishedDays(db, NOW);
      // Every day before today (the first one, 75 days back, starts at 10:00).
      expect(folded).toBe(75);
      expect(await foldedThrough(db)).toBe(Math.floor(NOW / DAY) - 1);
      const counts = await rowCounts(db);
      expect(counts.analytics_page_days).toBeGreaterThan(0);
      // September and October are over and folded (September's first views on the 14th).
      const months = await db
        .selectFrom("analytics_page_months")
        .select("month")
        .distinct()
        .orderBy("month")
        .execute();
      expect(months.map((row) => new Date(row.month * DAY).toISOString().slice(0, 10))).toEqual([
        "2026-09-01",
        "2026-10-01",
      ]);
      const { now, hourly } = await reportsBothWays(db, authorId, posts);
      expect(now).toEqual(hourly);
      // The reports are not empty (the comparison would pass on nothing).
      // 2026-09-15 to 2026-11-28 (site-wide), beside the 75 days before (from the first views).
      const year = now.reports[12]!;
      expect(year.custom).toEqual({ from: "2026-09-15", to: "2026-11-28" });
      expect(year.current.views).toBeGreaterThan(1000);
      expect(year.previous.views).toBeGreaterThan(0);
      expect(year.tables.articles).toHaveLength(10);
      expect(year.tables.browsers.length).toBeGreaterThan(1);
    },
  );

  it(
    "folding again changes nothing; two processes folding at once fold each day once",
    SLOW,
    async () => {
      const db = ctx.db();
      const { authorId, posts } = await fillHours(db, 2);
      const second = openDatabase(ctx.openOptions());
      try {
        const [a, b] = await Promise.all([
          foldFinishedDays(db, NOW),
          foldFinishedDays(second, NOW),
        ]);
        expect(a + b).toBe(75);
        const counts = await rowCounts(db);
        expect(await foldFinishedDays(db, NOW)).toBe(0);
        expect(await rowCounts(db)).toEqual(counts);
        const { now, hourly } = await reportsBothWays(db, authorId, posts);
        expect(now).toEqual(hourly);
      } finally {
        await second.destroy();
      }
    },
  );

  it(
    "a flush that writes hours of a day already folded adds them to its daily and monthly rows",
    SLOW,
    async () => {
      const db = ctx.db();
      const { authorId, posts } = await fillHours(db, 3);
      await foldFinishedDays(db, NOW);
      const slug = await db
        .selectFrom("posts")
        .select("slug")
        .where("id", "=", posts[0]!)
        .executeTakeFirst();
      const collector = createAnalyticsCollector({ db, logger, flushMs: 0 });
      // Views of 40 days ago (a folded month), of yesterday, and of now, written in one window.
      for (const when of [NOW - 40 * DAY, NOW - DAY, NOW - DAY, NOW]) {
        collector.record(
          {
            path: `/article/${slug!.slug}`,
            dimensions: { source: "search", referrer: "www.google.com", browser: "Firefox" },
          },
          `late-${when}`,
          when,
        );
      }
      await collector.flush(NOW);
      const { now, hourly } = await reportsBothWays(db, authorId, posts);
      expect(now).toEqual(hourly);
    },
  );

  it("a site without views folds nothing and shows zeros", async () => {
    const db = ctx.db();
    expect(await foldFinishedDays(db, NOW)).toBe(0);
    expect(await foldedThrough(db)).toBeNull();
    const report = await analyticsReport(db, "12m", { authorId: null }, NOW);
    expect(report.current).toEqual({ views: 0, visitors: 0 });
  });
});
