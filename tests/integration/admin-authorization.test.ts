import { beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import * as categoriesRoute from "~/routes/admin-hub/categories";
import * as inboxMessageRoute from "~/routes/admin-hub/inbox-message";
import * as postEditRoute from "~/routes/admin-hub/post-edit";
import * as postsRoute from "~/routes/admin-hub/posts";
import * as settingsRoute from "~/routes/admin-hub/settings";
import * as subscribersRoute from "~/routes/admin-hub/subscribers";
import * as usersRoute from "~/routes/admin-hub/users";
import * as subscribersExportRoute from "~/routes/admin-subscribers-export";
import * as mediaDeleteRoute from "~/routes/admin-media-delete";
import * as mediaUploadRoute from "~/routes/admin-media-upload";
import * as importRoute from "~/routes/admin-hub/import";
import * as exportRoute from "~/routes/admin-export";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { cookieFrom, formRequest, TEST_ORIGIN, usingTestAuth } from "../helpers/auth";
import { useRouteServices } from "../helpers/route-services";
import {
  outcomeOf,
  routeFunction,
  snapshotAdminState,
  type RouteModule,
} from "../helpers/authorization";

const subscriberId = "11111111-1111-4111-8111-111111111111";
const messageId = "00000000-0000-4000-8000-00000000c0de";
const readMessageId = "00000000-0000-4000-8000-00000000c0df";

/** The template: the demo site, a signed-in reader, a subscriber and two contact messages. */
async function seedWithReader(db: Db) {
  await seedDemo(db);
  const readerCookie = await usingTestAuth(db, async (t) => {
    await t.service.signUp(formRequest("/auth", {}, { ip: "192.0.2.77" }), {
      fullName: "Reader",
      email: "reader@example.com",
      password: "reader password",
    });
    await db.updateTable("user").set({ email_verified: true }).execute();
    const signIn = await t.service.signIn(formRequest("/auth", {}, { ip: "192.0.2.77" }), {
      email: "reader@example.com",
      password: "reader password",
    });
    return cookieFrom(signIn.ok ? signIn.setCookies : []);
  });
  const postId = (await db.selectFrom("posts").select("id").executeTakeFirstOrThrow()).id;
  const categoryId = (await db.selectFrom("categories").select("id").executeTakeFirstOrThrow()).id;
  const readerId = (await db.selectFrom("user").select("id").executeTakeFirstOrThrow()).id;
  await db
    .insertInto("newsletter_subscribers")
    .values({ id: subscriberId, email: "subscriber@example.com", status: "confirmed" })
    .execute();
  await db
    .insertInto("contact_messages")
    .values([
      { id: messageId, name: "A", email: "a@example.com", subject: "S", message: "M" },
      {
        id: readMessageId,
        name: "B",
        email: "b@example.com",
        subject: "S",
        message: "M",
        read_at: "2026-03-01T00:00:00.000Z",
      },
    ])
    .execute();
  return { readerCookie, postId, categoryId, readerId };
}

describeEachEngine(
  "admin actions refuse non-admins",
  ({ db, fixture }) => {
    const t = useRouteServices(db);
    const snapshot = () => snapshotAdminState(db());
    let readerCookie = "";
    let postId = "";
    let categoryId = "";
    let readerId = "";
    beforeEach(() => {
      ({ readerCookie, postId, categoryId, readerId } = fixture());
    });

    interface ActionCase {
      name: string;
      run: (request: Request) => Promise<unknown>;
      path: string;
      form: Record<string, string>;
    }

    /** A route's action (or a resource route's loader) as a function of the request. */
    const callWith =
      (kind: "loader" | "action") =>
      (module: RouteModule, params: Record<string, string> = {}) =>
      (request: Request) =>
        routeFunction(module, kind)({ request, params, context: t.context() });
    const action = callWith("action");
    const loader = callWith("loader");

    const cases = (): ActionCase[] => [
      {
        name: "create post",
        run: action(postsRoute),
        path: "/admin-hub/posts",
        form: { title: "X", slug: "x-post", content: "<p>x</p>", published: "on" },
      },
      {
        name: "edit post",
        run: action(postEditRoute, { postId }),
        path: `/admin-hub/posts/${postId}`,
        form: { intent: "save", title: "Hacked", slug: "hacked", content: "<p>x</p>" },
      },
      {
        name: "unpublish post",
        run: action(postEditRoute, { postId }),
        path: `/admin-hub/posts/${postId}`,
        form: { intent: "unpublish" },
      },
      {
        name: "delete post",
        run: action(postEditRoute, { postId }),
        path: `/admin-hub/posts/${postId}`,
        form: { intent: "delete" },
      },
      {
        name: "delete post from the posts list",
        run: action(postsRoute),
        path: "/admin-hub/posts",
        form: { intent: "delete", postId },
      },
      {
        name: "create category",
        run: action(categoriesRoute),
        path: "/admin-hub/categories",
        form: {
          intent: "create",
          name: "X",
          slug: "x-cat",
          description: "",
          icon: "hash",
          color: "slate",
        },
      },
      {
        name: "delete category",
        run: action(categoriesRoute),
        path: "/admin-hub/categories",
        form: { intent: "delete", id: categoryId, moveTo: "" },
      },
      {
        name: "reorder category",
        run: action(categoriesRoute),
        path: "/admin-hub/categories",
        form: { intent: "down", id: categoryId },
      },
      {
        name: "grant admin",
        run: action(usersRoute),
        path: "/admin-hub/users",
        form: { intent: "grant", userId: readerId },
      },
      {
        name: "end sessions",
        run: action(usersRoute),
        path: "/admin-hub/users",
        form: { intent: "sessions", userId: readerId },
      },
      {
        name: "save settings",
        run: action(settingsRoute),
        path: "/admin-hub/settings",
        form: { title: "Hacked", tagline: "Hacked" },
      },
      {
        name: "mark message read",
        run: action(inboxMessageRoute, { messageId }),
        path: `/admin-hub/inbox/${messageId}`,
        form: { intent: "read" },
      },
      {
        name: "mark message unread",
        run: action(inboxMessageRoute, { messageId: readMessageId }),
        path: `/admin-hub/inbox/${readMessageId}`,
        form: { intent: "unread" },
      },
      {
        name: "delete message",
        run: action(inboxMessageRoute, { messageId }),
        path: `/admin-hub/inbox/${messageId}`,
        form: { intent: "delete" },
      },
      {
        name: "delete media",
        run: action(mediaDeleteRoute),
        path: "/admin-hub/media/delete",
        form: { id: "00000000-0000-4000-8000-000000000000" },
      },
      {
        name: "email post to subscribers",
        run: action(postEditRoute, { postId }),
        path: `/admin-hub/posts/${postId}`,
        form: { intent: "email-subscribers" },
      },
      {
        name: "remove subscriber",
        run: action(subscribersRoute),
        path: "/admin-hub/subscribers",
        form: { intent: "delete", subscriberId },
      },
      {
        name: "export subscribers (GET resource route)",
        run: loader(subscribersExportRoute),
        path: "/admin-hub/subscribers/export",
        form: {},
      },
      {
        name: "upload media",
        run: action(mediaUploadRoute),
        path: "/admin-hub/media/upload",
        form: {},
      },
      {
        name: "start an import",
        run: action(importRoute),
        path: "/admin-hub/import",
        form: { intent: "start", jobId: "00000000-0000-4000-8000-000000000000" },
      },
      {
        name: "download the site export (GET resource route)",
        run: loader(exportRoute),
        path: "/admin-hub/export?part=content",
        form: {},
      },
    ];

    const statusOf = async (outcome: Promise<unknown>) => (await outcomeOf(outcome)).status;

    it("opening an inbox message as a visitor or a reader does not mark it read", async () => {
      for (const cookie of [undefined, readerCookie]) {
        const headers = new Headers(cookie ? { cookie } : {});
        const request = new Request(`${TEST_ORIGIN}/admin-hub/inbox/${messageId}`, { headers });
        const status = await statusOf(loader(inboxMessageRoute, { messageId })(request));
        expect(status).toBe(302);
      }
      const row = await db()
        .selectFrom("contact_messages")
        .select("read_at")
        .where("id", "=", messageId)
        .executeTakeFirstOrThrow();
      expect(row.read_at).toBeNull();
    });

    it("every admin action, called directly by an anonymous client, is refused and changes nothing", async () => {
      const before = await snapshot();
      for (const { name, run, path, form } of cases()) {
        const status = await statusOf(run(formRequest(path, form)));
        expect([401, 403], `${name} (anonymous)`).toContain(status);
      }
      expect(await snapshot()).toBe(before);
    });

    it("every admin action, called directly by a signed-in reader, answers 403 and changes nothing", async () => {
      const before = await snapshot();
      for (const { name, run, path, form } of cases()) {
        const status = await statusOf(run(formRequest(path, form, { cookie: readerCookie })));
        expect(status, `${name} (reader)`).toBe(403);
      }
      expect(await snapshot()).toBe(before);
      expect(
        await t().service.getSessionUser(
          new Request(`${TEST_ORIGIN}/`, { headers: { cookie: readerCookie } }),
        ),
      ).not.toBeNull();
    });
  },
  seedWithReader,
);
