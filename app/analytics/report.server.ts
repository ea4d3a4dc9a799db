import { sql } from "kysely";
import type { Db } from "~/db/connection.server";
import {
  ANALYTICS_LIVE_MINUTES,
  DEFAULT_AUTHOR_NAME,
  DEFAULT_CATEGORY_NAME,
} from "~/lib/constants";
import type {
  AnalyticsBucket,
  AnalyticsCustomRange,
  AnalyticsDimension,
  AnalyticsPeriodChoice,
  AnalyticsPoint,
  AnalyticsReport,
  AnalyticsRow,
  AnalyticsTotals,
} from "./types";
import { foldedThrough } from "./fold.server";
import { segmentsOf, type Span } from "./segments";
import { minuteOf } from "./visitor.server";

const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;
const TOP = 10;

/** A custom period up to this many days is charted by the day; longer ones by the month. */
const CUSTOM_DAILY_MAX_DAYS = 92;

interface Period {
  /** Hours since the epoch, [from, to). */
  from: number;
  to: number;
  bucket: AnalyticsBucket;
  /** The chart's buckets, each [start, end) in hours. */
  buckets: Array<{ start: number; end: number }>;
}

/**
 * The period a choice covers and the chart's buckets (UTC). Presets end now (the current
 * hour, day or month included): hours for 24 h, days for 7 and 30 days, months for 12 months.
 * A custom period is its days, both included: by the hour for one day, by the day up to
 * CUSTOM_DAILY_MAX_DAYS, by the calendar month (cut at its ends) beyond.
 */
export function periodOf(choice: AnalyticsPeriodChoice, now: number): Period {
  if (typeof choice === "object") return customPeriodOf(choice);
  const hourNow = Math.floor(now / HOUR_MS);
  if (choice === "24h") {
    const from = hourNow - 23;
    return { from, to: hourNow + 1, bucket: "hour", buckets: steps(from, 24, 1) };
  }
  const dayEnd = (Math.floor(hourNow / DAY_HOURS) + 1) * DAY_HOURS;
  if (choice === "7d" || choice === "30d") {
    const days = choice === "7d" ? 7 : 30;
    const from = dayEnd - days * DAY_HOURS;
    return { from, to: dayEnd, bucket: "day", buckets: steps(from, days, DAY_HOURS) };
  }
  const date = new Date(now);
  const from = Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1) / HOUR_MS);
  const to = Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / HOUR_MS);
  return { from, to, bucket: "month", buckets: monthsBetween(from, to) };
}

function customPeriodOf({ from: fromDay, to: toDay }: AnalyticsCustomRange): Period {
  const from = Date.parse(`${fromDay}T00:00:00Z`) / HOUR_MS;
  const to = Date.parse(`${toDay}T00:00:00Z`) / HOUR_MS + DAY_HOURS;
  const days = (to - from) / DAY_HOURS;
  if (days === 1) return { from, to, bucket: "hour", buckets: steps(from, 24, 1) };
  if (days <= CUSTOM_DAILY_MAX_DAYS) {
    return { from, to, bucket: "day", buckets: steps(from, days, DAY_HOURS) };
  }
  return { from, to, bucket: "month", buckets: monthsBetween(from, to) };
}

/** Calendar months from `from` to `to` (hours), the first and last cut to the period. */
function monthsBetween(from: number, to: number): Array<{ start: number; end: number }> {
  const buckets: Array<{ start: number; end: number }> = [];
  let start = from;
  while (start < to) {
    const date = new Date(start * HOUR_MS);
    const next = Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / HOUR_MS);
    const end = Math.min(next, to);
    buckets.push({ start, end });
    start = end;
  }
  return buckets;
}

function steps(from: number, count: number, size: number) {
  return Array.from({ length: count }, (_, index) => ({
    start: from + index * size,
    end: from + (index + 1) * size,
  }));
}

/** The period just before, of the same length (in hours). */
function previousOf(period: Period): { from: number; to: number } {
  const length = period.to - period.from;
  return { from: period.from - length, to: period.from };
}

export interface ReportScope {
  /** Only this author's posts (an author's own view); null for the whole site. */
  authorId: string | null;
}

