import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Redirects an editor adds (or imports from a CSV) for addresses the site no longer has, checked
 * only where a request would otherwise get the 404 page (issue 40). `from_path` is kept as
 * requests are matched: decoded, lower case, without a trailing slash, with its query if it has
 * one. Never shown on a cached page (only 200 answers are stored), so no content-version trigger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now } = migrationDialect(db);
  await db.schema
    .createTable("redirects")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("from_path", "text", (column) => column.notNull().unique())
    .addColumn("to_target", "text", (column) => column.notNull())
    .addColumn("status", "integer", (column) => column.notNull().defaultTo(301))
    .addColumn("created_by", "text")
    .addColumn("created_at", timestamp, (column) => column.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("redirects").execute();
}
