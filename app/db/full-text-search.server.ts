import { engineOf, type Db } from "./connection.server";
import { searchFts5 } from "./full-text-search-sqlite.server";
import { searchTsvector } from "./full-text-search-postgres.server";

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

/**
 * Full-text search over title, excerpt and body of published posts, on either engine: SQLite's
 * FTS5 table (migrations 007 and 012) or PostgreSQL's weighted tsvector (migration 001). Both do
 * the same bounded work whatever the archive's size: take the newest `cap` matches, rank them
 * by relevance, page, and build snippets for the page's rows only (decision 0010).
 */
export function searchPublishedPosts(db: Db, request: FullTextRequest): Promise<FullTextPage> {
  return engineOf(db) === "postgres" ? searchTsvector(db, request) : searchFts5(db, request);
}
