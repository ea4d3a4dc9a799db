import { createHash, randomBytes } from "node:crypto";
import type { Db } from "~/db/connection.server";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** UTC days and hours since the Unix epoch: how the analytics tables count time. */
export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);
export const hourOf = (ms: number): number => Math.floor(ms / HOUR_MS);
export const minuteOf = (ms: number): number => Math.floor(ms / 60_000);

/**
 * A visitor for one day, as Plausible counts one: a hash of the day's salt, the site, the
 * address and the user agent. The address is never stored; once the day's salt is deleted the
 * hash cannot be recomputed from it, so nothing links two days' visits.
 */
export function visitorHash(salt: string, site: string, address: string, userAgent: string) {
  return createHash("sha256")
    .update(`${salt}\n${site}\n${address}\n${userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Each UTC day's salt, random, made by whichever process asks first and read by every other
 * (insert-if-absent, then read), so every worker and server hashes a visitor the same way. Kept
 * in memory for the day it belongs to; the day's first hit in a process waits for one read.
 */
export class DailySalts {
  private current: { day: number; salt: Promise<string> } | null = null;

  constructor(private readonly db: Db) {}

  saltFor(day: number): Promise<string> {
    if (this.current?.day !== day) {
      const salt = readOrCreateSalt(this.db, day);
      this.current = { day, salt };
      // A failed read is asked again by the next hit, not kept.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = null;
      });
    }
    return this.current.salt;
  }
}

async function readOrCreateSalt(db: Db, day: number): Promise<string> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const row = await db
    .selectFrom("analytics_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * Forgets what only the current day needs: salts of past days (a past day's hashes can then never
 * be made again) and the visitor hashes of days before yesterday (yesterday's stay one more day
 * for a flush that straddles midnight).
 */
export async function forgetPastDays(db: Db, today: number): Promise<void> {
  await db.deleteFrom("analytics_salts").where("day", "<", today).execute();
  await db
    .deleteFrom("analytics_visitors")
    .where("day", "<", today - 1)
    .execute();
}
