import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Webhooks (issue 41, items 7–8, decision 0036): an integration's target URL per Ghost event,
 * and the deliveries that are both the queue the workers take from and the log the admin reads.
 *
 * - `webhooks`: Ghost's fields (event, target_url, name, secret). The secret signs each body
 *   (`X-Ghost-Signature`); it is sealed with AUTH_SECRET like the Admin API secrets.
 * - `webhook_deliveries`: one row per event and webhook, written in the transaction of the write
 *   that caused it (a rolled-back write leaves none). `payload` is the exact body sent. A worker
 *   claims due rows with a lease (status `sending`, `lease_owner`, `lease_until`) as the mail
 *   queue does; a failure is tried again at `next_attempt_at` until `give_up_at` (24 hours).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now } = migrationDialect(db);
  await db.schema
    .createTable("webhooks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("integration_id", "text", (c) =>
      c.notNull().references("integrations.id").onDelete("cascade"),
    )
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("target_url", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("secret_sealed", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  // Every write asks which webhooks listen to its event.
  await db.schema.createIndex("webhooks_event_idx").on("webhooks").column("event").execute();
  await db.schema
    .createIndex("webhooks_integration_idx")
    .on("webhooks")
    .column("integration_id")
    .execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("webhook_id", "text", (c) =>
      c.notNull().references("webhooks.id").onDelete("cascade"),
    )
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    // queued | sending | delivered | failed
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("give_up_at", timestamp, (c) => c.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", timestamp)
    // The last answer's status code (null: no answer: a timeout, a refused connection).
    .addColumn("response_status", "integer")
    .addColumn("last_error", "text")
    .addColumn("last_attempt_at", timestamp)
    .addColumn("delivered_at", timestamp)
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_claim_idx")
    .on("webhook_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  // The log of one webhook, newest first; pruning by age.
  await db.schema
    .createIndex("webhook_deliveries_webhook_idx")
    .on("webhook_deliveries")
    .columns(["webhook_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_created_idx")
    .on("webhook_deliveries")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webhook_deliveries").ifExists().execute();
  await db.schema.dropTable("webhooks").ifExists().execute();
}
