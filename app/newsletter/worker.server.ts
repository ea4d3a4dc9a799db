import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Updateable } from "kysely";
import type { Database, NewsletterDeliveriesTable } from "~/db/schema";
import { databaseEpochMs } from "~/db/clock.server";
import { NEWSLETTER_JOB } from "~/lib/constants";
import { getSiteSettings } from "~/settings/settings.server";
import { mailTracking } from "./engagement.server";
import { startJobLoop, type JobLoop } from "~/platform/job-loop.server";
import type { NewsletterContext } from "./context.server";
import { unsubscribeHeaders, unsubscribePageUrl } from "./links.server";
import { postMail, type NewsletterPost } from "./mails.server";

export interface DrainOptions {
  /** Names this worker's leases; unique per process (or per loop in tests). */
  workerId: string;
  /**
   * Epoch ms used for leases and back-off; by default the database's clock, read before each
   * batch, so every server measures leases alike (tests pass their own clock).
   */
  now?: () => number;
  batchSize?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
  retried: number;
  skipped: number;
}

interface Claimed {
  id: string;
  send_id: string;
  subscriber_id: string;
  attempts: number;
}

type Candidates = ExpressionBuilder<
  Database & { candidate: NewsletterDeliveriesTable },
  "candidate"
>;

/** A delivery that is due and not being sent, or whose sender's lease has run out. */
function claimableAt(w: Candidates, now: number) {
  return w.or([
    w.and([w("candidate.status", "=", "pending"), w("candidate.next_attempt_at", "<=", now)]),
    w.and([w("candidate.status", "=", "sending"), w("candidate.lease_until", "<=", now)]),
  ]);
}

/**
 * Claims up to `batchSize` due deliveries for this worker. The claim is one conditional
 * UPDATE: a row is taken only while it is still pending (or its lease has run out), and both
 * engines apply an UPDATE to a row atomically (SQLite serialises writers; PostgreSQL re-checks
 * the WHERE clause against the latest row version after waiting for a competing writer). So
 * two workers can never both move the same row to `sending` under their own name.
 */
async function claimBatch(
  context: NewsletterContext,
  workerId: string,
  now: number,
  batchSize: number,
): Promise<Claimed[]> {
  return (
    context.db
      .updateTable("newsletter_deliveries")
      .set((eb) => ({
        status: "sending",
        lease_owner: workerId,
        lease_until: now + NEWSLETTER_JOB.leaseMs,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", (eb) =>
        eb
          .selectFrom("newsletter_deliveries as candidate")
          .select("candidate.id")
          .where((w) => claimableAt(w, now))
          .orderBy("candidate.next_attempt_at")
          .limit(batchSize),
      )
      // Repeated on the row itself: this is the condition that makes the claim exclusive.
      .where((w) =>
        w.or([
          w.and([w("status", "=", "pending"), w("next_attempt_at", "<=", now)]),
          w.and([w("status", "=", "sending"), w("lease_until", "<=", now)]),
        ]),
      )
      .returning(["id", "send_id", "subscriber_id", "attempts"])
      .execute()
  );
}

/** Claims that may come back empty in a row, with work left, before a round gives up. */
const MAX_EMPTY_CLAIMS = 10;

/** Whether some delivery could be claimed at `now` (by this worker or any other). */
async function anyClaimable(context: NewsletterContext, now: number): Promise<boolean> {
  const row = await context.db
    .selectFrom("newsletter_deliveries as candidate")
    .select("candidate.id")
    .where((w) => claimableAt(w, now))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Back-off after the n-th failed attempt: 1, 4, 16, 64 minutes. */
export function retryDelayMs(attempts: number): number {
  return NEWSLETTER_JOB.retryBaseMs * 4 ** Math.max(0, attempts - 1);
}

/** Marks sends whose deliveries are all settled as finished, and queued ones being worked on as sending. */
async function updateSendStatuses(context: NewsletterContext, sendIds: string[]): Promise<void> {
  const { db } = context;
  const now = new Date().toISOString();
  if (sendIds.length > 0) {
    await db
      .updateTable("newsletter_sends")
      .set({ status: "sending", started_at: now })
      .where("id", "in", sendIds)
      .where("status", "=", "queued")
      .execute();
  }
  await db
    .updateTable("newsletter_sends")
    .set({ status: "finished", finished_at: now })
    .where("status", "!=", "finished")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("newsletter_deliveries")
            .select("newsletter_deliveries.id")
            .whereRef("newsletter_deliveries.send_id", "=", "newsletter_sends.id")
            .where("newsletter_deliveries.status", "in", ["pending", "sending"]),
        ),
      ),
    )
    .execute();
}

/**
 * Settles one claimed delivery. Every write names this worker's lease, so a worker that lost
 * its lease (it ran longer than `leaseMs`) cannot overwrite the outcome of the one that took over.
 */
