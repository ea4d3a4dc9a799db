import pino from "pino";
import { expect, it } from "vitest";
import { classifyHit } from "~/analytics/classify.server";
import { createAnalyticsCollector } from "~/analytics/collector.server";
import { analyticsCsv } from "~/analytics/export.server";
import { analyticsReport, periodOf } from "~/analytics/report.server";
import { analyticsPeriodOf, parseAnalyticsPeriod } from "~/analytics/schema";
import type { Db } from "~/db/connection.server";
import { describeEachEngine, insertTestPost, insertTestUser } from "../helpers/database";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** 2026-11-28 10:15 UTC. */
const NOW = Date.UTC(2026, 10, 28, 10, 15);
const DAY = 86_400_000;
const logger = pino({ level: "silent" });

async function slugOf(db: Db, id: string): Promise<string> {
  const row = await db.selectFrom("posts").select("slug").where("id", "=", id).executeTakeFirst();
  return row!.slug;
}

/** Sends views as the endpoint would hand them on, each `[page, visitor, when]`, then flushes. */
async function sendViews(db: Db, views: Array<[string, string, number, string?]>) {
  const collector = createAnalyticsCollector({ db, logger, flushMs: 0 });
  for (const [page, visitor, when, referrer] of views) {
    const verdict = classifyHit({
      page,
      referrer: referrer ?? null,
      userAgent: CHROME,
      siteHost: "news.example",
    });
    if (!verdict.counted) throw new Error(`${page} not counted`);
    collector.record(verdict.hit, visitor, when);
    // Each day's views are written that day, as a running server writes them.
    await collector.flush(when);
  }
}

describeEachEngine("analytics report", ({ db }) => {
  it("shows the views and visitors that were sent, beside the previous period; authors see their own posts only", async () => {
    await insertTestUser(db(), { id: "author-1", name: "Ann", email: "ann@example.com" });
    await db().insertInto("profiles").values({ id: "author-1", full_name: "Ann" }).execute();
    const own = await insertTestPost(db(), {
      published: true,
      authorId: "author-1",
      title: "Mine",
    });
    const other = await insertTestPost(db(), { published: true, title: "Theirs" });
    const mine = `/article/${await slugOf(db(), own)}`;
    const theirs = `/article/${await slugOf(db(), other)}`;
    await sendViews(db(), [
      // Last week (the previous period of "7 days"): one view.
      [mine, "v1", NOW - 8 * DAY],
      // This week: 5 views by 3 visitors.
      [mine, "v1", NOW - 2 * DAY, "https://www.google.com/"],
      [mine, "v1", NOW - 2 * DAY],
      [mine, "v2", NOW - DAY],
      [theirs, "v3", NOW],
      ["/", "v3", NOW],
    ]);

    const site = await analyticsReport(db(), "7d", { authorId: null }, NOW);
    expect(site.current).toEqual({ views: 5, visitors: 3 });
    expect(site.previous).toEqual({ views: 1, visitors: 1 });
    expect(site.series).toHaveLength(7);
    expect(site.series.map((point) => point.views)).toEqual([0, 0, 0, 0, 2, 1, 2]);
    expect(
      site.tables.articles.map(({ label, views, visitors }) => [label, views, visitors]),
    ).toEqual([
      ["Mine", 3, 2],
      ["Theirs", 1, 1],
    ]);
    expect(site.tables.authors.map(({ label, views }) => [label, views])).toEqual([
      ["Ann", 3],
      ["Anonymous", 1],
    ]);
    expect(site.tables.sources).toEqual(
      expect.arrayContaining([
        { label: "direct", views: 4 },
        { label: "search", views: 1 },
      ]),
    );
    expect(site.tables.referrers).toEqual([{ label: "google.com", views: 1 }]);
    expect(site.liveReaders).toBe(1);

    const author = await analyticsReport(db(), "7d", { authorId: "author-1" }, NOW);
    expect(author.current).toEqual({ views: 3, visitors: 2 });
    expect(author.previous).toEqual({ views: 1, visitors: 1 });
    expect(author.tables.articles.map((row) => row.label)).toEqual(["Mine"]);
    expect(author.tables.sources).toEqual([
      { label: "direct", views: 2 },
      { label: "search", views: 1 },
    ]);
    expect(author.liveReaders).toBeNull();

    const day = await analyticsReport(db(), "24h", { authorId: null }, NOW);
    expect(day.current).toEqual({ views: 2, visitors: 1 });
    const csv = await analyticsCsv(db(), "24h", { authorId: null }, NOW);
    expect(csv.split("\r\n")[1]).toBe(
      '"Total","2026-11-27T11:00:00.000Z – 2026-11-28T11:00:00.000Z","2","1"',
    );
  });

  it("a custom range shows its days, both included, beside the as-long period before it, and exports what it shows", async () => {
    const post = await insertTestPost(db(), { published: true, title: "Read" });
    const page = `/article/${await slugOf(db(), post)}`;
    await sendViews(db(), [
      [page, "v1", Date.UTC(2026, 10, 13, 23, 59)], // the day before the previous period
      [page, "v1", Date.UTC(2026, 10, 14, 0, 0)], // previous period's first hour
      [page, "v2", Date.UTC(2026, 10, 20, 12)], // previous period's last day
      [page, "v1", Date.UTC(2026, 10, 21, 0, 0)], // the range's first hour
      [page, "v1", Date.UTC(2026, 10, 27, 23, 59)], // the range's last minute
      [page, "v3", Date.UTC(2026, 10, 27, 23, 59)],
      [page, "v3", Date.UTC(2026, 10, 28, 0, 0)], // the day after: not in the range
    ]);
    const range = { from: "2026-11-21", to: "2026-11-27" };
    const report = await analyticsReport(db(), range, { authorId: null }, NOW);
    expect(report.range).toBe("custom");
    expect(report.custom).toEqual(range);
    expect(report.bucket).toBe("day");
    expect(report.from).toBe("2026-11-21T00:00:00.000Z");
    expect(report.to).toBe("2026-11-28T00:00:00.000Z");
    expect(report.current).toEqual({ views: 3, visitors: 3 });
    expect(report.previous).toEqual({ views: 2, visitors: 2 });
    expect(report.series.map((point) => point.views)).toEqual([1, 0, 0, 0, 0, 0, 2]);
    expect(report.tables.articles.map(({ label, views }) => [label, views])).toEqual([["Read", 3]]);

    const oneDay = await analyticsReport(
      db(),
      { from: "2026-11-27", to: "2026-11-27" },
      { authorId: null },
      NOW,
    );
    expect(oneDay.bucket).toBe("hour");
    expect(oneDay.series).toHaveLength(24);
    expect(oneDay.series[23]).toMatchObject({ views: 2, visitors: 2 });

    const lines = (await analyticsCsv(db(), range, { authorId: null }, NOW)).split("\r\n");
    expect(lines[1]).toBe('"Total","2026-11-21T00:00:00.000Z – 2026-11-28T00:00:00.000Z","3","3"');
    expect(lines[2]).toBe('"Previous period","","2","2"');
    expect(lines.filter((line) => line.startsWith('"Chart"'))).toHaveLength(7);
    expect(lines).toContain('"Top articles","Read","3","3"');
  });
});

