import type { Db } from "~/db/connection.server";
import { HERO_COUNT, HOME_MORE_COUNT, LATEST_COUNT } from "~/lib/constants";
import { newestArticles } from "./articles.server";
import { countTrendingTopics } from "~/taxonomy/trending.server";

/**
 * The home page's articles (the newest, whose ids and cards are kept per content version) and
 * the trending topics' counts, kept too (the categories come from the root).
 */
export async function getHomePage(db: Db) {
  const [articles, trending] = await Promise.all([
    newestArticles(db, HERO_COUNT + LATEST_COUNT + HOME_MORE_COUNT),
    countTrendingTopics(db),
  ]);
  return {
    hero: articles.slice(0, HERO_COUNT),
    latest: articles.slice(HERO_COUNT, HERO_COUNT + LATEST_COUNT),
    more: articles.slice(HERO_COUNT + LATEST_COUNT),
    trending,
  };
}
