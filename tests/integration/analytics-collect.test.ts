import pino from "pino";
import { describe, expect, it } from "vitest";
import { classifyHit } from "~/analytics/classify.server";
import { createAnalyticsCollector } from "~/analytics/collector.server";
import { createPageViewTracker, type PageViewRequest } from "~/analytics/tracker.server";
import { dayOf } from "~/analytics/visitor.server";
import type { Db } from "~/db/connection.server";
import { ANALYTICS_LIMITS, ANALYTICS_OTHER } from "~/lib/constants";
import { saveSiteSettings } from "~/settings/settings.server";
import { DEFAULT_SITE_SETTINGS } from "~/settings/site-settings";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { signedInAccount, useTestAuth } from "../helpers/auth";
import { testWriter } from "../helpers/writer";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36";
/** 2026-11-28 10:15 UTC, and the next day. */
const NOW = Date.UTC(2026, 10, 28, 10, 15);
const NEXT_DAY = NOW + 86_400_000;
const HOUR = Math.floor(NOW / 3_600_000);

const logger = pino({ level: "silent" });

function view(page: string, more: Partial<PageViewRequest> = {}): PageViewRequest {
  return {
    page,
    referrer: null,
    userAgent: CHROME,
    siteHost: "news.example",
    address: "203.0.113.9",
    doNotTrack: false,
    cookie: undefined,
    ...more,
  };
}

async function pageRows(db: Db) {
  return db
    .selectFrom("analytics_page_hours")
    .select(["hour", "path", "post_id", "views", "visitors"])
    .orderBy("path")
    .execute();
}

async function dimension(db: Db, name: string) {
  const rows = await db
    .selectFrom("analytics_dimension_hours")
    .select(["value", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("dimension", "=", name)
    .groupBy("value")
    .orderBy("value")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.value, Number(row.views)]));
}

async function siteTotals(db: Db) {
  return db
    .selectFrom("analytics_site_hours")
    .select(["hour", "views", "visitors"])
    .orderBy("hour")
    .execute();
}

