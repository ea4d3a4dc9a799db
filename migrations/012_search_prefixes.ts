import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * SQLite's full-text table with prefix indexes for 3 to 8 letters (007 had 3 only). The search
 * box matches its last word as a prefix (search-as-you-type); without an index of that length
 * FTS5 merges the doclists of every term it starts ("data*": data, database, dataset …) on
 * each query and again for each snippet. At 100,000 posts "data*" took 25 ms to rank and 152 ms
 * for its snippets; with the index 3.4 and 1.9 ms. The index is about 2.3× larger (0.5 → 1.1
 * GB at 100,000 posts) and rebuilding it took 98 s there, once (decision 0010).
 *
 * Only the virtual table is replaced: 007's triggers name it and keep it in step.
 */
async function recreate(db: Kysely<unknown>, prefixes: string): Promise<void> {
  await sql`DROP TABLE posts_fts`.execute(db);
  await sql`
    CREATE VIRTUAL TABLE posts_fts USING fts5(
      title, excerpt, content_text,
      content = 'posts', content_rowid = 'rowid',
      tokenize = 'porter unicode61 remove_diacritics 2',
      prefix = ${sql.lit(prefixes)}
    )`.execute(db);
  await sql`
    INSERT INTO posts_fts (rowid, title, excerpt, content_text)
    SELECT rowid, title, excerpt, content_text FROM posts WHERE published <> 0`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!migrationDialect(db).postgres) await recreate(db, "3 4 5 6 7 8");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!migrationDialect(db).postgres) await recreate(db, "3");
}
