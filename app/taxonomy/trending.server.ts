import type { Logger } from "pino";
import { keptPerContentVersion } from "~/cache/kept-per-content-version.server";
import type { Db } from "~/db/connection.server";
import type { TopicCount } from "~/content/types";
import { TRENDING_REFRESH, TRENDING_TOPICS } from "~/lib/constants";
import { startJobLoop, type JobLoop } from "~/platform/job-loop.server";
import { getSiteSettings } from "~/settings/settings.server";
import { countTopics } from "./taxonomy.server";

const HOUR_MS = 3_600_000;
const REFRESH_MS = TRENDING_REFRESH.everyMinutes * 60_000;

interface RankedTopic {
  slug: string;
  name: string;
  views: number;
  rank: number;
}

/**
 * Topics by their published articles' views in the last TRENDING_REFRESH.days days (this hour
 * included): the most read ones, as many as the spec's list has, then the spec's own topics
 * that are not among them (for their counts), each with its views.
 */
export async function rankTopicsByViews(db: Db, now: number): Promise<RankedTopic[]> {
  const since = Math.floor(now / HOUR_MS) - TRENDING_REFRESH.days * 24;
  const viewsByTag = db
    .selectFrom("analytics_page_hours as h")
    .innerJoin("post_tags as pt", "pt.post_id", "h.post_id")
    .innerJoin("tags as t", "t.id", "pt.tag_id")
    .select(["t.slug", "t.name", (eb) => eb.fn.sum<number>("h.views").as("views")])
    .where("h.hour", ">", since)
    .where("pt.published_at", "is not", null)
    .groupBy(["t.slug", "t.name"]);
  const [top, spec] = await Promise.all([
    viewsByTag.orderBy("views", "desc").orderBy("t.slug").limit(TRENDING_TOPICS.length).execute(),
    viewsByTag
      .where(
        "t.slug",
        "in",
        TRENDING_TOPICS.map((topic) => topic.slug),
      )
      .execute(),
  ]);
  const bySlug = new Map<string, { slug: string; name: string; views: number }>();
  for (const row of [...top, ...spec]) bySlug.set(row.slug, { ...row, views: Number(row.views) });
  for (const topic of TRENDING_TOPICS) {
    if (!bySlug.has(topic.slug)) bySlug.set(topic.slug, { ...topic, views: 0 });
  }
  return [...bySlug.values()]
    .sort((a, b) => b.views - a.views || a.slug.localeCompare(b.slug))
    .map((topic, index) => ({ ...topic, rank: index + 1 }));
}

async function storedRanking(db: Db): Promise<RankedTopic[]> {
  const rows = await db
    .selectFrom("trending_topics")
    .select(["slug", "name", "views", "rank"])
    .orderBy("rank")
    .execute();
  return rows.map((row) => ({ ...row, views: Number(row.views), rank: Number(row.rank) }));
}

/**
 * Takes the round if it is due: moves the due time forward only where it has passed, so of
 * all the processes and servers asking, one gets it every TRENDING_REFRESH.everyMinutes.
 */
async function claimRound(db: Db, now: number): Promise<boolean> {
  const result = await db
    .updateTable("trending_refresh")
    .set({ due_at: now + REFRESH_MS })
    .where("id", "=", 1)
    .where("due_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function sameRanking(a: readonly RankedTopic[], b: readonly RankedTopic[]): boolean {
  const key = (topics: readonly RankedTopic[]) =>
    JSON.stringify(topics.map(({ slug, name, views, rank }) => [slug, name, views, rank]));
  return key(a) === key(b);
}

export type TrendingRound = "not due" | "unchanged" | "written";

/**
 * One round, if due: ranks the topics and writes the ranking only when it differs from the
 * stored one. The table bumps the content version (migration 029), so pages cached anywhere are
 * rendered again only when what they would show of it changed. With both Settings switches off
 * nothing reads the ranking: it is emptied, and ranked again at the first round after a switch
 * is turned on.
 */
export async function refreshTrendingTopics(db: Db, now = Date.now()): Promise<TrendingRound> {
  if (!(await claimRound(db, now))) return "not due";
  const settings = await getSiteSettings(db);
  const wanted =
    settings.trendingFromViews || settings.trendingViewCounts
      ? await rankTopicsByViews(db, now)
      : [];
  const stored = await storedRanking(db);
  if (sameRanking(wanted, stored)) return "unchanged";
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("trending_topics").execute();
    if (wanted.length > 0) await trx.insertInto("trending_topics").values(wanted).execute();
  });
  return "written";
}

/** Every process asks every TRENDING_REFRESH.checkMs whether a round is due (one takes it). */
export function startTrendingRefresh({
  db,
  logger,
}: {
  db: Db;
  logger: Pick<Logger, "error">;
}): JobLoop {
  return startJobLoop({
    round: async () => {
      await refreshTrendingTopics(db);
    },
    pollMs: TRENDING_REFRESH.checkMs,
    logger,
    failureMessage: "trending topics refresh failed",
  });
}

/**
 * The Trending Topics the home and topic pages show, read once per content version. By
 * default (and on a new site) the spec's eight topics in the spec's order with their published
 * article counts. With "rank by views" on, the most read topics first, then the spec's topics
 * not among them, to eight; with "views on the chips" on, each topic's views instead of its
 * article count. Callers must not change the array.
 */
export const countTrendingTopics: (db: Db) => Promise<readonly TopicCount[]> =
  keptPerContentVersion(async (db) => {
    const settings = await getSiteSettings(db);
    const ranking =
      settings.trendingFromViews || settings.trendingViewCounts ? await storedRanking(db) : [];
    const specName = new Map<string, string>(TRENDING_TOPICS.map((t) => [t.slug, t.name]));
    const refs = settings.trendingFromViews
      ? [
          ...ranking
            .filter((topic) => topic.views > 0)
            .map(({ slug, name }) => ({ slug, name: specName.get(slug) ?? name })),
          ...TRENDING_TOPICS,
        ]
          .filter((topic, index, all) => all.findIndex((t) => t.slug === topic.slug) === index)
          .slice(0, TRENDING_TOPICS.length)
      : TRENDING_TOPICS;
    if (!settings.trendingViewCounts) return countTopics(db, refs);
    const views = new Map(ranking.map((topic) => [topic.slug, topic.views]));
    return refs.map((topic) => ({ ...topic, count: views.get(topic.slug) ?? 0 }));
  });
