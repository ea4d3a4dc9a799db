import { databaseEpochMs } from "~/db/clock.server";
import { DomainError } from "~/lib/domain-error";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { newId } from "~/platform/ids.server";
import type { Db } from "~/db/connection.server";
import type { SendProgress } from "./types";

export type QueueOutcome =
  | { ok: true; sendId: string }
  | { ok: false; reason: "not-found" | "not-published" | "already-sent" };

/**
 * The send was confirmed for another number of subscribers than the list has now (or the list
 * is empty): nothing is queued, and the command that asked (a publish too) is rolled back.
 */
export class SendConfirmationError extends DomainError {
  constructor(readonly confirmed: number) {
    super(
      "send-count-changed",
      confirmed === 0
        ? NEWSLETTER_TEXT.noConfirmedSubscribers
        : NEWSLETTER_TEXT.sendCountChanged(confirmed),
      409,
    );
  }
}

/**
 * Queues "Email to subscribers" for a published post: one send row (unique per post) and one
 * pending delivery per subscriber confirmed at this moment, in one transaction. The worker does
 * the sending; nothing here talks to the mail server.
 *
 * `confirmedRecipients` is the number of confirmed subscribers the person was shown and
 * confirmed ("Send to 1,234 confirmed subscribers?"); when the list has another number now the
 * send is refused with a `SendConfirmationError`, so nobody emails a list they did not see.
 * Only the scheduling job, whose mail was asked for when the post was scheduled, passes none.
 */
export async function queueSend(
  db: Db,
  postId: string,
  requestedBy: string | null,
  confirmedRecipients?: number,
): Promise<QueueOutcome> {
  return db
    .transaction()
    .execute((trx) => queueSendInTransaction(trx, postId, requestedBy, confirmedRecipients));
}

/**
 * `queueSend` inside a transaction the caller holds: the scheduled-publishing job queues the
 * send in the same transaction that publishes the post, so one never happens without the other.
 */
export async function queueSendInTransaction(
  trx: Db,
  postId: string,
  requestedBy: string | null,
  confirmedRecipients?: number,
): Promise<QueueOutcome> {
  const post = await trx
    .selectFrom("posts")
    .select(["id", "published"])
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!post) return { ok: false, reason: "not-found" } as const;
  if (!post.published) return { ok: false, reason: "not-published" } as const;

  const sendId = newId();
  const inserted = await trx
    .insertInto("newsletter_sends")
    .values({
      id: sendId,
      post_id: postId,
      status: "queued",
      total: 0,
      requested_by: requestedBy,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column("post_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return { ok: false, reason: "already-sent" } as const;

  const subscribers = await trx
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("status", "=", "confirmed")
    .execute();
  if (confirmedRecipients !== undefined && confirmedRecipients !== subscribers.length) {
    // Thrown, not answered: the caller's transaction (the send row, a publish) rolls back.
    throw new SendConfirmationError(subscribers.length);
  }
  // Due now by the database's clock, which the workers of every server measure by.
  const now = await databaseEpochMs(trx);
  // Chunked so a large list stays under the engines' bound-parameter limits.
  for (let start = 0; start < subscribers.length; start += 500) {
    await trx
      .insertInto("newsletter_deliveries")
      .values(
        subscribers.slice(start, start + 500).map((subscriber) => ({
          id: newId(),
          send_id: sendId,
          subscriber_id: subscriber.id,
          status: "pending" as const,
          next_attempt_at: now,
        })),
      )
      .execute();
  }
  await trx
    .updateTable("newsletter_sends")
    .set({ total: subscribers.length })
    .where("id", "=", sendId)
    .execute();
  return { ok: true, sendId } as const;
}

/** The post's send and its delivery counts, for the edit page; null when never sent. */
export async function getSendProgress(db: Db, postId: string): Promise<SendProgress | null> {
  const send = await db
    .selectFrom("newsletter_sends")
    .select(["id", "status", "total", "created_at", "finished_at"])
    .where("post_id", "=", postId)
    .executeTakeFirst();
  if (!send) return null;
  const [counts, retrying, lastError, engagement] = await Promise.all([
    db
      .selectFrom("newsletter_deliveries")
      .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
      .where("send_id", "=", send.id)
      .groupBy("status")
      .execute(),
    // A claim counts an attempt when it takes the row (status `sending`), before anything has
    // failed, so only a row the worker put back to `pending` after an attempt waits for a
    // retry: the first claim of a fresh send is "being sent", not "waiting to retry".
    db
      .selectFrom("newsletter_deliveries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("send_id", "=", send.id)
      .where("status", "=", "pending")
      .where("attempts", ">", 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("newsletter_deliveries")
      .select("last_error")
      .where("send_id", "=", send.id)
      .where("last_error", "is not", null)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("newsletter_deliveries")
      .select((eb) => [
        eb.fn.count<number>("opened_at").as("opened"),
        eb.fn.count<number>("clicked_at").as("clicked"),
        eb.fn.coalesce(eb.fn.sum<number>("clicks"), eb.val(0)).as("clicks"),
      ])
      .where("send_id", "=", send.id)
      .executeTakeFirstOrThrow(),
  ]);
  const count = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
  return {
    status: send.status,
    total: send.total,
    sent: count("sent"),
    failed: count("failed"),
    skipped: count("skipped"),
    remaining: count("pending") + count("sending"),
    waiting: count("pending") - retrying.n,
    retrying: retrying.n,
    lastError: lastError?.last_error ?? null,
    opened: Number(engagement.opened),
    clicked: Number(engagement.clicked),
    clicks: Number(engagement.clicks),
    createdAt: send.created_at,
    finishedAt: send.finished_at,
  };
}
