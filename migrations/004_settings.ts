import { sql, type Kysely } from "kysely";
import { engineOf } from "../app/db/connection.server";

/** Site settings edited in the admin: one row per key, the value as JSON text. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === "postgres";
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", postgres ? sql`timestamptz` : sql`text`, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("settings").ifExists().execute();
}
