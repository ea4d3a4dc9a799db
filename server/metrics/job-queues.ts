import type { Db } from "~/db/connection.server";
import { databaseEpochMs, databaseNow } from "~/db/clock.server";

/** One background queue's figures, as the database holds them now. */
export interface JobQueueCounts {
  name: string;
  /** Waiting or in progress. */
  depth: number;
  /** Waiting although their time has come. */
  due: number;
  /** Given up on. */
  failed: number;
  /** Failed at least once, waiting for another attempt. */
  retrying: number;
}

/**
 * Counts each background queue's jobs at scrape time (a handful of indexed counts), so the
 * figures are the same whichever process or server is scraped. A new queue (a table of jobs)
 * adds its counts here.
 */
export async function countJobQueues(db: Db): Promise<JobQueueCounts[]> {
  return Promise.all([
    newsletterDeliveries(db),
    transactionalMail(db),
    scheduledPublishing(db),
    imports(db),
  ]);
}

/** The newsletter's emails, one row per subscriber and send. */
async function newsletterDeliveries(db: Db): Promise<JobQueueCounts> {
  // next_attempt_at is epoch milliseconds by the database's clock.
  const now = await databaseEpochMs(db);
  const row = await db
    .selectFrom("newsletter_deliveries")
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere("status", "in", ["pending", "sending"]).as("depth"),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w("status", "=", "pending"), w("next_attempt_at", "<=", now)]))
        .as("due"),
      eb.fn.countAll<number>().filterWhere("status", "=", "failed").as("failed"),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w("status", "=", "pending"), w("attempts", ">", 0)]))
        .as("retrying"),
    ])
    .executeTakeFirstOrThrow();
  return { name: "newsletter", ...numbers(row) };
}

/** Transactional mail (verification, reset, confirmations, notifications): mail_jobs. */
async function transactionalMail(db: Db): Promise<JobQueueCounts> {
  const row = await db
    .selectFrom("mail_jobs")
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere("status", "in", ["queued", "sending"]).as("depth"),
      eb.fn
        .countAll<number>()
        .filterWhere((w) =>
          w.and([w("status", "=", "queued"), w("next_attempt_at", "<=", databaseNow(db))]),
        )
        .as("due"),
      eb.fn.countAll<number>().filterWhere("status", "=", "failed").as("failed"),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w("status", "=", "queued"), w("attempts", ">", 0)]))
        .as("retrying"),
    ])
    .executeTakeFirstOrThrow();
  return { name: "mail", ...numbers(row) };
}

/** Drafts scheduled to go out; a due one means the scheduler has not run in time. */
async function scheduledPublishing(db: Db): Promise<JobQueueCounts> {
  const row = await db
    .selectFrom("posts")
    .where("scheduled_at", "is not", null)
    .where("published", "=", false)
    .select((eb) => [
      eb.fn.countAll<number>().as("depth"),
      eb.fn.countAll<number>().filterWhere("scheduled_at", "<=", databaseNow(db)).as("due"),
    ])
    .executeTakeFirstOrThrow();
  return { name: "scheduled_publishing", ...numbers({ ...row, failed: 0, retrying: 0 }) };
}

/** Imports started from the admin (their analysis or run). */
async function imports(db: Db): Promise<JobQueueCounts> {
  const row = await db
    .selectFrom("import_jobs")
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere("status", "in", ["analysing", "running"]).as("depth"),
      eb.fn.countAll<number>().filterWhere("status", "=", "failed").as("failed"),
    ])
    .executeTakeFirstOrThrow();
  return { name: "imports", ...numbers({ ...row, due: 0, retrying: 0 }) };
}

/** Counts arrive as numbers or (PostgreSQL's bigint) strings. */
function numbers(row: Record<"depth" | "due" | "failed" | "retrying", unknown>) {
  return {
    depth: Number(row.depth),
    due: Number(row.due),
    failed: Number(row.failed),
    retrying: Number(row.retrying),
  };
}