async function deliver(
  context: NewsletterContext,
  claimed: Claimed,
  posts: Map<string, NewsletterPost | null>,
  options: Required<Pick<DrainOptions, "workerId" | "now">>,
): Promise<keyof DrainResult> {
  const { db } = context;
  const settle = (values: Updateable<NewsletterDeliveriesTable>) =>
    db
      .updateTable("newsletter_deliveries")
      .set(values)
      .where("id", "=", claimed.id)
      .where("lease_owner", "=", options.workerId)
      .where("status", "=", "sending")
      .execute();

  const subscriber = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "status"])
    .where("id", "=", claimed.subscriber_id)
    .executeTakeFirst();
  if (!posts.has(claimed.send_id))
    posts.set(claimed.send_id, await loadPost(context, claimed.send_id));
  const post = posts.get(claimed.send_id);
  // Unsubscribed (or removed) since the send was queued, or the post was unpublished.
  if (!subscriber || subscriber.status !== "confirmed" || !post) {
    await settle({ status: "skipped", lease_owner: null, lease_until: null });
    return "skipped";
  }

  const unsubscribeUrl = unsubscribePageUrl(context.origin, context.secret, claimed.subscriber_id);
  try {
    await context.mailer.send({
      to: subscriber.email,
      ...postMail(
        post,
        context.origin,
        unsubscribeUrl,
        (await getSiteSettings(db)).newsletterTracking
          ? mailTracking(context.origin, context.secret, claimed.id)
          : undefined,
      ),
      headers: unsubscribeHeaders(context.origin, context.secret, claimed.subscriber_id),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = claimed.attempts >= NEWSLETTER_JOB.maxAttempts;
    context.logger.warn(
      { err: error, delivery: claimed.id, attempts: claimed.attempts, giveUp },
      "newsletter delivery failed",
    );
    await settle({
      status: giveUp ? "failed" : "pending",
      next_attempt_at: options.now() + retryDelayMs(claimed.attempts),
      last_error: message.slice(0, 500),
      lease_owner: null,
      lease_until: null,
    });
    return giveUp ? "failed" : "retried";
  }
  await settle({
    status: "sent",
    sent_at: new Date().toISOString(),
    last_error: null,
    lease_owner: null,
    lease_until: null,
  });
  return "sent";
}

async function loadPost(
  context: NewsletterContext,
  sendId: string,
): Promise<NewsletterPost | null> {
  const row = await context.db
    .selectFrom("newsletter_sends")
    .innerJoin("posts", "posts.id", "newsletter_sends.post_id")
    .select([
      "posts.title",
      "posts.slug",
      "posts.excerpt",
      "posts.featured_image",
      "posts.published",
    ])
    .where("newsletter_sends.id", "=", sendId)
    .executeTakeFirst();
  if (!row || !row.published) return null;
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
  };
}

/** Sends every delivery that is due now, batch by batch, and returns what happened. */
export async function drainDeliveries(
  context: NewsletterContext,
  options: DrainOptions,
): Promise<DrainResult> {
  const batchSize = options.batchSize ?? NEWSLETTER_JOB.batchSize;
  const result: DrainResult = { sent: 0, failed: 0, retried: 0, skipped: 0 };
  const posts = new Map<string, NewsletterPost | null>();
  let emptyClaims = 0;
  for (;;) {
    const batchStart = options.now ? options.now() : await databaseEpochMs(context.db);
    const now = options.now ?? (() => batchStart);
    const batch = await claimBatch(context, options.workerId, batchStart, batchSize);
    if (batch.length === 0) {
      // On PostgreSQL a claim that raced another worker's can come back empty while work is
      // left: the rows its subquery chose were taken while it waited for their locks, and the
      // repeated condition then matched none of them. Claim again rather than stop.
      if (emptyClaims < MAX_EMPTY_CLAIMS && (await anyClaimable(context, batchStart))) {
        emptyClaims += 1;
        continue;
      }
      break;
    }
    emptyClaims = 0;
    await updateSendStatuses(context, [...new Set(batch.map((row) => row.send_id))]);
    for (const claimed of batch) {
      result[await deliver(context, claimed, posts, { workerId: options.workerId, now })] += 1;
    }
  }
  await updateSendStatuses(context, []);
  return result;
}

export type NewsletterWorker = JobLoop;

/** The server's loop: drains due deliveries every `pollMs`, one round at a time. */
export function startNewsletterWorker(
  context: NewsletterContext,
  pollMs: number = NEWSLETTER_JOB.pollMs,
): NewsletterWorker {
  const workerId = `${process.pid}-${randomUUID()}`;
  return startJobLoop({
    pollMs,
    logger: context.logger,
    failureMessage: "newsletter worker failed",
    round: async () => {
      const result = await drainDeliveries(context, { workerId });
      if (result.sent + result.failed + result.retried + result.skipped > 0)
        context.logger.info(result, "newsletter deliveries processed");
    },
  });
}