/**
 * What the Analytics screen shows for a range: totals beside the previous period's, the chart's
 * points, the top pages, categories, authors, sources, referrers, campaigns, devices and
 * browsers, and readers right now. An author's scope counts their articles' pages only.
 */
export async function analyticsReport(
  db: Db,
  choice: AnalyticsPeriodChoice,
  scope: ReportScope,
  now = Date.now(),
): Promise<AnalyticsReport> {
  const period = periodOf(choice, now);
  const previous = previousOf(period);
  const folded = await foldedThrough(db);
  const [hours, previousTotals, articles, { categories, authors }, live] = await Promise.all([
    hourlyTotals(db, period, scope),
    totalsOf(db, previous, scope),
    topArticles(db, period, scope, folded),
    topCategoriesAndAuthors(db, period, scope, folded),
    scope.authorId ? Promise.resolve(null) : liveReaders(db, now),
  ]);
  const dimensions = await Promise.all(
    (["source", "referrer", "utm_campaign", "device", "browser"] as const).map((dimension) =>
      topDimension(db, period, scope, dimension, folded),
    ),
  );
  const series: AnalyticsPoint[] = period.buckets.map(({ start, end }) => {
    let views = 0;
    let visitors = 0;
    for (const row of hours) {
      if (row.hour >= start && row.hour < end) {
        views += row.views;
        visitors += row.visitors;
      }
    }
    return { start: new Date(start * HOUR_MS).toISOString(), views, visitors };
  });
  const current = series.reduce(
    (sum, point) => ({ views: sum.views + point.views, visitors: sum.visitors + point.visitors }),
    { views: 0, visitors: 0 },
  );
  const [sources, referrers, campaigns, devices, browsers] = dimensions;
  return {
    range: typeof choice === "object" ? "custom" : choice,
    custom: typeof choice === "object" ? choice : null,
    bucket: period.bucket,
    from: new Date(period.from * HOUR_MS).toISOString(),
    to: new Date(period.to * HOUR_MS).toISOString(),
    ownPostsOnly: scope.authorId !== null,
    current,
    previous: previousTotals,
    series,
    liveReaders: live,
    tables: {
      articles,
      categories,
      authors,
      sources: sources!,
      referrers: referrers!,
      campaigns: campaigns!,
      devices: devices!,
      browsers: browsers!,
    },
  };
}

