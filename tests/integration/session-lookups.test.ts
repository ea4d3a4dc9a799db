import { afterEach, beforeEach, expect, it } from "vitest";
import * as rootRoute from "~/root";
import * as articleRoute from "~/routes/article";
import { withPlugin } from "~/db/connection.server";
import { READER_ROLE } from "~/lib/staff-text";
import {
  createTestAuth,
  signedInAccount,
  TEST_ORIGIN,
  usingTestAuth,
  type TestAuth,
} from "../helpers/auth";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { QueryCounter, touchesTable } from "../helpers/query-counter";
import { createTestServices, type TestServices } from "../helpers/services";

process.env.SITE_URL = TEST_ORIGIN;

/** Each SELECT on the `session` table is a session lookup. */
const sessionReads = () =>
  new QueryCounter((node) => node.kind === "SelectQueryNode" && touchesTable(node, "session"));

describeEachEngine<{ cookie: string; slug: string }>(
  "one session lookup per request",
  ({ db, fixture }) => {
    let t: TestAuth;
    let services: TestServices;
    const reads = sessionReads();

    beforeEach(() => {
      // Every query of the site's services, Better Auth's included, goes through the counter.
      const counted = withPlugin(db(), reads);
      t = createTestAuth(counted);
      services = createTestServices(counted, t);
      reads.count = 0;
    });
    afterEach(async () => {
      await services.cleanup();
      t.cleanup();
    });

    const articleRequest = () =>
      new Request(`${TEST_ORIGIN}/article/${fixture().slug}`, {
        headers: { cookie: fixture().cookie },
      });

    it("looks the session up once for the root loader and the article's loader together", async () => {
      // What one lookup costs, whatever Better Auth's queries are.
      // (Measured on a second request: the first lookup of a fresh service reads more.)
      await t.service.getSessionUser(articleRequest());
      reads.count = 0;
      const alone = await t.service.getSessionUser(articleRequest());
      expect(alone?.email).toBe("reader@example.com");
      const perLookup = reads.count;
      expect(perLookup).toBeGreaterThan(0);

      // React Router hands every loader of a document request the same Request.
      reads.count = 0;
      const request = articleRequest();
      const args = {
        request,
        params: { articleSlug: fixture().slug },
        context: services.context,
      };
      const [root] = await Promise.all([
        rootRoute.loader(args as never) as Promise<{ data: { user: { email: string } | null } }>,
        articleRoute.loader(args as never),
      ]);
      expect(root.data.user?.email).toBe("reader@example.com");
      expect(reads.count).toBe(perLookup);
    });

    it("looks again after the request signed out: no stale user", async () => {
      const fresh = await signedInAccount(t, {
        email: "leaving@example.com",
        name: "Leaving",
        role: READER_ROLE,
        ip: "203.0.113.10",
      });
      const request = new Request(`${TEST_ORIGIN}/auth/sign-out`, {
        method: "POST",
        headers: { cookie: fresh.cookie, origin: TEST_ORIGIN },
      });
      expect((await t.service.getSessionUser(request))?.email).toBe("leaving@example.com");
      expect((await t.service.signOut(request)).ok).toBe(true);
      expect(await t.service.getSessionUser(request)).toBeNull();
    });
  },
  async (db) => {
    await seedDemo(db);
    const { cookie } = await usingTestAuth(db, (t) =>
      signedInAccount(t, {
        email: "reader@example.com",
        name: "Reader",
        role: READER_ROLE,
        ip: "203.0.113.9",
      }),
    );
    const post = await db
      .selectFrom("posts")
      .select("slug")
      .where("published", "=", true)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    return { cookie, slug: post.slug };
  },
);
