import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Newsletter: subscribers (double opt-in), one send per post, and one delivery row per
 * (send, subscriber). The delivery table's unique pair is what makes "never the same post to
 * the same subscriber twice" a database fact rather than a hope; workers claim rows with a
 * conditional UPDATE (status + lease), which is atomic on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now } = migrationDialect(db);

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Stored lower-cased and trimmed, so one address is one row.
    .addColumn("email", "text", (c) => c.notNull().unique())
    // pending | confirmed | unsubscribed
    .addColumn("status", "text", (c) => c.notNull())
    // SHA-256 of the confirmation token: a database leak does not reveal working links.
    .addColumn("confirm_token_hash", "text", (c) => c.unique())
    .addColumn("confirm_expires_at", timestamp)
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("confirmed_at", timestamp)
    .addColumn("unsubscribed_at", timestamp)
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_status_idx")
    .on("newsletter_subscribers")
    .columns(["status", "created_at"])
    .execute();

  await db.schema
    .createTable("newsletter_sends")
    .addColumn("id", "text", (c) => c.primaryKey())
    // One send per post: a second "Email to subscribers" cannot mail the post again.
    .addColumn("post_id", "text", (c) =>
      c.notNull().unique().references("posts.id").onDelete("cascade"),
    )
    // queued | sending | finished
    .addColumn("status", "text", (c) => c.notNull())
    // Confirmed subscribers when the send was queued (the M of "sent N of M").
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("requested_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("started_at", timestamp)
    .addColumn("finished_at", timestamp)
    .execute();

  await db.schema
    .createTable("newsletter_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("send_id", "text", (c) =>
      c.notNull().references("newsletter_sends.id").onDelete("cascade"),
    )
    // Removing a subscriber removes their pending deliveries with them.
    .addColumn("subscriber_id", "text", (c) =>
      c.notNull().references("newsletter_subscribers.id").onDelete("cascade"),
    )
    // pending | sending | sent | failed | skipped (the subscriber left before it was sent)
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    // Epoch milliseconds (bigint): compared with numbers on both engines.
    .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "bigint")
    .addColumn("last_error", "text")
    .addColumn("sent_at", timestamp)
    .addUniqueConstraint("newsletter_deliveries_send_subscriber_unique", [
      "send_id",
      "subscriber_id",
    ])
    .execute();
  await db.schema
    .createIndex("newsletter_deliveries_claim_idx")
    .on("newsletter_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("newsletter_deliveries_subscriber_idx")
    .on("newsletter_deliveries")
    .column("subscriber_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_deliveries").ifExists().execute();
  await db.schema.dropTable("newsletter_sends").ifExists().execute();
  await db.schema.dropTable("newsletter_subscribers").ifExists().execute();
}
