import { afterEach, expect, it } from "vitest";
import { countAdmins, ensureFirstAdmin } from "~/auth/admin-accounts.server";
import { openDatabase, type Db } from "~/db/connection.server";
import { describeEachEngine } from "../helpers/database";
import { createTestAuth, type TestAuth } from "../helpers/auth";

/**
 * Issue 11: three servers started together with the same ADMIN_EMAIL; one crashed with
 * `duplicate key value violates unique constraint "user_email_key"`. Each server here has its
 * own pool and its own Better Auth, as separate processes would.
 */
describeEachEngine(
  "first administrator with servers starting together",
  ({ db, engine, openOptions }) => {
    const opened: Db[] = [];
    const auths: TestAuth[] = [];
    afterEach(async () => {
      for (const auth of auths.splice(0)) auth.cleanup();
      for (const other of opened.splice(0)) await other.destroy();
    });
    const server = () => {
      const own = engine === "sqlite" ? db() : openDatabase({ ...openOptions(), poolSize: 2 });
      if (own !== db()) opened.push(own);
      const auth = createTestAuth(own);
      auths.push(auth);
      return { db: own, auth };
    };

    it("is created exactly once, and the other servers skip without an error", async () => {
      const admin = { email: "chief@example.com", name: "Chief", password: "chief password 1" };
      const outcomes = await Promise.all(
        Array.from({ length: 3 }, () => server()).map(({ db: own, auth }) =>
          ensureFirstAdmin(auth.service, own, admin),
        ),
      );
      expect(outcomes.sort()).toEqual(["created", "skipped", "skipped"]);
      expect(await countAdmins(db())).toBe(1);
      const users = await db().selectFrom("user").select("email").execute();
      expect(users).toEqual([{ email: admin.email }]);
    });
  },
);
