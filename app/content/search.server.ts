import { sql } from "kysely";
import { engineOf, type Db } from "~/db/connection.server";
import { readOffMainThread } from "~/db/off-thread-reads.server";
import { toCount, toIso } from "~/db/values.server";
import { SEARCH_RESULT_CAP } from "~/lib/constants";
import {
  MATCH_END,
  MATCH_START,
  searchTokens,
  snippetToHtml,
  toFts5Query,
  toTsQuery,
} from "~/lib/search-query";
import { countArticles } from "./articles.server";
import type { SearchHit } from "./types";

export interface SearchResults {
  hits: SearchHit[];
  /** Matches counted, at most SEARCH_RESULT_CAP. */
  total: number;
  /** True when there are more matches than SEARCH_RESULT_CAP ("1,000+ results"). */
  capped: boolean;
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
 * Full-text search over title, excerpt and body of published articles, with the last word
 * matched as a prefix. Both engines do the same bounded work, whatever the archive's size:
 * take the newest SEARCH_RESULT_CAP matches, rank them by relevance (recency breaks ties), page,
 * and build snippets for the page's rows only; the total is counted up to the cap. Input that
 * has no word in it finds nothing; no input can make the query fail.
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
  const pageLimit = Math.min(limit, SEARCH_RESULT_CAP - offset);
  const { rows, counted } =
    engineOf(db) === "postgres"
      ? await searchPostgres(db, toTsQuery(tokens), pageLimit, offset)
      : await searchSqlite(db, toFts5Query(tokens), pageLimit, offset);
  return {
    hits: rows.map(toHit),
    total: Math.min(counted, SEARCH_RESULT_CAP),
    capped: counted > SEARCH_RESULT_CAP,
  };
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

/**
 * SQLite: the full-text table drives (it holds published posts only, migration 007). The newest
 * matches are the highest rowids, which FTS5 walks backwards and stops; bm25 ranks only those.
 * snippet() needs the full-text cursor, so the page's rows are matched again by rowid. The
 * queries run on the database's read thread: a common word still costs tens of milliseconds
 * there, which must not hold the other requests of the process.
 */
async function searchSqlite(db: Db, match: string, limit: number, offset: number) {
  const page = await readOffMainThread(
    db,
    sql<{ rowid: number }>`
    SELECT rowid FROM (
      SELECT rowid, bm25(posts_fts, 10.0, 4.0, 1.0) AS score
      FROM posts_fts WHERE posts_fts MATCH ${match}
      ORDER BY rowid DESC LIMIT ${SEARCH_RESULT_CAP}
    )
    ORDER BY score, rowid DESC
    LIMIT ${limit} OFFSET ${offset}`,
  );
  const counted = await readOffMainThread(
    db,
    sql<{ total: number }>`
    SELECT count(*) AS total FROM (
      SELECT rowid FROM posts_fts WHERE posts_fts MATCH ${match} LIMIT ${SEARCH_RESULT_CAP + 1}
    )`,
  );
  if (page.length === 0) return { rows: [], counted: toCount(counted[0]?.total) };
  const rowids = page.map((row) => row.rowid);
  const found = await readOffMainThread(
    db,
    sql<HitRow & { rowid: number }>`
    SELECT posts_fts.rowid AS rowid, p.id, p.slug, p.title, p.excerpt, p.published_at,
           c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
           snippet(posts_fts, 2, ${MATCH_START}, ${MATCH_END}, '…', 24) AS snippet
    FROM posts_fts
    CROSS JOIN posts p ON p.rowid = posts_fts.rowid
    LEFT JOIN categories c ON c.id = p.category_id
    WHERE posts_fts MATCH ${match} AND posts_fts.rowid IN (${sql.join(rowids)})`,
  );
  const byRowid = new Map(found.map((row) => [row.rowid, row]));
  return {
    rows: rowids.flatMap((rowid) => byRowid.get(rowid) ?? []),
    counted: toCount(counted[0]?.total),
  };
}

/**
 * A match test reads each post's tsvector, which is stored out of line (TOAST, ~5 KB at 700
 * words): ~8 µs a post, a cost PostgreSQL's planner does not see, while a post the GIN index
 * found costs ~0.7 µs. Walking the publication-date index and testing each post reads
 * (cap + 1) / share posts; letting the GIN index drive reads every match, share × archive. At
 * 100,000 posts the two cost the same near a third of the archive, where either takes ~25 ms.
 * The planner's own estimate of the matches (one EXPLAIN, ~1 ms) picks the path.
 */
const PG_DENSE_MATCH_SHARE = 1 / 3;

/**
 * PostgreSQL: the same bounds. The newest matches come from walking the publication-date index
 * for a common word, or from the GIN index for a rarer one; ts_rank_cd and ts_headline run on
 * those only, and the count comes from the same rows.
 */
async function searchPostgres(db: Db, tsquery: string, limit: number, offset: number) {
  const [estimate, published] = await Promise.all([
    estimatedMatches(db, tsquery),
    // Kept by triggers (migration 007): one primary-key read.
    countArticles(db, {}),
  ]);
  return searchPostgresPage(db, tsquery, limit, offset, newestMatchesPath(estimate, published));
}

export type NewestMatchesPath = "dense" | "sparse";

/** How PostgreSQL finds the newest matches, from the planner's estimate of how many there are. */
export function newestMatchesPath(estimate: number, published: number): NewestMatchesPath {
  return estimate >= published * PG_DENSE_MATCH_SHARE ? "dense" : "sparse";
}

async function estimatedMatches(db: Db, tsquery: string): Promise<number> {
  const { rows } = await sql<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>`
    EXPLAIN (FORMAT JSON)
    SELECT 1 FROM posts WHERE published AND search_vector @@ to_tsquery('english', ${tsquery})`.execute(
    db,
  );
  return rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
}

/** One way of finding the newest matches (exported for the test that compares them). */
export async function searchPostgresPage(
  db: Db,
  tsquery: string,
  limit: number,
  offset: number,
  path: NewestMatchesPath,
) {
  const query = sql`to_tsquery('english', ${tsquery})`;
  // The tsquery is written out in each step (not taken from a CTE) so the planner sees its
  // value and estimates each scan from it.
  const newestMatches =
    path === "dense"
      ? sql`
        SELECT p.id, p.published_at FROM posts p
        WHERE p.published AND p.search_vector @@ ${query}
        ORDER BY p.published_at DESC, p.id DESC
        LIMIT ${SEARCH_RESULT_CAP + 1}`
      : sql`
        SELECT m.id, m.published_at FROM matches m
        ORDER BY m.published_at DESC, m.id DESC
        LIMIT ${SEARCH_RESULT_CAP + 1}`;
  // Materialized without an order or a limit, the matches have no reason to walk the date
  // index: the GIN index drives.
  const matches =
    path === "sparse"
      ? sql`matches AS MATERIALIZED (
          SELECT p.id, p.published_at FROM posts p
          WHERE p.published AND p.search_vector @@ ${query}
        ),`
      : sql``;
  const { rows } = await sql<HitRow & { counted: string; id: string | null }>`
    WITH ${matches}
    newest AS (${newestMatches}),
    ranked AS (
      SELECT n.id, ts_rank_cd(p.search_vector, ${query}) AS rank, n.published_at
      FROM (SELECT * FROM newest ORDER BY published_at DESC, id DESC LIMIT ${SEARCH_RESULT_CAP}) n
      JOIN posts p ON p.id = n.id
      ORDER BY rank DESC, n.published_at DESC, n.id DESC
      LIMIT ${limit} OFFSET ${offset}
    ),
    hits AS (
      SELECT p.id, p.slug, p.title, p.excerpt, p.published_at,
             c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
             ts_headline('english', translate(p.content_text, '<>', ${PG_ANGLE_STANDINS}), ${query},
               ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=35, MinWords=15, MaxFragments=1, FragmentDelimiter=" … "`}
             ) AS snippet,
             r.rank
      FROM ranked r
      JOIN posts p ON p.id = r.id
      LEFT JOIN categories c ON c.id = p.category_id
    )
    -- The count's row comes back even when the page is empty.
    SELECT h.*, t.counted
    FROM (SELECT count(*) AS counted FROM newest) t
    LEFT JOIN hits h ON true
    ORDER BY h.rank DESC, h.published_at DESC, h.id DESC`.execute(db);
  return {
    rows: rows.filter((row): row is typeof row & { id: string } => row.id !== null),
    counted: toCount(rows[0]?.counted),
  };
}
