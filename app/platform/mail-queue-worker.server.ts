import type { Selectable, UpdateObject } from "kysely";
import type { Logger } from "pino";
import { databaseNow, databaseNowPlus } from "~/db/clock.server";
import type { Db } from "~/db/connection.server";
import type { Database, MailJobsTable } from "~/db/schema";
import { claimDueRows } from "./claim-due-rows.server";
import type { JobLoop } from "./job-loop.server";
import { pruneSettledRows, startLeasedQueueWorker } from "./leased-queue-worker.server";
import type { Mailer } from "./mailer.server";

const MINUTE = 60_000;

export const MAIL_JOB = {
  /** Jobs claimed per round trip: few, so a stopping worker has little to finish or hand back. */
  batchSize: 5,
  /**
   * How long a claimed job belongs to its worker. Longer than nodemailer's socket timeout
   * (10 minutes), so a slow but alive send is never taken over and sent a second time; a job
   * whose worker died goes out when it runs out.
   */
  leaseMs: 15 * MINUTE,
  /** After this many failed attempts a job is marked failed. */
  maxAttempts: 5,
  /**
   * Back-off after the n-th failure: base × 4^(n−1), i.e. 30 s, 2, 8 and 32 minutes, so the
   * last attempt is made while a password-reset link (1 hour) still works.
   */
  retryBaseMs: MINUTE / 2,
  /** How often a worker looks for work when nothing woke it. */
  pollMs: 5_000,
  /** Settled jobs (metadata only) are deleted after this long. */
  keepMs: 30 * 24 * 60 * MINUTE,
  /** How often a worker prunes them. */
  pruneEveryMs: 60 * MINUTE,
} as const;

