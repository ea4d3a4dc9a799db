import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Trending Topics from readers (issue 42 item 7, decision 0033).
 *
 * - `trending_topics`: the last ranking of topics by their articles' views in 7 days, written
 *   only when it differs from the one stored. It is shown on public pages, so a write bumps the
 *   content version like the tables of migration 011: every process and server drops its cached
 *   pages when, and only when, the ranked list changed.
 * - `trending_refresh`: one row, the time (ms) the next ranking is due. A process takes a round
 *   by moving it forward with a conditional update; only the one whose update matched computes.
 */
/** The table of this migration shown on public pages: it bumps the content version. */
export const TRENDING_TABLES = ["trending_topics"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = migrationDialect(db);
  await db.schema
    .createTable("trending_topics")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("views", "bigint", (c) => c.notNull())
    .addColumn("rank", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("trending_refresh")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("due_at", "bigint", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO trending_refresh (id, due_at) VALUES (1, 0)`.execute(db);
  if (postgres) {
    await sql`
      CREATE TRIGGER content_version_trending_topics
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trending_topics
      FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db);
    return;
  }
  for (const operation of ["INSERT", "UPDATE", "DELETE"] as const) {
    await sql`
      CREATE TRIGGER ${sql.id(`content_version_trending_topics_${operation.toLowerCase()}`)}
      AFTER ${sql.raw(operation)} ON trending_topics
      BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the table drops its triggers on both engines.
  await db.schema.dropTable("trending_topics").ifExists().execute();
  await db.schema.dropTable("trending_refresh").ifExists().execute();
}
