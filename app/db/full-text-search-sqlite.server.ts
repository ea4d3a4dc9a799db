import { sql } from "kysely";
import { MATCH_END, MATCH_START, SNIPPET_ELLIPSIS, toFts5Query } from "~/lib/search-query";
import type { Db } from "./connection.server";
import type { FullTextHit, FullTextPage, FullTextRequest } from "./full-text-search-types";
import { readOffMainThread } from "./off-thread-reads.server";

/**
 * SQLite: the full-text table drives (it holds published posts only, migration 007). The newest
 * matches are the highest rowids, which FTS5 walks backwards and stops; bm25 ranks only those.
 * snippet() needs the full-text cursor, so the page's rows are matched again by rowid. The
 * queries run on the database's read thread: a common word still costs tens of milliseconds
 * there, which must not hold the other requests of the process.
 */
export async function searchFts5(
  db: Db,
  { tokens, cap, limit, offset }: FullTextRequest,
): Promise<FullTextPage> {
  const match = toFts5Query(tokens);
  const page = await readOffMainThread(
    db,
    sql<{ rowid: number }>`
    SELECT rowid FROM (
      SELECT rowid, bm25(posts_fts, 10.0, 4.0, 1.0) AS score
      FROM posts_fts WHERE posts_fts MATCH ${match}
      ORDER BY rowid DESC LIMIT ${cap}
    )
    ORDER BY score, rowid DESC
    LIMIT ${limit} OFFSET ${offset}`,
  );
  const [counted] = await readOffMainThread(
    db,
    sql<{ total: number }>`
    SELECT count(*) AS total FROM (
      SELECT rowid FROM posts_fts WHERE posts_fts MATCH ${match} LIMIT ${cap + 1}
    )`,
  );
  const total = counted?.total ?? 0;
  if (page.length === 0) return { hits: [], counted: total };
  const rowids = page.map((row) => row.rowid);
  const found = await readOffMainThread(
    db,
    sql<FullTextHit & { rowid: number }>`
    SELECT posts_fts.rowid AS rowid, p.id, p.slug, p.title, p.excerpt, p.published_at,
           c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
           snippet(posts_fts, 2, ${MATCH_START}, ${MATCH_END}, ${SNIPPET_ELLIPSIS}, 24) AS snippet
    FROM posts_fts
    CROSS JOIN posts p ON p.rowid = posts_fts.rowid
    LEFT JOIN categories c ON c.id = p.category_id
    WHERE posts_fts MATCH ${match} AND posts_fts.rowid IN (${sql.join(rowids)})`,
  );
  const byRowid = new Map(found.map(({ rowid, ...hit }) => [rowid, hit]));
  return { hits: rowids.flatMap((rowid) => byRowid.get(rowid) ?? []), counted: total };
}
