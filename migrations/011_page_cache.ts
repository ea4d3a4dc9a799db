import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Tables whose rows appear on public pages. Any write to them bumps the one content version,
 * inside the writing transaction, so every process (and every server) sees a change exactly
 * when it commits, whichever code path made it: editor, importer, script or a later feature.
 */
export const PUBLIC_CONTENT_TABLES = [
  "posts",
  "tags",
  "post_tags",
  "categories",
  "profiles",
  "settings",
  "media",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = migrationDialect(db);
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO content_version (id, version) VALUES (1, 1)`.execute(db);

  if (postgres) {
    await sql`
      CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE content_version SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`.execute(db);
    for (const table of PUBLIC_CONTENT_TABLES) {
      await sql`
        CREATE TRIGGER ${sql.id(`content_version_${table}`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db);
    }
    return;
  }
  for (const table of PUBLIC_CONTENT_TABLES) {
    for (const operation of ["INSERT", "UPDATE", "DELETE"] as const) {
      await sql`
        CREATE TRIGGER ${sql.id(`content_version_${table}_${operation.toLowerCase()}`)}
        AFTER ${sql.raw(operation)} ON ${sql.id(table)}
        BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = migrationDialect(db);
  for (const table of PUBLIC_CONTENT_TABLES) {
    if (postgres) {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`content_version_${table}`)} ON ${sql.id(table)}`.execute(
        db,
      );
    } else {
      for (const operation of ["insert", "update", "delete"]) {
        await sql`DROP TRIGGER IF EXISTS ${sql.id(`content_version_${table}_${operation}`)}`.execute(
          db,
        );
      }
    }
  }
  if (postgres) await sql`DROP FUNCTION IF EXISTS bump_content_version()`.execute(db);
  await db.schema.dropTable("content_version").ifExists().execute();
}
