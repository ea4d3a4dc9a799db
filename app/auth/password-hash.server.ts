import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** scrypt's work factors and the length of the key it derives. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/**
 * Better Auth 1.7's own cost (`@better-auth/utils/password`): every stored password hash was
 * made with it. Its format (`salt:key`, hex) does not record the cost, so the site must keep
 * exactly this one or no existing password would verify.
 */
export const PASSWORD_SCRYPT: ScryptCost = { N: 16384, r: 16, p: 1, keyLength: 64 };

/**
 * The test suite's cost, 32 times less work: the same code path, without ~100 ms of CPU per
 * sign-up, sign-in and reset, which on a loaded machine stretched account tests past their
 * timeout. A hash made with it does not verify at the real cost, and the other way round.
 */
export const TEST_PASSWORD_SCRYPT: ScryptCost = { N: 1024, r: 8, p: 1, keyLength: 64 };

/** The real cost everywhere but under the test runner (Vitest sets NODE_ENV=test). */
export function passwordScryptFor(env: { NODE_ENV?: string }): ScryptCost {
  return env.NODE_ENV === "test" ? TEST_PASSWORD_SCRYPT : PASSWORD_SCRYPT;
}

function deriveKey(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // As Better Auth derives it (NFKC, the hex salt as text, its memory bound), so hashes made
    // at the real cost here and there are interchangeable.
    scrypt(
      password.normalize("NFKC"),
      salt,
      cost.keyLength,
      { N: cost.N, r: cost.r, p: cost.p, maxmem: 128 * cost.N * cost.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Better Auth's `emailAndPassword.password` functions at the given cost. */
export function passwordHashing(cost: ScryptCost) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString("hex");
      const key = await deriveKey(password, salt, cost);
      return `${salt}:${key.toString("hex")}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [salt, key] = hash.split(":");
      if (!salt || !key) throw new Error("Invalid password hash");
      const derived = await deriveKey(password, salt, cost);
      const stored = Buffer.from(key, "hex");
      return stored.length === derived.length && timingSafeEqual(derived, stored);
    },
  };
}
