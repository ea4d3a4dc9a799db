/*
 * What a full-text search asks and returns, whichever engine answers it: the one contract that
 * searchPublishedPosts (full-text-search.server.ts) and its two engines (SQLite's FTS5, PostgreSQL's
 * tsvector) share, kept apart from all three so the engines do not import the module that picks them.
 */

/** One published post that matched, with the columns a search result shows. */
export interface FullTextHit {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  published_at: string;
  category_id: string | null;
  category_name: string | null;
  category_slug: string | null;
  /**
   * A passage of the body with each match between MATCH_START and MATCH_END
   * (`~/lib/search-query`), as plain text; null or without a marker when the match was in the
   * title or excerpt only.
   */
  snippet: string | null;
}

export interface FullTextPage {
  /** The page's matches, most relevant first (recency breaks ties). */
  hits: FullTextHit[];
  /** Matches counted, at most `cap` + 1 (so "more than the cap" can be told). */
  counted: number;
}

export interface FullTextRequest {
  /** Word tokens (`searchTokens`); the last is matched as a prefix. At least one. */
  tokens: string[];
  /** Only the newest `cap` matches are ranked and paged. */
  cap: number;
  limit: number;
  offset: number;
}
