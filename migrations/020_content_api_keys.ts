import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Content API keys (issue 41, decision 0032): the 26-hex-character keys Ghost's Content API
 * clients send as `?key=`. One key for the site until integrations (issue 41, item 4) give each
 * integration its own; an administrator creates and rotates it in Settings.
 *
 * The table bumps the content version like the public tables of migration 011: the page cache
 * keeps API answers under their key, so a rotated key's stored answers must go at once.
 */
export const CONTENT_API_KEY_TABLES = ["content_api_keys"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres, timestamp, now } = migrationDialect(db);
  await db.schema
    .createTable("content_api_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  if (postgres) {
    await sql`
      CREATE TRIGGER content_version_content_api_keys
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_api_keys
      FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db);
    return;
  }
  for (const operation of ["INSERT", "UPDATE", "DELETE"] as const) {
    await sql`
      CREATE TRIGGER ${sql.id(`content_version_content_api_keys_${operation.toLowerCase()}`)}
      AFTER ${sql.raw(operation)} ON content_api_keys
      BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the table drops its triggers on both engines.
  await db.schema.dropTable("content_api_keys").ifExists().execute();
}
