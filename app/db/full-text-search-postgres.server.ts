import { sql } from "kysely";
import { MATCH_END, MATCH_START, SNIPPET_ELLIPSIS, toTsQuery } from "~/lib/search-query";
import { countPublishedPosts } from "./post-counts.server";
import type { Db } from "./connection.server";
import type { FullTextHit, FullTextPage, FullTextRequest } from "./full-text-search-types";

/**
 * PostgreSQL's parser reads "<word>" as a tag; ts_headline gets '<' and '>' swapped for
 * private-use stand-ins (word separators to the parser) and the snippet swaps them back, so
 * the text keeps its angle brackets.
 */
const ANGLE_STANDINS = "\uE000\uE001";

function restoreAngles(snippet: string | null): string | null {
  return snippet && snippet.replaceAll("\uE000", "<").replaceAll("\uE001", ">");
}

/**
 * A match test reads each post's tsvector, which is stored out of line (TOAST, ~5 KB at 700
 * words): ~8 µs a post, a cost PostgreSQL's planner does not see, while a post the GIN index
 * found costs ~0.7 µs. Walking the publication-date index and testing each post reads
 * (cap + 1) / share posts; letting the GIN index drive reads every match, share × archive. At
 * 100,000 posts the two cost the same near a third of the archive, where either takes ~25 ms.
 * The planner's own estimate of the matches (one EXPLAIN, ~1 ms) picks the path.
 */
const DENSE_MATCH_SHARE = 1 / 3;

/**
 * PostgreSQL: the same bounds as SQLite's. The newest matches come from walking the
 * publication-date index for a common word, or from the GIN index for a rarer one; ts_rank_cd
 * and ts_headline run on those only, and the count comes from the same rows.
 */
export async function searchTsvector(db: Db, request: FullTextRequest): Promise<FullTextPage> {
  const tsquery = toTsQuery(request.tokens);
  const [estimate, published] = await Promise.all([
    estimatedMatches(db, tsquery),
    countPublishedPosts(db),
  ]);
  return searchTsvectorPage(db, tsquery, request, newestMatchesPath(estimate, published));
}

export type NewestMatchesPath = "dense" | "sparse";

/** How PostgreSQL finds the newest matches, from the planner's estimate of how many there are. */
export function newestMatchesPath(estimate: number, published: number): NewestMatchesPath {
  return estimate >= published * DENSE_MATCH_SHARE ? "dense" : "sparse";
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
export async function searchTsvectorPage(
  db: Db,
  tsquery: string,
  { cap, limit, offset }: Omit<FullTextRequest, "tokens">,
  path: NewestMatchesPath,
): Promise<FullTextPage> {
  const query = sql`to_tsquery('english', ${tsquery})`;
  // The tsquery is written out in each step (not taken from a CTE) so the planner sees its
  // value and estimates each scan from it.
  const newestMatches =
    path === "dense"
      ? sql`
        SELECT p.id, p.published_at FROM posts p
        WHERE p.published AND p.search_vector @@ ${query}
        ORDER BY p.published_at DESC, p.id DESC
        LIMIT ${cap + 1}`
      : sql`
        SELECT m.id, m.published_at FROM matches m
        ORDER BY m.published_at DESC, m.id DESC
        LIMIT ${cap + 1}`;
  // Materialized without an order or a limit, the matches have no reason to walk the date
  // index: the GIN index drives.
  const matches =
    path === "sparse"
      ? sql`matches AS MATERIALIZED (
          SELECT p.id, p.published_at FROM posts p
          WHERE p.published AND p.search_vector @@ ${query}
        ),`
      : sql``;
  const { rows } = await sql<
    Omit<FullTextHit, "id"> & { id: string | null; rank: number; counted: number }
  >`
    WITH ${matches}
    newest AS (${newestMatches}),
    ranked AS (
      SELECT n.id, ts_rank_cd(p.search_vector, ${query}) AS rank, n.published_at
      FROM (SELECT * FROM newest ORDER BY published_at DESC, id DESC LIMIT ${cap}) n
      JOIN posts p ON p.id = n.id
      ORDER BY rank DESC, n.published_at DESC, n.id DESC
      LIMIT ${limit} OFFSET ${offset}
    ),
    hits AS (
      SELECT p.id, p.slug, p.title, p.excerpt, p.published_at,
             c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
             ts_headline('english', translate(p.content_text, '<>', ${ANGLE_STANDINS}), ${query},
               ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=35, MinWords=15, MaxFragments=1, FragmentDelimiter=" ${SNIPPET_ELLIPSIS} "`}
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
    hits: rows.flatMap(({ id, rank: _rank, counted: _counted, snippet, ...hit }) =>
      id === null ? [] : [{ ...hit, id, snippet: restoreAngles(snippet) }],
    ),
    counted: rows[0]?.counted ?? 0,
  };
}