/** Views and visitors per hour: the site's rows, or the author's pages summed. */
async function hourlyTotals(
  db: Db,
  period: { from: number; to: number },
  scope: ReportScope,
): Promise<Array<{ hour: number } & AnalyticsTotals>> {
  if (!scope.authorId) {
    return db
      .selectFrom("analytics_site_hours")
      .select(["hour", "views", "visitors"])
      .where("hour", ">=", period.from)
      .where("hour", "<", period.to)
      .execute();
  }
  const rows = await db
    .selectFrom("analytics_page_hours as h")
    .innerJoin("posts as p", "p.id", "h.post_id")
    .select([
      "h.hour",
      (eb) => eb.fn.sum<number>("h.views").as("views"),
      (eb) => eb.fn.sum<number>("h.visitors").as("visitors"),
    ])
    .where("p.author_id", "=", scope.authorId)
    .where("h.hour", ">=", period.from)
    .where("h.hour", "<", period.to)
    .groupBy("h.hour")
    .execute();
  return rows.map((row) => ({
    hour: row.hour,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

async function totalsOf(
  db: Db,
  period: { from: number; to: number },
  scope: ReportScope,
): Promise<AnalyticsTotals> {
  const rows = await hourlyTotals(db, period, scope);
  return rows.reduce(
    (sum, row) => ({ views: sum.views + row.views, visitors: sum.visitors + row.visitors }),
    { views: 0, visitors: 0 },
  );
}

/**
 * The page rows that sum to the period: monthly, daily and hourly rows for the pieces
 * `segmentsOf` cuts it into (each article's views and visitors, not yet summed).
 */
function pageRowsOf(db: Db, period: { from: number; to: number }, folded: number | null) {
  const { hours, days, months } = segmentsOf(period.from, period.to, folded);
  const parts = [
    ...hours.map((span) => rowsIn(db, "analytics_page_hours", "hour", span)),
    ...days.map((span) => rowsIn(db, "analytics_page_days", "day", span)),
    ...months.map((span) => rowsIn(db, "analytics_page_months", "month", span)),
  ];
  const [first, ...rest] =
    parts.length > 0 ? parts : [rowsIn(db, "analytics_page_hours", "hour", period)];
  return rest.reduce((union, part) => union.unionAll(part), first!).as("h");
}

function rowsIn(
  db: Db,
  table: "analytics_page_hours" | "analytics_page_days" | "analytics_page_months",
  key: "hour" | "day" | "month",
  span: Span,
) {
  // One shape for the three tables: their key column differs, the rest is the same.
  return db
    .selectFrom(table as "analytics_page_hours")
    .select(["post_id", "views", "visitors"])
    .where(key as "hour", ">=", span.from)
    .where(key as "hour", "<", span.to)
    .where("post_id", "is not", null);
}

/**
 * Views and visitors per article over the period, summed before posts are joined: a year's
 * rows are summed once per post, and each post is then looked up once (in the covering index
 * of migration 038, without reading its body).
 */
function perPost(db: Db, period: Period, folded: number | null) {
  return db
    .selectFrom(pageRowsOf(db, period, folded))
    .select([
      "h.post_id",
      (eb) => eb.fn.sum<number>("h.views").as("views"),
      (eb) => eb.fn.sum<number>("h.visitors").as("visitors"),
    ])
    .groupBy("h.post_id")
    .as("t");
}

async function topArticles(
  db: Db,
  period: Period,
  scope: ReportScope,
  folded: number | null,
): Promise<AnalyticsRow[]> {
  const rows = await db
    .selectFrom(perPost(db, period, folded))
    .innerJoin("posts as p", "p.id", "t.post_id")
    .select(["p.title", "p.slug", "t.views", "t.visitors"])
    .$if(scope.authorId !== null, (query) => query.where("p.author_id", "=", scope.authorId!))
    .orderBy("t.views", "desc")
    .orderBy("p.title")
    .limit(TOP)
    .execute();
  return rows.map((row) => ({
    label: row.title,
    href: `/article/${row.slug}`,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

/**
 * The top categories and authors, from one pass over the period's articles: their views summed
 * per (category, author) in SQL (at most categories × authors rows), then per category and per
 * author here. Ties are ordered by name, as the screen always did.
 */
async function topCategoriesAndAuthors(
  db: Db,
  period: Period,
  scope: ReportScope,
  folded: number | null,
): Promise<{ categories: AnalyticsRow[]; authors: AnalyticsRow[] }> {
  const rows = await db
    .selectFrom(perPost(db, period, folded))
    .innerJoin("posts as p", "p.id", "t.post_id")
    .leftJoin("categories as c", "c.id", "p.category_id")
    .leftJoin("profiles as a", "a.id", "p.author_id")
    .select([
      "c.name as category",
      "c.slug as categorySlug",
      "a.full_name as author",
      "a.id as authorId",
      (eb) => eb.fn.sum<number>("t.views").as("views"),
      (eb) => eb.fn.sum<number>("t.visitors").as("visitors"),
    ])
    .$if(scope.authorId !== null, (query) => query.where("p.author_id", "=", scope.authorId!))
    .groupBy(["c.name", "c.slug", "a.full_name", "a.id"])
    .execute();
  const top = (
    by: "category" | "author",
    label: (row: (typeof rows)[number]) => string | null,
    slug: (row: (typeof rows)[number]) => string | null,
  ): AnalyticsRow[] => {
    const groups = new Map<
      string,
      { name: string | null; slug: string | null } & AnalyticsTotals
    >();
    for (const row of rows) {
      const key = JSON.stringify([label(row), slug(row)]);
      const group = groups.get(key) ?? { name: label(row), slug: slug(row), views: 0, visitors: 0 };
      group.views += Number(row.views);
      group.visitors += Number(row.visitors);
      groups.set(key, group);
    }
    return [...groups.values()]
      .sort((a, b) => b.views - a.views || ((a.name ?? "") < (b.name ?? "") ? -1 : 1))
      .slice(0, TOP)
      .map((group) => ({
        label: group.name ?? (by === "category" ? DEFAULT_CATEGORY_NAME : DEFAULT_AUTHOR_NAME),
        href: group.slug ? `/${by}/${group.slug}` : undefined,
        views: group.views,
        visitors: group.visitors,
      }));
  };
  return {
    categories: top(
      "category",
      (row) => row.category,
      (row) => row.categorySlug,
    ),
    authors: top(
      "author",
      (row) => row.author,
      (row) => row.authorId,
    ),
  };
}

async function topDimension(
  db: Db,
  period: Period,
  scope: ReportScope,
  dimension: AnalyticsDimension,
  folded: number | null,
): Promise<AnalyticsRow[]> {
  if (scope.authorId) return authorDimension(db, period, scope.authorId, dimension);
  // The site's values: folded days (a month's too) from the daily rows, the rest by the hour.
  const { hours, days, months } = segmentsOf(period.from, period.to, folded);
  const parts = [
    ...hours.map((span) =>
      db
        .selectFrom("analytics_dimension_hours")
        .select(["value", "views"])
        .where("dimension", "=", dimension)
        .where("hour", ">=", span.from)
        .where("hour", "<", span.to),
    ),
    ...[...days, ...months].map((span) =>
      db
        .selectFrom("analytics_dimension_days")
        .select(["value", "views"])
        .where("dimension", "=", dimension)
        .where("day", ">=", span.from)
        .where("day", "<", span.to),
    ),
  ];
  if (parts.length === 0) return [];
  const [first, ...rest] = parts;
  const rows = await db
    .selectFrom(rest.reduce((union, part) => union.unionAll(part), first!).as("d"))
    .select(["d.value", (eb) => eb.fn.sum<number>("d.views").as("views")])
    .groupBy("d.value")
    .orderBy("views", "desc")
    .orderBy("d.value")
    .limit(TOP)
    .execute();
  return rows.map((row) => ({ label: row.value, views: Number(row.views) }));
}

/** An author's own view: the hourly rows of their articles' pages (kept per page). */
async function authorDimension(
  db: Db,
  period: Period,
  authorId: string,
  dimension: AnalyticsDimension,
): Promise<AnalyticsRow[]> {
  const rows = await db
    .selectFrom("analytics_dimension_hours as d")
    .select(["d.value", (eb) => eb.fn.sum<number>("d.views").as("views")])
    .where("d.dimension", "=", dimension)
    .where("d.hour", ">=", period.from)
    .where("d.hour", "<", period.to)
    .where((eb) =>
      eb(
        "d.path",
        "in",
        eb
          .selectFrom("posts as p")
          .select(sql<string>`'/article/' || p.slug`.as("path"))
          .where("p.author_id", "=", authorId),
      ),
    )
    .groupBy("d.value")
    .orderBy("views", "desc")
    .orderBy("d.value")
    .limit(TOP)
    .execute();
  return rows.map((row) => ({ label: row.value, views: Number(row.views) }));
}

async function liveReaders(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom("analytics_live")
    .select((eb) => eb.fn.countAll<number>().as("readers"))
    .where("minute", ">=", minuteOf(now) - ANALYTICS_LIVE_MINUTES + 1)
    .executeTakeFirst();
  return Number(row?.readers ?? 0);
}

/** Views of each of these posts in the last 7 days (168 hours, this one included). */
export async function postViewsInSevenDays(
  db: Db,
  postIds: readonly string[],
  now = Date.now(),
): Promise<Record<string, number>> {
  if (postIds.length === 0) return {};
  const hourNow = Math.floor(now / HOUR_MS);
  const rows = await db
    .selectFrom("analytics_page_hours")
    .select(["post_id", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("post_id", "in", postIds)
    .where("hour", ">", hourNow - 7 * DAY_HOURS)
    .groupBy("post_id")
    .execute();
  const views: Record<string, number> = Object.fromEntries(postIds.map((id) => [id, 0]));
  for (const row of rows) if (row.post_id) views[row.post_id] = Number(row.views);
  return views;
}
