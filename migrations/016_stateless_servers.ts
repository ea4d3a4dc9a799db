import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";
import { CONTENT_VERSION_CHANNEL } from "../app/db/content-notifications.server";

/**
 * Several servers on one database (issue 11):
 * - `site_secrets`: secrets every server must share (the auth secret), generated once by
 *   whichever server starts first (insert-if-absent, then read back) unless AUTH_SECRET is set.
 * - On PostgreSQL the content version's trigger also sends a notification, so every server
 *   learns of a change when it commits instead of at its next periodic check. The payload is
 *   the schema of the table written, so databases holding several schemas (tests) never wake
 *   each other's listeners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = migrationDialect(db);
  await db.schema
    .createTable("site_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  if (!postgres) return;
  // NOTIFY is sent at commit and folds duplicates within a transaction: one per write.
  await sql`
    CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE id = 1;
      PERFORM pg_notify(${sql.lit(CONTENT_VERSION_CHANNEL)}, TG_TABLE_SCHEMA);
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = migrationDialect(db);
  if (postgres) {
    await sql`
      CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE content_version SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`.execute(db);
  }
  await db.schema.dropTable("site_secrets").ifExists().execute();
}
