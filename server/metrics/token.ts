import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether an Authorization header carries `Bearer <token>`. Compared as hashes in constant
 * time, so neither the token's length nor its prefix leaks through response times.
 */
export function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}
