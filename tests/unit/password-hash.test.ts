import { hashPassword, verifyPassword } from "better-auth/crypto";
import pino from "pino";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { authOptions, loadAuthPlugins } from "~/auth/auth.server";
import {
  PASSWORD_SCRYPT,
  passwordHashing,
  passwordScryptFor,
  TEST_PASSWORD_SCRYPT,
} from "~/auth/password-hash.server";
import { openDatabase } from "~/db/connection.server";

/** Building Better Auth's options reads nothing from the database; an empty one will do. */
const db = openDatabase({ sqlitePath: ":memory:" });

/** The password functions the site hands Better Auth, built with the environment as it is. */
async function sitePasswordFunctions() {
  const options = authOptions(
    {
      db,
      secret: "a-test-secret-that-is-long-enough-for-better-auth",
      origin: "http://127.0.0.1:3000",
      logger: pino({ level: "silent" }),
      sendMail: async () => {},
    },
    await loadAuthPlugins(),
  );
  const password = options.emailAndPassword.password;
  expect(password).toBeDefined();
  return password;
}

const PASSWORD = "correct horse battery staple";

describe("password hashing cost", () => {
  afterAll(async () => {
    await db.destroy();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("production (and any environment but the test runner's) keeps Better Auth's own scrypt cost", async () => {
    for (const NODE_ENV of ["production", "development", undefined]) {
      expect(passwordScryptFor({ NODE_ENV })).toEqual({ N: 16384, r: 16, p: 1, keyLength: 64 });
    }
    // The site's functions as production builds them, checked against Better Auth's own: each
    // verifies the other's hashes, so existing accounts keep working and new hashes cost as much.
    vi.stubEnv("NODE_ENV", "production");
    const site = await sitePasswordFunctions();
    const ours = await site.hash(PASSWORD);
    expect(await verifyPassword({ hash: ours, password: PASSWORD })).toBe(true);
    expect(await site.verify({ hash: await hashPassword(PASSWORD), password: PASSWORD })).toBe(
      true,
    );
    expect(await site.verify({ hash: ours, password: "wrong horse battery staple" })).toBe(false);
  });

  it("under the test runner the site hashes at the cheaper test cost, through the same scrypt", async () => {
    expect(process.env.NODE_ENV).toBe("test");
    const site = await sitePasswordFunctions();
    const hash = await site.hash(PASSWORD);
    expect(await site.verify({ hash, password: PASSWORD })).toBe(true);
    expect(await site.verify({ hash, password: "wrong" })).toBe(false);
    // Not Better Auth's cost: its verification of the same password fails.
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(false);
    expect(await passwordHashing(TEST_PASSWORD_SCRYPT).verify({ hash, password: PASSWORD })).toBe(
      true,
    );
    expect(await passwordHashing(PASSWORD_SCRYPT).verify({ hash, password: PASSWORD })).toBe(false);
  });

  it("refuses a stored hash that is not salt:key", async () => {
    await expect(
      passwordHashing(TEST_PASSWORD_SCRYPT).verify({ hash: "nocolon", password: PASSWORD }),
    ).rejects.toThrow("Invalid password hash");
  });
});
