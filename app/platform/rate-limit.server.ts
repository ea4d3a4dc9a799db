import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "~/db/connection.server";

export interface RateLimitRule {
  /** Prefix of the stored key, e.g. "sign_in_account". */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  /** Attempts counted in the current window. */
  count: number;
  /** Whether the counted attempts have reached the limit. */
  limited: boolean;
  /** Seconds until the window ends (0 when nothing is counted). */
  retryAfterSeconds: number;
}

/** What a counter counts: one address or IP, or a pair such as (account, IP). */
export type RateLimitSubject = string | readonly [string, string];

const digestOf = (part: string) =>
  createHash("sha256").update(part.trim().toLowerCase()).digest("hex").slice(0, 32);

/**
 * Fixed-window counters in the `rate_limits` table, so limits survive restarts and hold across
 * server processes. Subjects (addresses, IPs) are hashed: the table stores no personal data. A
 * pair's key starts with its first part's, so every pair of one account can be cleared at once.
 */
function keyOf(rule: RateLimitRule, subject: RateLimitSubject): string {
  const parts = typeof subject === "string" ? [subject] : subject;
  return `${rule.name}:${parts.map(digestOf).join(":")}`;
}

function stateOf(rule: RateLimitRule, count: number, resetAt: number, now: number): RateLimitState {
  if (resetAt <= now) return { count: 0, limited: false, retryAfterSeconds: 0 };
  return {
    count,
    limited: count >= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  };
}

/** Reads a counter without changing it. */
export async function peekRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: RateLimitSubject,
  now = Date.now(),
): Promise<RateLimitState> {
  const row = await db
    .selectFrom("rate_limits")
    .select(["count", "reset_at"])
    .where("key", "=", keyOf(rule, subject))
    .executeTakeFirst();
  return row ? stateOf(rule, row.count, row.reset_at, now) : stateOf(rule, 0, 0, now);
}

/**
 * Counts one attempt atomically (one upsert, safe under concurrency on both engines) and
 * returns the state including it. An attempt is allowed when the result's count ≤ limit.
 */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: RateLimitSubject,
  now = Date.now(),
): Promise<RateLimitState & { allowed: boolean }> {
  const resetAt = now + rule.windowMs;
  const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key: keyOf(rule, subject), count: 1, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        count: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
        reset_at: sql`CASE WHEN ${expired} THEN ${resetAt} ELSE rate_limits.reset_at END`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return { ...stateOf(rule, row.count, row.reset_at, now), allowed: row.count <= rule.limit };
}

export async function clearRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: RateLimitSubject,
): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", keyOf(rule, subject)).execute();
}

/** Clears every counter of a rule whose subject starts with `first` (all its pairs too). */
export async function clearRateLimitsOf(db: Db, rule: RateLimitRule, first: string): Promise<void> {
  const key = keyOf(rule, first);
  await db
    .deleteFrom("rate_limits")
    .where((eb) => eb.or([eb("key", "=", key), eb("key", "like", `${key}:%`)]))
    .execute();
}

/** Drops counters whose window has ended; run periodically by the server. */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("reset_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
