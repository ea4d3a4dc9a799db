import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Transactional mail (verification, password reset, newsletter confirmation, contact
 * notifications, invitations, review requests) as database jobs, so a message the site promised
 * survives a process that dies before it is sent (decision 0027). A row holds the rendered
 * message until it is settled; then its bodies and headers are cleared (they may hold a
 * password-reset or confirmation link) and only the metadata stays. Workers claim rows as the
 * newsletter's deliveries are claimed (a conditional UPDATE on status + lease), with times from
 * the database's clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now } = migrationDialect(db);
  await db.schema
    .createTable("mail_jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    // What the mail is ("account.password-reset", "contact.notification"…), for logs and counts.
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    // The rendered message; null once the job is sent or failed.
    .addColumn("text_body", "text")
    .addColumn("html_body", "text")
    // Extra headers as a JSON object (Reply-To, List-Unsubscribe…); null once settled.
    .addColumn("headers", "text")
    // queued | sending | sent | failed
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", timestamp)
    // The last failure, one short line (never the message or its links).
    .addColumn("last_error", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("sent_at", timestamp)
    .execute();
  // The claim reads queued jobs by due time and sending jobs by status (a lease to take over).
  await db.schema
    .createIndex("mail_jobs_claim_idx")
    .on("mail_jobs")
    .columns(["status", "next_attempt_at"])
    .execute();
  // Settled jobs are pruned by age.
  await db.schema
    .createIndex("mail_jobs_created_idx")
    .on("mail_jobs")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_jobs").ifExists().execute();
}
