import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Integrations (issue 41, items 4–5, decision 0036): what an outside tool (a publishing app, a
 * script, a static front end) uses to reach the Ghost APIs. Each has an Admin API key, Ghost's
 * `{id}:{secret}`, whose secret is kept encrypted with AUTH_SECRET (AES-256-GCM), a role that
 * bounds what its Admin API calls may do, and a Content API key: a row of `content_api_keys`
 * naming it, so the Content API keeps one list of keys (the site's own key has no integration).
 * Revoking an integration removes its content key with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now } = migrationDialect(db);
  await db.schema
    .createTable("integrations")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("role", "text", (column) => column.notNull())
    .addColumn("admin_key_id", "text", (column) => column.notNull().unique())
    .addColumn("admin_secret_sealed", "text", (column) => column.notNull())
    // The administrator who made it: the Admin API acts as this person, within `role`.
    .addColumn("created_by", "text", (column) =>
      column.references("profiles.id").onDelete("set null"),
    )
    .addColumn("created_at", timestamp, (column) => column.notNull().defaultTo(now))
    .addColumn("last_used_at", timestamp)
    .execute();
  await db.schema
    .alterTable("content_api_keys")
    .addColumn("integration_id", "text", (column) =>
      column.references("integrations.id").onDelete("cascade"),
    )
    .execute();
  await db.schema
    .createIndex("content_api_keys_integration_idx")
    .on("content_api_keys")
    .column("integration_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("content_api_keys_integration_idx").ifExists().execute();
  await db.schema.alterTable("content_api_keys").dropColumn("integration_id").execute();
  await db.schema.dropTable("integrations").ifExists().execute();
}
