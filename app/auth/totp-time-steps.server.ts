import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "~/db/connection.server";

/**
 * One accepted code per TOTP time step and account (RFC 6238 §5.2). Better Auth's two-factor
 * plugin checks a code against the steps around now but keeps no record of it, so the same code
 * signed in again for the rest of its 90 s. After the plugin accepts a code, the step it belongs
 * to is claimed here; a step at or before the last one claimed is a replay.
 */

/** Better Auth's defaults, which the site keeps (app/auth/auth.server.ts sets neither). */
const PERIOD_MS = 30_000;
const DIGITS = 6;

/** HOTP (RFC 4226) as Better Auth computes it: the secret's UTF-8 bytes are the HMAC key. */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac("sha1", Buffer.from(secret, "utf8")).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * The time step a code belongs to, or null. `askedAt` is when the code was handed to the
 * plugin: its ±1 window starts there, and the step after it too, since the plugin reads the
 * clock a moment later (perhaps in the next step).
 */
export function timeStepOfCode(secret: string, code: string, askedAt: number): number | null {
  const current = Math.floor(askedAt / PERIOD_MS);
  const given = Buffer.from(code, "utf8");
  let found: number | null = null;
  for (let step = current - 1; step <= current + 2; step++) {
    const expected = Buffer.from(hotp(secret, step), "utf8");
    if (given.length === expected.length && timingSafeEqual(given, expected)) found ??= step;
  }
  return found;
}

/** Claims the step for the account: false when it or a later step was accepted before. */
export async function claimTimeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("two_factor")
    .set({ last_time_step: step })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_time_step", "is", null), eb("last_time_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The account's TOTP secret, decrypted as the plugin does (with the site's auth secret). */
export async function totpSecretOf(db: Db, userId: string, authSecret: string) {
  const row = await db
    .selectFrom("two_factor")
    .select("secret")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  // Loaded when a code is checked, as the accounts library itself is (decision 0020).
  const { symmetricDecrypt } = await import("better-auth/crypto");
  return symmetricDecrypt({ key: authSecret, data: row.secret });
}
