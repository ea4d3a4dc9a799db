import { expect, it } from "vitest";
import type { Db, Engine } from "~/db/connection.server";
import { BULK_TEXT, BULK_TEXT_LIMIT, type StaffRole } from "~/lib/staff-text";
import * as postsRoute from "~/routes/admin-hub/posts";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { formRequest, signedInAccount, usingTestAuth } from "../helpers/auth";
import { useRouteServices } from "../helpers/route-services";
import { outcomeOf } from "../helpers/authorization";

/** The accounts the bulk actions are tried as, signed in once in the template. */
type Accounts = Map<StaffRole, { id: string; cookie: string }>;

async function signInAccounts(db: Db, engine: Engine): Promise<Accounts> {
  const roles: [StaffRole, number][] = [
    ["editor", 31],
    ["author", 32],
    ["contributor", 33],
  ];
  return usingTestAuth(db, async (t) => {
    const accounts: Accounts = new Map();
    for (const [role, index] of roles) {
      const signedIn = await signedInAccount(t, {
        email: `bulk-${role}-${engine}@example.com`,
        name: `Bulk ${role}`,
        role,
        ip: `192.0.2.${index}`,
      });
      accounts.set(role, signedIn);
    }
    return accounts;
  });
}

describeEachEngine(
  "bulk actions of the posts list",
  ({ db, fixture }) => {
    const routeServices = useRouteServices(db);
    const account = (role: StaffRole) => fixture().get(role)!;

    const insertPost = (owner: StaffRole, published: boolean) =>
      insertTestPost(db(), {
        published,
        publishedAt: "2026-01-01T00:00:00.000Z",
        authorId: account(owner).id,
      });

    async function bulk(role: StaffRole, fields: Record<string, string | string[]>) {
      const request = formRequest(
        "/admin-hub/posts",
        { intent: "bulk", ...fields },
        {
          cookie: account(role).cookie,
        },
      );
      const result = postsRoute.action({
        request,
        params: {},
        context: routeServices.context(),
      } as never);
      const { status } = await outcomeOf(result);
      const body = ((await result) as { data?: { ok: boolean; message: string } }).data;
      return { status, body };
    }

    async function states(ids: string[]) {
      const rows = await db()
        .selectFrom("posts")
        .select(["id", "published", "published_at"])
        .where("id", "in", ids)
        .execute();
      return Object.fromEntries(
        ids.map((id) => {
          const row = rows.find((one) => one.id === id);
          return [id, row ? (row.published ? "published" : "draft") : "gone"];
        }),
      );
    }

    it("an editor publishes several drafts at once; one already published is counted, not touched", async () => {
      const drafts = [await insertPost("author", false), await insertPost("contributor", false)];
      const out = await insertPost("editor", true);
      const answer = await bulk("editor", { bulkAction: "publish", postId: [...drafts, out] });
      expect(answer).toEqual({
        status: 200,
        body: {
          ok: true,
          message: `${BULK_TEXT.done.publish(2)} ${BULK_TEXT.unchanged(1)}`,
        },
      });
      expect(await states([...drafts, out])).toEqual({
        [drafts[0]!]: "published",
        [drafts[1]!]: "published",
        [out]: "published",
      });
      const kept = await db()
        .selectFrom("posts")
        .select("published_at")
        .where("id", "=", out)
        .executeTakeFirstOrThrow();
      expect(new Date(kept.published_at!).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    });

    it("an author acts only on their own posts: others' are left alone and counted", async () => {
      const own = await insertPost("author", true);
      const editors = await insertPost("editor", true);
      const answer = await bulk("author", { bulkAction: "unpublish", postId: [own, editors] });
      expect(answer).toEqual({
        status: 200,
        body: { ok: true, message: `${BULK_TEXT.done.unpublish(1)} ${BULK_TEXT.refused(1)}` },
      });
      expect(await states([own, editors])).toEqual({ [own]: "draft", [editors]: "published" });
    });

    it("a contributor may delete own drafts but not publish them; all refused is a 403", async () => {
      const mine = [await insertPost("contributor", false), await insertPost("contributor", false)];
      const refused = await bulk("contributor", { bulkAction: "publish", postId: mine });
      expect(refused).toEqual({
        status: 403,
        body: { ok: false, message: BULK_TEXT.refused(2) },
      });
      expect(await states(mine)).toEqual({ [mine[0]!]: "draft", [mine[1]!]: "draft" });

      const deleted = await bulk("contributor", { bulkAction: "delete", postId: mine });
      expect(deleted).toEqual({
        status: 200,
        body: { ok: true, message: BULK_TEXT.done.delete(2) },
      });
      expect(await states(mine)).toEqual({ [mine[0]!]: "gone", [mine[1]!]: "gone" });
    });

    it.each([
      ["no post", { bulkAction: "delete" }, BULK_TEXT.noneSelected],
      ["an unknown action", { bulkAction: "archive", postId: "x" }, BULK_TEXT.unknownAction],
      [
        "too many posts",
        {
          bulkAction: "delete",
          postId: Array.from({ length: BULK_TEXT_LIMIT + 1 }, (_, n) => `post-${n}`),
        },
        BULK_TEXT.tooMany,
      ],
    ])("refuses %s with 400 and its message, changing nothing", async (_, fields, message) => {
      const draft = await insertPost("editor", false);
      const answer = await bulk("editor", fields);
      expect(answer).toEqual({ status: 400, body: { ok: false, message } });
      expect(await states([draft])).toEqual({ [draft]: "draft" });
    });
  },
  signInAccounts,
);
