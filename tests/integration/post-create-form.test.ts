import { sql } from "kysely";
import { expect, it } from "vitest";
import type { Db, Engine } from "~/db/connection.server";
import * as postsRoute from "~/routes/admin-hub/posts";
import * as postEditRoute from "~/routes/admin-hub/post-edit";
import { describeEachEngine } from "../helpers/database";
import { signedInAccount, usingTestAuth } from "../helpers/auth";
import { useRouteServices } from "../helpers/route-services";
import { actionPoster } from "../helpers/authorization";

type Body = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

/** The new-post dialog and the edit form, through their route actions, when a write fails. */
describeEachEngine(
  "creating and saving posts when something is off",
  ({ db, fixture }) => {
    const routeServices = useRouteServices(db);

    const run = actionPoster<Body>(() => fixture().cookie, routeServices.context);

    const postBySlug = (slug: string) =>
      db().selectFrom("posts").select("id").where("slug", "=", slug).executeTakeFirst();

    async function scratchCategory(name: string): Promise<string> {
      const id = `cat-${name}`;
      await db()
        .insertInto("categories")
        .values({ id, name, slug: name, description: "", icon: "", color: "", position: 99 })
        .execute();
      return id;
    }

    it("a category deleted while the new-post dialog was open: 409 on the category field, nothing stored", async () => {
      const categoryId = await scratchCategory("vanishing");
      await db().deleteFrom("categories").where("id", "=", categoryId).execute();
      const { status, body } = await run(postsRoute, "/admin-hub/posts", {
        title: "Orphan story",
        slug: "orphan-story",
        content: "<p>Body</p>",
        categoryId,
      });
      expect(status).toBe(409);
      expect(body?.fieldErrors?.categoryId).toMatch(/category no longer exists/i);
      expect(await postBySlug("orphan-story")).toBeUndefined();
    });

    it("a category deleted while the edit page was open: 409 on the category field, the post unchanged", async () => {
      const created = await run(postsRoute, "/admin-hub/posts", {
        title: "Kept story",
        slug: "kept-story",
        content: "<p>Body</p>",
      });
      expect(created.status).toBe(200);
      const { id } = (await postBySlug("kept-story"))!;
      const categoryId = await scratchCategory("gone-soon");
      await db().deleteFrom("categories").where("id", "=", categoryId).execute();
      const { status, body } = await run(
        postEditRoute,
        `/admin-hub/posts/${id}`,
        {
          intent: "save",
          title: "Kept story, renamed",
          slug: "kept-story",
          content: "<p>New</p>",
          categoryId,
        },
        { postId: id },
      );
      expect(status).toBe(409);
      expect(body?.fieldErrors?.categoryId).toMatch(/category no longer exists/i);
      const stored = await db()
        .selectFrom("posts")
        .select(["title", "category_id"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ title: "Kept story", category_id: null });
    });

    it("publish and email in one step: when the send cannot be queued nothing is stored, and submitting again works", async () => {
      await db()
        .insertInto("newsletter_subscribers")
        .values({ id: "sub-1", email: "one@example.com", status: "confirmed" })
        .execute();
      const fields = {
        title: "Breaking with email",
        slug: "breaking-with-email",
        content: "<p>Body</p>",
        published: "on",
        emailSubscribers: "on",
        confirmSend: "1",
      };
      // The send's table out of the way: queueing fails inside the create's transaction.
      await sql`ALTER TABLE newsletter_sends RENAME TO newsletter_sends_away`.execute(db());
      try {
        const failed = await run(postsRoute, "/admin-hub/posts", fields);
        expect(failed.status).toBe(500);
        expect(await postBySlug("breaking-with-email")).toBeUndefined();
        expect(
          await db()
            .selectFrom("post_revisions")
            .select("id")
            .where("title", "=", "Breaking with email")
            .execute(),
        ).toEqual([]);
      } finally {
        await sql`ALTER TABLE newsletter_sends_away RENAME TO newsletter_sends`.execute(db());
      }
      const retried = await run(postsRoute, "/admin-hub/posts", fields);
      expect(retried.status).toBe(200);
      const { id } = (await postBySlug("breaking-with-email"))!;
      const sends = await db()
        .selectFrom("newsletter_sends")
        .select("post_id")
        .where("post_id", "=", id)
        .execute();
      expect(sends).toHaveLength(1);
    });
  },
  (db: Db, engine: Engine) =>
    usingTestAuth(db, (t) =>
      signedInAccount(t, {
        email: `create-${engine}@example.com`,
        name: "Desk Editor",
        role: "editor",
        ip: "192.0.2.91",
      }),
    ),
);
