import { sql } from "kysely";
import { engineOf, type Db } from "~/db/connection.server";
import { toCount, toIso } from "~/db/values.server";
import {
  MATCH_END,
  MATCH_START,
  searchTokens,
  snippetToHtml,
  toFts5Query,
  toTsQuery,
} from "~/lib/search-query";
import type { SearchHit } from "./types";

export interface SearchResults {
  hits: SearchHit[];
  total: number;
}

interface HitRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  published_at: string | Date;
  category_id: string | null;
  category_name: string | null;
  category_slug: string | null;
  snippet: string | null;
}

/**
 * Full-text search over title, excerpt and body of published articles, ranked by relevance
 * then recency, with the last word matched as a prefix. Input that has no word in it finds
 * nothing; no input can make the query fail.
 */
export async function searchArticles(
  db: Db,
  input: string,
  limit: number,
  offset = 0,
): Promise<SearchResults> {
  const tokens = searchTokens(input);
  if (tokens.length === 0) return { hits: [], total: 0 };
  const { rows, total } =
    engineOf(db) === "postgres"
      ? await searchPostgres(db, toTsQuery(tokens), limit, offset)
      : await searchSqlite(db, toFts5Query(tokens), limit, offset);
  return { hits: rows.map(toHit), total };
}

/**
 * PostgreSQL's parser reads "<word>" as a tag; ts_headline gets '<' and '>' swapped for
 * private-use stand-ins (word separators to the parser) and the snippet swaps them back, so
 * the text keeps its angle brackets (escaped by snippetToHtml).
 */
const PG_ANGLE_STANDINS = "\uE000\uE001";

function toHit(row: HitRow): SearchHit {
  const raw = row.snippet && row.snippet.includes(MATCH_START) ? row.snippet : row.excerpt;
  const snippet = raw.replaceAll("\uE000", "<").replaceAll("\uE001", ">");
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: toIso(row.published_at),
    category:
      row.category_id && row.category_name && row.category_slug
        ? { id: row.category_id, name: row.category_name, slug: row.category_slug }
        : null,
    snippetHtml: snippetToHtml(snippet),
  };
}

async function searchSqlite(db: Db, match: string, limit: number, offset: number) {
  const { rows } = await sql<HitRow>`
    SELECT p.id, p.slug, p.title, p.excerpt, p.published_at,
           c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
           snippet(posts_fts, 2, ${MATCH_START}, ${MATCH_END}, '…', 24) AS snippet
    FROM posts_fts
    JOIN posts p ON p.rowid = posts_fts.rowid
    LEFT JOIN categories c ON c.id = p.category_id
    WHERE posts_fts MATCH ${match} AND p.published = 1
    ORDER BY bm25(posts_fts, 10.0, 4.0, 1.0), p.published_at DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  const { rows: counted } = await sql<{ total: number }>`
    SELECT count(*) AS total FROM posts_fts
    JOIN posts p ON p.rowid = posts_fts.rowid
    WHERE posts_fts MATCH ${match} AND p.published = 1`.execute(db);
  return { rows, total: toCount(counted[0]?.total) };
}

async function searchPostgres(db: Db, tsquery: string, limit: number, offset: number) {
  // Rank and page first, then build snippets for the page only (ts_headline is costly).
  const { rows } = await sql<HitRow>`
    WITH q AS (SELECT to_tsquery('english', ${tsquery}) AS query),
    ranked AS (
      SELECT p.id, ts_rank_cd(p.search_vector, q.query) AS rank, p.published_at
      FROM posts p, q
      WHERE p.published AND p.search_vector @@ q.query
      ORDER BY rank DESC, p.published_at DESC
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT p.id, p.slug, p.title, p.excerpt, p.published_at,
           c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
           ts_headline('english', translate(p.content_text, '<>', ${PG_ANGLE_STANDINS}), q.query,
             ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=35, MinWords=15, MaxFragments=1, FragmentDelimiter=" … "`}
           ) AS snippet
    FROM ranked r
    JOIN posts p ON p.id = r.id
    LEFT JOIN categories c ON c.id = p.category_id
    CROSS JOIN q
    ORDER BY r.rank DESC, r.published_at DESC`.execute(db);
  const { rows: counted } = await sql<{ total: string }>`
    SELECT count(*) AS total FROM posts p
    WHERE p.published AND p.search_vector @@ to_tsquery('english', ${tsquery})`.execute(db);
  return { rows, total: toCount(counted[0]?.total) };
}
