import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "~/db/connection.server";

/**
 * Newsletter opens and clicks (issue 42 item 6, decision 0033). Each email carries a pixel and
 * its links lead through this site, both naming the email (its delivery) and signed with the
 * site's secret: nobody can count for another email, and a click link leads only where the
 * email said (no open redirect). They are answered before the page cache
 * (`server/newsletter-tracking-endpoint.ts`), so no cached answer ever stands for them.
 */
export const NEWSLETTER_OPEN_PATH = "/newsletter/o/";
export const NEWSLETTER_CLICK_PATH = "/newsletter/c/";
/** The longest link target signed and followed, in characters. */
const MAX_TARGET_LENGTH = 2_000;

function signature(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`newsletter-${purpose}`).digest("base64url");
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the email builder needs to track one email: a link rewriter and the pixel's address. */
export interface MailTracking {
  link(target: string): string;
  pixelUrl: string;
}

/** The tracking of the email of this delivery. */
export function mailTracking(origin: string, secret: string, deliveryId: string): MailTracking {
  return {
    link: (target) =>
      target.length > MAX_TARGET_LENGTH
        ? target
        : `${origin}${NEWSLETTER_CLICK_PATH}${deliveryId}.${signature(secret, `click:${deliveryId}:${target}`)}?u=${encodeURIComponent(target)}`,
    pixelUrl: `${origin}${NEWSLETTER_OPEN_PATH}${deliveryId}.${signature(secret, `open:${deliveryId}`)}.gif`,
  };
}

/** A request for the pixel or a tracked link, checked: its delivery and where it leads. */
export type TrackingRequest =
  | { kind: "open"; deliveryId: string }
  | { kind: "click"; deliveryId: string; target: string }
  | { kind: "refused"; message: string };

/**
 * Reads a tracking address (path and query). Null when it is not one; "refused" when it is
 * malformed or its signature does not match (tampered with, or made up).
 */
export function readTrackingRequest(secret: string, url: string): TrackingRequest | null {
  const open = url.startsWith(NEWSLETTER_OPEN_PATH);
  if (!open && !url.startsWith(NEWSLETTER_CLICK_PATH)) return null;
  const parsed = URL.parse(url, "http://x");
  if (!parsed) return { kind: "refused", message: "Malformed address." };
  const name = parsed.pathname.slice((open ? NEWSLETTER_OPEN_PATH : NEWSLETTER_CLICK_PATH).length);
  const match = (open ? /^([\w-]{1,64})\.([\w-]{43})\.gif$/ : /^([\w-]{1,64})\.([\w-]{43})$/).exec(
    name,
  );
  if (!match) return { kind: "refused", message: "Malformed tracking address." };
  const [, deliveryId, given] = match as unknown as [string, string, string];
  if (open) {
    return sameSignature(given, signature(secret, `open:${deliveryId}`))
      ? { kind: "open", deliveryId }
      : { kind: "refused", message: "This address was not made by this site." };
  }
  const target = parsed.searchParams.get("u");
  if (!target || target.length > MAX_TARGET_LENGTH || !/^https?:\/\//i.test(target)) {
    return { kind: "refused", message: "The link has no address to lead to." };
  }
  return sameSignature(given, signature(secret, `click:${deliveryId}:${target}`))
    ? { kind: "click", deliveryId, target }
    : { kind: "refused", message: "This link was not made by this site." };
}

/** The email was opened (its pixel loaded): the first time is kept. */
export async function recordOpen(db: Db, deliveryId: string, now = Date.now()): Promise<void> {
  await db
    .updateTable("newsletter_deliveries")
    .set((eb) => ({ opened_at: eb.fn.coalesce("opened_at", eb.val(now)) }))
    .where("id", "=", deliveryId)
    .execute();
}

/**
 * One of the email's links was followed: counted, and the email counts as opened too (its
 * reader saw it even if their mail app blocked the pixel).
 */
export async function recordClick(db: Db, deliveryId: string, now = Date.now()): Promise<void> {
  await db
    .updateTable("newsletter_deliveries")
    .set((eb) => ({
      clicks: eb("clicks", "+", 1),
      clicked_at: eb.fn.coalesce("clicked_at", eb.val(now)),
      opened_at: eb.fn.coalesce("opened_at", eb.val(now)),
    }))
    .where("id", "=", deliveryId)
    .execute();
}
