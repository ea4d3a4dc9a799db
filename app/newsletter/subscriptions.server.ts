import { hitRateLimit } from "~/platform/rate-limit.server";
import { newId } from "~/platform/ids.server";
import { queueMailIn } from "~/platform/mail-queue.server";
import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_LIMITS } from "~/lib/constants";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import type { NewsletterContext } from "./context.server";
import { confirmUrl, unsubscribeHeaders, unsubscribePageUrl } from "./links.server";
import { confirmationMail } from "./mails.server";
import { hashToken, newConfirmToken, verifyUnsubscribeToken } from "./tokens.server";

export type SubscribeOutcome =
  { ok: true } | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export interface SubscribeInput {
  /** Already validated by `newsletterSchema`. */
  email: string;
  ip: string;
  /** The hidden field people never see; bots fill it in. */
  honeypot: string;
}

/**
 * Double opt-in sign-up. Every accepted request gets the same answer, whether the address is
 * new, pending, confirmed or unsubscribed; only the mail differs (none for a confirmed address).
 * The confirmation mail is queued in the sign-up's transaction (a stored sign-up always has its
 * mail) and sent by the mail worker, never while the request waits, so response time does not
 * tell them apart either.
 */
export async function subscribe(
  context: NewsletterContext,
  input: SubscribeInput,
): Promise<SubscribeOutcome> {
  // A bot gets the success answer so it learns nothing, and nothing is stored or counted.
  if (input.honeypot.trim() !== "") return { ok: true };
  const email = input.email.trim().toLowerCase();
  for (const [rule, subject] of [
    [NEWSLETTER_LIMITS.subscribeIp, input.ip],
    [NEWSLETTER_LIMITS.subscribeAddress, email],
  ] as const) {
    const limit = await hitRateLimit(context.db, rule, subject);
    if (!limit.allowed) {
      return {
        ok: false,
        status: 429,
        message: NEWSLETTER_TEXT.tooManyAttempts,
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }
  }

  const { token, hash } = newConfirmToken();
  const now = new Date();
  const expires = new Date(now.getTime() + NEWSLETTER_CONFIRM_HOURS * 3_600_000);
  // One atomic upsert: a confirmed row is left alone (no row returned, no mail); any other row
  // becomes pending with a fresh link, which replaces the previous one.
  await context.events.write(context.db, async (tx) => {
    const row = await tx.db
      .insertInto("newsletter_subscribers")
      .values({
        id: newId(),
        email,
        status: "pending",
        confirm_token_hash: hash,
        confirm_expires_at: expires.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) =>
        conflict
          .column("email")
          .doUpdateSet({
            status: "pending",
            confirm_token_hash: hash,
            confirm_expires_at: expires.toISOString(),
            updated_at: now.toISOString(),
          })
          .where("newsletter_subscribers.status", "!=", "confirmed"),
      )
      .returning(["id"])
      .executeTakeFirst();
    if (!row) return;
    const unsubscribeUrl = unsubscribePageUrl(context.origin, context.secret, row.id);
    await queueMailIn(tx, {
      kind: "newsletter.confirm-subscription",
      to: email,
      ...confirmationMail(confirmUrl(context.origin, token), unsubscribeUrl),
      headers: unsubscribeHeaders(context.origin, context.secret, row.id),
    });
  });
  return { ok: true };
}

/** Confirms the subscription a link belongs to; false for unknown, used or expired links. */
export async function confirmSubscription(
  context: NewsletterContext,
  token: string,
): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const hash = hashToken(token);
  const row = await context.db
    .selectFrom("newsletter_subscribers")
    .select(["id", "confirm_expires_at"])
    .where("confirm_token_hash", "=", hash)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (!row?.confirm_expires_at) return false;
  const now = new Date();
  if (new Date(row.confirm_expires_at).getTime() <= now.getTime()) return false;
  return context.events.write(context.db, async ({ db, emit }) => {
    const result = await db
      .updateTable("newsletter_subscribers")
      .set({
        status: "confirmed",
        confirm_token_hash: null,
        confirm_expires_at: null,
        confirmed_at: now.toISOString(),
        unsubscribed_at: null,
        updated_at: now.toISOString(),
      })
      .where("id", "=", row.id)
      .where("confirm_token_hash", "=", hash)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await emit("subscriber.added", { subscriberId: row.id });
    return true;
  });
}

/**
 * Unsubscribes the address an unsubscribe token was made for. A genuine token always succeeds
 * (already unsubscribed, or removed by an admin: there is nothing left to stop).
 */
export async function unsubscribe(context: NewsletterContext, token: string): Promise<boolean> {
  const id = verifyUnsubscribeToken(context.secret, token);
  if (!id) return false;
  const now = new Date().toISOString();
  await context.events.write(context.db, async ({ db, emit }) => {
    const left = await db
      .updateTable("newsletter_subscribers")
      .set({
        status: "unsubscribed",
        unsubscribed_at: now,
        updated_at: now,
        confirm_token_hash: null,
        confirm_expires_at: null,
      })
      .where("id", "=", id)
      .where("status", "!=", "unsubscribed")
      .returning("status")
      .executeTakeFirst();
    if (left) await emit("subscriber.removed", { subscriberId: id, reason: "unsubscribed" });
  });
  return true;
}
