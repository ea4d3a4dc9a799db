import { engineOf, type Db } from "./connection.server";
import { searchFts5 } from "./full-text-search-sqlite.server";
import { searchTsvector } from "./full-text-search-postgres.server";
import type { FullTextPage, FullTextRequest } from "./full-text-search-types";

/**
 * Full-text search over title, excerpt and body of published posts, on either engine: SQLite's
 * FTS5 table (migrations 007 and 012) or PostgreSQL's weighted tsvector (migration 001). Both do
 * the same bounded work whatever the archive's size: take the newest `cap` matches, rank them
 * by relevance, page, and build snippets for the page's rows only (decision 0010).
 */
export function searchPublishedPosts(db: Db, request: FullTextRequest): Promise<FullTextPage> {
  return engineOf(db) === "postgres" ? searchTsvector(db, request) : searchFts5(db, request);
}