it("periods: 24 hours by the hour, 7 and 30 days by the day, 12 months by the month", () => {
  expect(periodOf("24h", NOW).buckets).toHaveLength(24);
  expect(periodOf("30d", NOW).buckets).toHaveLength(30);
  const months = periodOf("12m", NOW);
  expect(months.buckets).toHaveLength(12);
  expect(new Date(months.from * 3_600_000).toISOString()).toBe("2025-12-01T00:00:00.000Z");
  expect(new Date(months.to * 3_600_000).toISOString()).toBe("2026-12-01T00:00:00.000Z");
});

it("custom periods: one day by the hour, up to 92 days by the day, longer by the month cut at its ends", () => {
  expect(periodOf({ from: "2026-11-28", to: "2026-11-28" }, NOW).buckets).toHaveLength(24);
  const quarter = periodOf({ from: "2026-08-29", to: "2026-11-28" }, NOW);
  expect(quarter.bucket).toBe("day");
  expect(quarter.buckets).toHaveLength(92);
  const long = periodOf({ from: "2026-01-15", to: "2026-11-28" }, NOW);
  expect(long.bucket).toBe("month");
  expect(long.buckets).toHaveLength(11);
  const iso = (hour: number) => new Date(hour * 3_600_000).toISOString().slice(0, 10);
  expect(long.buckets.map(({ start }) => iso(start)).slice(0, 2)).toEqual([
    "2026-01-15",
    "2026-02-01",
  ]);
  expect(iso(long.buckets.at(-1)!.end)).toBe("2026-11-29");
});

it("a range that is not offered, or a custom period that cannot be shown, is refused with 400 and says why", () => {
  const request = (query: string) => new Request(`http://x/admin-hub/analytics${query}`);
  expect(analyticsPeriodOf(request(""), NOW)).toBe("7d");
  expect(analyticsPeriodOf(request("?range=30d"), NOW)).toBe("30d");
  expect(analyticsPeriodOf(request("?range=custom&from=2025-11-28&to=2026-11-28"), NOW)).toEqual({
    from: "2025-11-28",
    to: "2026-11-28",
  });
  const refused = (query: string) => {
    try {
      analyticsPeriodOf(request(query), NOW);
    } catch (error) {
      return (error as Response).status;
    }
    return 200;
  };
  expect(refused("?range=forever")).toBe(400);
  expect(refused("?range=custom&from=2026-11-01&to=2026-11-01%27--")).toBe(400);

  const why = (query: string) => {
    const parsed = parseAnalyticsPeriod(new URL(`http://x/${query}`), NOW);
    return parsed.ok ? null : [parsed.field, parsed.message];
  };
  expect(why("?range=custom&to=2026-11-01")).toEqual(["from", "Choose the start date."]);
  expect(why("?range=custom&from=2026-11-01")).toEqual(["to", "Choose the end date."]);
  expect(why("?range=custom&from=01/11/2026&to=2026-11-02")).toEqual([
    "from",
    "The start date must be a date (YYYY-MM-DD).",
  ]);
  expect(why("?range=custom&from=2026-02-30&to=2026-03-02")).toEqual([
    "from",
    "The start date is not a day of the calendar.",
  ]);
  expect(why("?range=custom&from=2026-11-10&to=2026-11-09")).toEqual([
    "to",
    "The start date must be on or before the end date.",
  ]);
  expect(why("?range=custom&from=2026-11-10&to=2026-11-29")).toEqual([
    "to",
    "The end date cannot be after today (UTC).",
  ]);
  expect(why("?range=custom&from=2025-11-27&to=2026-11-28")).toEqual([
    "from",
    "A custom period is at most 366 days.",
  ]);
});