export interface MailQueueDeps {
  db: Db;
  mailer: Mailer;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

export interface DrainOptions {
  /** Names this worker's leases; unique per process (or per worker in tests). */
  workerId: string;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  /** Delay before the next attempt after the n-th failure. */
  retryDelayMs?: (attempts: number) => number;
  /** Asked before each send: true hands the rest of the batch back and ends the round. */
  stopping?: () => boolean;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  /** Claimed but handed back unsent because the worker is stopping. */
  released: number;
}

/** What a claim reads of each job: what sending and settling it take. */
const CLAIMED_COLUMNS = [
  "id",
  "kind",
  "recipient",
  "subject",
  "text_body",
  "html_body",
  "headers",
  "attempts",
] as const;

type ClaimedJob = Pick<Selectable<MailJobsTable>, (typeof CLAIMED_COLUMNS)[number]>;

/** What a settled job keeps: the metadata, not the message (it may hold a reset link). */
const CLEARED = { text_body: null, html_body: null, headers: null } as const;

/** Back-off after the n-th failed attempt. */
export function mailRetryDelayMs(attempts: number): number {
  return MAIL_JOB.retryBaseMs * 4 ** Math.max(0, attempts - 1);
}

/**
 * One short line about a failure for the job's row and the log: the SMTP code and the first
 * line of the message, never the mail (nodemailer's errors do not carry it).
 */
export function describeMailError(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const firstLine = String(message ?? error).split("\n", 1)[0] ?? "";
  return [
    typeof code === "string" ? code : "",
    typeof responseCode === "number" ? responseCode : "",
  ]
    .filter(Boolean)
    .concat(firstLine)
    .join(" ")
    .slice(0, 300);
}

/** A 5xx answer (no such mailbox, refused): trying again would not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * Sends one claimed job and settles it. Every write names this worker's lease, so a worker that
 * lost its lease cannot overwrite the outcome of the one that took over.
 */
async function deliver(
  deps: MailQueueDeps,
  job: ClaimedJob,
  options: Required<Omit<DrainOptions, "stopping" | "batchSize" | "leaseMs">>,
): Promise<"sent" | "retried" | "failed"> {
  const { db } = deps;
  const settle = (values: UpdateObject<Database, "mail_jobs">) =>
    db
      .updateTable("mail_jobs")
      .set({ ...values, lease_owner: null, lease_until: null })
      .where("id", "=", job.id)
      .where("lease_owner", "=", options.workerId)
      .where("status", "=", "sending")
      .execute();
  const about = { job: job.id, kind: job.kind, attempts: job.attempts };
  try {
    if (job.text_body === null || job.html_body === null) throw new Error("the message is gone");
    await deps.mailer.send({
      to: job.recipient,
      subject: job.subject,
      text: job.text_body,
      html: job.html_body,
      ...(job.headers ? { headers: JSON.parse(job.headers) as Record<string, string> } : {}),
    });
  } catch (error) {
    const reason = describeMailError(error);
    const giveUp = job.attempts >= options.maxAttempts || isPermanent(error);
    if (giveUp) deps.logger.error({ ...about, reason }, "mail failed: giving up");
    else deps.logger.warn({ ...about, reason }, "mail failed: will retry");
    await settle({
      status: giveUp ? "failed" : "queued",
      next_attempt_at: databaseNowPlus(db, options.retryDelayMs(job.attempts)),
      last_error: reason,
      ...(giveUp ? CLEARED : {}),
    });
    return giveUp ? "failed" : "retried";
  }
  await settle({ status: "sent", sent_at: databaseNow(db), last_error: null, ...CLEARED });
  return "sent";
}

/** Hands claimed jobs back unsent (a stopping worker): due at once for any other worker. */
async function release(db: Db, workerId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("mail_jobs")
    .set((eb) => ({
      status: "queued",
      lease_owner: null,
      lease_until: null,
      attempts: eb("attempts", "-", 1),
    }))
    .where("id", "in", ids)
    .where("lease_owner", "=", workerId)
    .where("status", "=", "sending")
    .execute();
}

/** Sends every job that is due now, batch by batch, and returns what happened. */
export async function drainMailQueue(
  deps: MailQueueDeps,
  options: DrainOptions,
): Promise<DrainResult> {
  const settings = {
    workerId: options.workerId,
    maxAttempts: options.maxAttempts ?? MAIL_JOB.maxAttempts,
    retryDelayMs: options.retryDelayMs ?? mailRetryDelayMs,
  };
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, released: 0 };
  for (;;) {
    if (options.stopping?.()) return result;
    const batch = await claimDueRows(deps.db, "mail_jobs", CLAIMED_COLUMNS, {
      workerId: options.workerId,
      batchSize: options.batchSize ?? MAIL_JOB.batchSize,
      leaseMs: options.leaseMs ?? MAIL_JOB.leaseMs,
    });
    if (batch.length === 0) return result;
    for (const [index, job] of batch.entries()) {
      if (options.stopping?.()) {
        const rest = batch.slice(index).map((unsent) => unsent.id);
        await release(deps.db, options.workerId, rest);
        result.released += rest.length;
        return result;
      }
      result[await deliver(deps, job, settings)] += 1;
    }
  }
}

/** Deletes settled jobs (sent or failed: metadata only) older than `keepMs`. */
export function pruneMailJobs(db: Db, keepMs: number = MAIL_JOB.keepMs): Promise<number> {
  return pruneSettledRows(db, "mail_jobs", ["sent", "failed"], keepMs);
}

export type MailQueueWorker = JobLoop;

/**
 * This process's mail worker (`startLeasedQueueWorker`): woken when a mail was queued here.
 * `stop` lets the send in progress finish and hands the rest of its batch back.
 */
export function startMailQueueWorker(
  deps: MailQueueDeps,
  options: { pollMs?: number } = {},
): MailQueueWorker {
  return startLeasedQueueWorker({
    pollMs: options.pollMs ?? MAIL_JOB.pollMs,
    logger: deps.logger,
    failureMessage: "mail worker failed",
    processedMessage: "mail jobs processed",
    drain: (workerId, stopping) => drainMailQueue(deps, { workerId, stopping }),
    prune: () => pruneMailJobs(deps.db),
    pruneEveryMs: MAIL_JOB.pruneEveryMs,
  });
}
