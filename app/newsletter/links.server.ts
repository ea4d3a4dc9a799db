import { unsubscribeToken } from "./tokens.server";

/** Links in newsletter emails; always from the configured origin, never from a Host header. */
export function confirmUrl(origin: string, token: string): string {
  return `${origin}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export function unsubscribePageUrl(origin: string, secret: string, subscriberId: string): string {
  return `${origin}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, subscriberId))}`;
}

/** RFC 8058 endpoint: mail clients POST `List-Unsubscribe=One-Click` here. */
export function oneClickUrl(origin: string, secret: string, subscriberId: string): string {
  return `${origin}/newsletter/unsubscribe/one-click?token=${encodeURIComponent(unsubscribeToken(secret, subscriberId))}`;
}

/** The headers every newsletter email carries (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(
  origin: string,
  secret: string,
  subscriberId: string,
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUrl(origin, secret, subscriberId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
