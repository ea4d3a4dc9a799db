import pino from "pino";
import { expect, it } from "vitest";
import { classifyHit } from "~/analytics/classify.server";
import { createAnalyticsCollector } from "~/analytics/collector.server";
import { analyticsCsv } from "~/analytics/export.server";
import { analyticsReport, periodOf } from "~/analytics/report.server";
import { analyticsRangeOf } from "~/analytics/schema";
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
});

it("periods: 24 hours by the hour, 7 and 30 days by the day, 12 months by the month", () => {
  expect(periodOf("24h", NOW).buckets).toHaveLength(24);
  expect(periodOf("30d", NOW).buckets).toHaveLength(30);
  const months = periodOf("12m", NOW);
  expect(months.buckets).toHaveLength(12);
  expect(new Date(months.from * 3_600_000).toISOString()).toBe("2025-12-01T00:00:00.000Z");
  expect(new Date(months.to * 3_600_000).toISOString()).toBe("2026-12-01T00:00:00.000Z");
});

it("a range that is not offered is refused with 400", () => {
  const request = (query: string) => new Request(`http://x/admin-hub/analytics${query}`);
  expect(analyticsRangeOf(request(""))).toBe("7d");
  expect(analyticsRangeOf(request("?range=30d"))).toBe("30d");
  try {
    analyticsRangeOf(request("?range=forever"));
    expect.unreachable();
  } catch (error) {
    expect((error as Response).status).toBe(400);
  }
});
