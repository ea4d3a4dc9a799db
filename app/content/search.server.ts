import type { Db } from "~/db/connection.server";
import { searchPublishedPosts } from "~/db/full-text-search.server";
import type { FullTextHit } from "~/db/full-text-search-types";
import { SEARCH_RESULT_CAP } from "~/lib/constants";
import { MATCH_START, searchTokens, snippetToHtml } from "~/lib/search-query";
import type { SearchHit } from "./types";

export interface SearchResults {
  hits: SearchHit[];
  /** Matches counted, at most SEARCH_RESULT_CAP. */
  total: number;
  /** True when there are more matches than SEARCH_RESULT_CAP ("1,000+ results"). */
  capped: boolean;
}

/**
 * Full-text search over title, excerpt and body of published articles, with the last word
 * matched as a prefix: the newest SEARCH_RESULT_CAP matches, ranked by relevance (recency
 * breaks ties) and paged; the total is counted up to the cap. Input that has no word in it
 * finds nothing; no input can make the query fail (it is reduced to word tokens first).
 */
export async function searchArticles(
  db: Db,
  input: string,
  limit: number,
  offset = 0,
): Promise<SearchResults> {
  const tokens = searchTokens(input);
  if (tokens.length === 0 || offset >= SEARCH_RESULT_CAP) {
    return { hits: [], total: 0, capped: false };
  }
  const { hits, counted } = await searchPublishedPosts(db, {
    tokens,
    cap: SEARCH_RESULT_CAP,
    limit: Math.min(limit, SEARCH_RESULT_CAP - offset),
    offset,
  });
  return {
    hits: hits.map(toSearchHit),
    total: Math.min(counted, SEARCH_RESULT_CAP),
    capped: counted > SEARCH_RESULT_CAP,
  };
}

/** A match in the title or excerpt only has no marked passage: the excerpt stands in. */
function toSearchHit(hit: FullTextHit): SearchHit {
  const snippet = hit.snippet && hit.snippet.includes(MATCH_START) ? hit.snippet : hit.excerpt;
  return {
    id: hit.id,
    slug: hit.slug,
    title: hit.title,
    date: hit.published_at,
    category:
      hit.category_id && hit.category_name && hit.category_slug
        ? { id: hit.category_id, name: hit.category_name, slug: hit.category_slug }
        : null,
    snippetHtml: snippetToHtml(snippet),
  };
}
