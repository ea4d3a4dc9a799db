import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Better Auth's tables (user, session, account, verification, with the admin plugin's columns)
 * in snake_case, plus our own rate-limit counters. Column types follow what Better Auth's
 * `getMigrations` expects on each engine (SQLite `date`/`integer`, PostgreSQL
 * `timestamptz`/`boolean`), so its check reports nothing to create; a test guards that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { betterAuthTimestamp, boolean } = migrationDialect(db);

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("email_verified", boolean, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("created_at", betterAuthTimestamp, (c) => c.notNull())
    .addColumn("updated_at", betterAuthTimestamp, (c) => c.notNull())
    .addColumn("role", "text")
    .addColumn("banned", boolean)
    .addColumn("ban_reason", "text")
    .addColumn("ban_expires", betterAuthTimestamp)
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expires_at", betterAuthTimestamp, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", betterAuthTimestamp, (c) => c.notNull())
    .addColumn("updated_at", betterAuthTimestamp, (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("impersonated_by", "text")
    .execute();
  await db.schema.createIndex("session_user_id_idx").on("session").column("user_id").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", betterAuthTimestamp)
    .addColumn("refresh_token_expires_at", betterAuthTimestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", betterAuthTimestamp, (c) => c.notNull())
    .addColumn("updated_at", betterAuthTimestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_user_id_idx").on("account").column("user_id").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", betterAuthTimestamp, (c) => c.notNull())
    .addColumn("created_at", betterAuthTimestamp, (c) => c.notNull())
    .addColumn("updated_at", betterAuthTimestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();

  // Fixed-window counters; reset_at is epoch milliseconds so both engines compare numbers.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["rate_limits", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
