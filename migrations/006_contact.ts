import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Messages sent with the contact form (SPEC §2 Contact). `read_at` is null until an admin opens
 * the message. `ip_hash` is a truncated SHA-256 of the sender's IP with the auth secret, kept
 * only to spot abuse; the address itself is never stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now } = migrationDialect(db);

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("ip_hash", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("read_at", timestamp)
    .execute();
  // The inbox lists newest first; id breaks ties between messages of the same millisecond.
  await db.schema
    .createIndex("contact_messages_created_idx")
    .on("contact_messages")
    .columns(["created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_messages").ifExists().execute();
}
