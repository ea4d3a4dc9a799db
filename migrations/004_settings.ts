import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/** Site settings edited in the admin: one row per key, the value as JSON text. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp } = migrationDialect(db);
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("settings").ifExists().execute();
}