describeEachEngine("analytics collecting", ({ db }) => {
  const t = useTestAuth(db);

  /** A collector flushed by hand and a tracker over it, as one worker has them. */
  function worker(auth = t().service) {
    const collector = createAnalyticsCollector({ db: db(), logger, flushMs: 0 });
    const tracker = createPageViewTracker({ db: db(), auth, collector });
    const send = async (request: PageViewRequest, now = NOW) => {
      const verdict = tracker.classify(request);
      if (!verdict.counted) return verdict.reason;
      return tracker.count(verdict.hit, request, now);
    };
    return { collector, tracker, send };
  }

  it("counts views and unique visitors per hour and page, with where they came from, device and browser", async () => {
    const postId = await insertTestPost(db(), { published: true });
    const { slug } = await db()
      .selectFrom("posts")
      .select("slug")
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    const { collector, send } = worker();
    const article = `/article/${slug}`;
    expect(await send(view(article, { referrer: "https://www.google.com/search?q=x" }))).toBe(
      "counted",
    );
    expect(await send(view(article, { referrer: "https://news.example/" }))).toBe("counted");
    expect(
      await send(
        view(`${article}?utm_source=Newsletter&utm_medium=email&utm_campaign=weekly-48`, {
          address: "198.51.100.4",
          userAgent: IPHONE,
        }),
      ),
    ).toBe("counted");
    expect(
      await send(
        view("/", { referrer: "https://t.co/abc", address: "198.51.100.4", userAgent: IPHONE }),
      ),
    ).toBe("counted");
    expect(await send(view("/category/ai", { referrer: "https://blog.example.org/post" }))).toBe(
      "counted",
    );
    expect(await pageRows(db())).toEqual([]);
    expect(collector.pendingViews()).toBe(5);

    await collector.flush(NOW);
    expect(collector.pendingViews()).toBe(0);
    expect(await pageRows(db())).toEqual([
      { hour: HOUR, path: "/", post_id: null, views: 1, visitors: 1 },
      { hour: HOUR, path: article, post_id: postId, views: 3, visitors: 2 },
      { hour: HOUR, path: "/category/ai", post_id: null, views: 1, visitors: 1 },
    ]);
    // Two readers (an address and a browser each) on the site that hour.
    expect(await siteTotals(db())).toEqual([{ hour: HOUR, views: 5, visitors: 2 }]);
    expect(await dimension(db(), "source")).toEqual({
      internal: 1,
      newsletter: 1,
      other: 1,
      search: 1,
      social: 1,
    });
    expect(await dimension(db(), "referrer")).toEqual({
      "blog.example.org": 1,
      "google.com": 1,
      "t.co": 1,
    });
    expect(await dimension(db(), "utm_campaign")).toEqual({ "weekly-48": 1 });
    expect(await dimension(db(), "utm_source")).toEqual({ newsletter: 1 });
    expect(await dimension(db(), "device")).toEqual({ desktop: 3, mobile: 2 });
    expect(await dimension(db(), "browser")).toEqual({ Chrome: 3, Safari: 2 });
  });

  it("does not count bots, addresses that are not public pages, or a visitor's views past the window's limit", async () => {
    const { collector, send } = worker();
    expect(await send(view("/", { userAgent: GOOGLEBOT }))).toBe("bot");
    expect(await send(view("/", { userAgent: "" }))).toBe("bot");
    expect(await send(view("/", { userAgent: "python-requests/2.32" }))).toBe("bot");
    for (const page of ["//evil.example/x", "https://news.example/", "", "/".repeat(1_001)]) {
      expect(classifyHit({ page, referrer: null, userAgent: CHROME, siteHost: "x" })).toEqual({
        counted: false,
        reason: "invalid",
      });
    }
    for (const page of ["/admin-hub", "/article/../x", "/not-found", "/article/A_B"]) {
      expect(classifyHit({ page, referrer: null, userAgent: CHROME, siteHost: "x" })).toEqual({
        counted: false,
        reason: "not-counted",
      });
    }
    for (let i = 0; i < ANALYTICS_LIMITS.viewsPerVisitorPerWindow; i++) {
      expect(await send(view("/"))).toBe("counted");
    }
    expect(await send(view("/"))).toBe("limited");
    await collector.flush(NOW);
    expect(await siteTotals(db())).toEqual([
      { hour: HOUR, views: ANALYTICS_LIMITS.viewsPerVisitorPerWindow, visitors: 1 },
    ]);
  });

  it("does not count signed-in staff; a signed-in reader counts", async () => {
    const editor = await signedInAccount(t(), {
      email: "editor@example.com",
      name: "Ed",
      role: "editor",
      ip: "192.0.2.1",
    });
    const reader = await signedInAccount(t(), {
      email: "reader@example.com",
      name: "Rea",
      role: "user",
      ip: "192.0.2.2",
    });
    const { collector, send } = worker();
    expect(await send(view("/", { cookie: editor.cookie }))).toBe("staff");
    expect(await send(view("/", { cookie: reader.cookie, address: "192.0.2.2" }))).toBe("counted");
    await collector.flush(NOW);
    expect(await siteTotals(db())).toEqual([{ hour: HOUR, views: 1, visitors: 1 }]);
  });

  it("respects Do Not Track and Global Privacy Control while the setting is on (the default)", async () => {
    const { collector, send } = worker();
    expect(await send(view("/", { doNotTrack: true }))).toBe("do-not-track");
    await collector.flush(NOW);
    expect(await siteTotals(db())).toEqual([]);

    await saveSiteSettings(testWriter(db()), {
      ...DEFAULT_SITE_SETTINGS,
      respectDoNotTrack: false,
    });
    const later = worker();
    expect(await later.send(view("/", { doNotTrack: true }))).toBe("counted");
    await later.collector.flush(NOW);
    expect(await siteTotals(db())).toEqual([{ hour: HOUR, views: 1, visitors: 1 }]);
  });

  it("a visitor is one per day on every worker: the salt is shared, and rotates (the old one is deleted)", async () => {
    const first = worker();
    const second = worker();
    await first.send(view("/about"));
    await second.send(view("/about"));
    await first.collector.flush(NOW);
    await second.collector.flush(NOW);
    expect(await siteTotals(db())).toEqual([{ hour: HOUR, views: 2, visitors: 1 }]);
    const salts = await db().selectFrom("analytics_salts").select(["day", "salt"]).execute();
    expect(salts).toEqual([{ day: dayOf(NOW), salt: expect.any(String) }]);

    // The next day the same reader is a new visitor, hashed with a new salt; yesterday's is gone.
    await first.send(view("/about"), NEXT_DAY);
    await first.collector.flush(NEXT_DAY);
    const after = await db().selectFrom("analytics_salts").select(["day", "salt"]).execute();
    expect(after).toEqual([{ day: dayOf(NEXT_DAY), salt: expect.any(String) }]);
    expect(after[0]!.salt).not.toBe(salts[0]!.salt);
    expect(await siteTotals(db())).toEqual([
      { hour: HOUR, views: 2, visitors: 1 },
      { hour: HOUR + 24, views: 1, visitors: 1 },
    ]);
    // Only what today's counting needs is kept: no address, and hashes of today and yesterday.
    const visitors = await db().selectFrom("analytics_visitors").selectAll().execute();
    expect(visitors.every((row) => !row.visitor.includes("203.0.113.9"))).toBe(true);
  });

  it("writes nothing until a flush; a worker that dies loses only what it counted since its last flush", async () => {
    const { collector, send } = worker();
    await send(view("/"));
    await send(view("/team"));
    await collector.flush(NOW);
    await send(view("/contact"));
    expect(collector.pendingViews()).toBe(1);
    // The process ends here without stopping (kill -9): its window is never written.
    const other = worker();
    await other.send(view("/", { address: "198.51.100.77" }));
    await other.collector.stop();
    expect((await pageRows(db())).map(({ path, views }) => [path, views])).toEqual([
      ["/", 2],
      ["/team", 1],
    ]);
  });

  it("keeps flushing after a flush that had nothing to write", async () => {
    const { collector, send } = worker();
    await collector.flush(NOW);
    await collector.flush(NOW);
    await send(view("/"));
    await collector.flush(NOW);
    expect(await siteTotals(db())).toEqual([{ hour: HOUR, views: 1, visitors: 1 }]);
  });

  it("keeps memory bounded under a flood of distinct pages and referrers: past the caps, '(other)'", async () => {
    const { collector } = worker();
    const record = (page: string, referrer: string | null, visitor: string) => {
      const verdict = classifyHit({ page, referrer, userAgent: CHROME, siteHost: "news.example" });
      if (!verdict.counted) throw new Error(`${page} not counted`);
      collector.record(verdict.hit, visitor, NOW);
    };
    // A made-up article address counts as "(other)" at the flush: only posts' paths are kept.
    record("/article/no-such-post", null, "visitor-x");
    const floods = ANALYTICS_LIMITS.pathsPerWindow + 50;
    for (let i = 0; i < floods; i++) {
      record(`/topics/flood-${i}`, `https://spam-${i}.example/`, `visitor-${i}`);
    }
    await collector.flush(NOW);
    const rows = await pageRows(db());
    // The cap's pages less the made-up one, and "(other)".
    expect(rows).toHaveLength(ANALYTICS_LIMITS.pathsPerWindow);
    expect(rows.find((row) => row.path === ANALYTICS_OTHER)?.views).toBe(floods - 999 + 1);
    expect(rows.some((row) => row.path === "/article/no-such-post")).toBe(false);
    const referrers = await dimension(db(), "referrer");
    expect(Object.keys(referrers)).toHaveLength(ANALYTICS_LIMITS.valuesPerWindow + 1);
    expect(referrers[ANALYTICS_OTHER]).toBe(floods - ANALYTICS_LIMITS.valuesPerWindow);
  });
});

describe("analytics classification", () => {
  it("tells search, social, newsletter, direct and internal visits apart", () => {
    const source = (referrer: string | null, page = "/") => {
      const verdict = classifyHit({
        page,
        referrer,
        userAgent: CHROME,
        siteHost: "news.example:3000",
      });
      return verdict.counted ? verdict.hit.dimensions.source : verdict.reason;
    };
    expect(source(null)).toBe("direct");
    expect(source("")).toBe("direct");
    expect(source("http://news.example:3000/article/x")).toBe("internal");
    expect(source("https://www.bing.com/")).toBe("search");
    expect(source("https://duckduckgo.com/")).toBe("search");
    expect(source("https://www.linkedin.com/feed")).toBe("social");
    expect(source("https://news.ycombinator.com/item?id=1")).toBe("social");
    expect(source("https://mail.google.com/mail/u/0")).toBe("newsletter");
    expect(source(null, "/?utm_medium=email")).toBe("newsletter");
    expect(source("https://example.net/")).toBe("other");
    expect(source("android-app://com.slack")).toBe("direct");
  });
});
