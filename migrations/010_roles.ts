import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Staff roles (issue 12): review requests on posts, email invitations, and the tables of Better
 * Auth's two-factor plugin. Better Auth's columns use the types its `getMigrations` expects on
 * each engine (SQLite `date`/`integer`, PostgreSQL `timestamptz`/`boolean`); a test guards that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now, boolean, betterAuthTimestamp } = migrationDialect(db);

  // Set when a contributor asks for review; cleared when the post is published.
  await db.schema.alterTable("posts").addColumn("submitted_at", timestamp).execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    // SHA-256 of the emailed token: a leaked table cannot be turned into working links.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("accepted_at", timestamp)
    .addColumn("revoked_at", timestamp)
    .execute();
  await db.schema.createIndex("invitations_email_idx").on("invitations").column("email").execute();

  await db.schema.alterTable("user").addColumn("two_factor_enabled", boolean).execute();
  await db.schema
    .createTable("two_factor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backup_codes", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", boolean)
    .addColumn("failed_verification_count", "integer")
    .addColumn("locked_until", betterAuthTimestamp)
    .execute();
  await db.schema.createIndex("two_factor_secret_idx").on("two_factor").column("secret").execute();
  await db.schema
    .createIndex("two_factor_user_id_idx")
    .on("two_factor")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("two_factor").ifExists().execute();
  await db.schema.alterTable("user").dropColumn("two_factor_enabled").execute();
  await db.schema.dropTable("invitations").ifExists().execute();
  await db.schema.alterTable("posts").dropColumn("submitted_at").execute();
}
