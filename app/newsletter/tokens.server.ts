import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Confirmation tokens are random; only their hash is stored. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Unsubscribe tokens are `<subscriber id>.<HMAC>`: every email can carry one without storing
 * it, and the same link keeps working after a resubscription (the id does not change).
 */
export function unsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${signature(secret, subscriberId)}`;
}

/** The subscriber id when the token is genuine, otherwise null. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

function signature(secret: string, subscriberId: string): string {
  return createHmac("sha256", secret)
    .update(`newsletter-unsubscribe:${subscriberId}`)
    .digest("base64url");
}
