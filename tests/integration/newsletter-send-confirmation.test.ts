import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type { Db, Engine } from "~/db/connection.server";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { countConfirmedSubscribers } from "~/newsletter/subscribers.server";
import * as postEditRoute from "~/routes/admin-hub/post-edit";
import * as postsRoute from "~/routes/admin-hub/posts";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { signedInAccount, usingTestAuth } from "../helpers/auth";
import { useRouteServices } from "../helpers/route-services";
import { actionPoster } from "../helpers/authorization";

type Body = { ok: boolean; message: string };

/**
 * Issue 37, item 5: no path emails subscribers on one click. Every request that would send
 * carries the number the confirmation dialog stated (`confirmSend`); without it (a forged or
 * replayed single POST) nothing is sent, published or created, and a number the list no longer
 * has is refused too. The number is the confirmed subscribers' only.
 */
describeEachEngine(
  "emailing subscribers needs a confirmation of their number",
  ({ db, fixture }) => {
    const routeServices = useRouteServices(db);

    const run = actionPoster<Body>(() => fixture().cookie, routeServices.context);

    /** Two confirmed, one pending and one unsubscribed subscriber: two would be emailed. */
    async function mixedList() {
      const rows = [
        ["confirmed", "a@example.com"],
        ["confirmed", "b@example.com"],
        ["pending", "c@example.com"],
        ["unsubscribed", "d@example.com"],
      ] as const;
      await db()
        .insertInto("newsletter_subscribers")
        .values(rows.map(([status, email]) => ({ id: randomUUID(), email, status })))
        .execute();
    }

    const sends = () => db().selectFrom("newsletter_sends").select(["post_id", "total"]).execute();
    const deliveries = () => db().selectFrom("newsletter_deliveries").select("id").execute();
    const publishedOf = async (id: string) =>
      (
        await db()
          .selectFrom("posts")
          .select("published")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).published;

    const editPost = (postId: string, fields: Record<string, string>) =>
      run(postEditRoute, `/admin-hub/posts/${postId}`, fields, { postId });

    it("counts confirmed subscribers only, and both pages that offer a send state that number", async () => {
      await mixedList();
      expect(await countConfirmedSubscribers(db())).toBe(2);

      const postId = await insertTestPost(db(), { published: true });
      const request = (url: string) =>
        new Request(`http://localhost${url}`, { headers: { cookie: fixture().cookie } });
      const editPage = (await postEditRoute.loader({
        request: request(`/admin-hub/posts/${postId}`),
        params: { postId },
        context: routeServices.context(),
      } as never)) as { confirmedSubscribers: number };
      expect(editPage.confirmedSubscribers).toBe(2);
      const listPage = (await postsRoute.loader({
        request: request("/admin-hub/posts"),
        params: {},
        context: routeServices.context(),
      } as never)) as { confirmedSubscribers: number };
      expect(listPage.confirmedSubscribers).toBe(2);
    });

    it("'Email to subscribers' on a published post: refused without the confirmation, sent to the confirmed only with it", async () => {
      await mixedList();
      const postId = await insertTestPost(db(), { published: true });

      for (const confirmSend of [undefined, "", "0", "-2", "two", "2.5"]) {
        const answer = await editPost(postId, {
          intent: "email-subscribers",
          ...(confirmSend === undefined ? {} : { confirmSend }),
        });
        expect(answer).toEqual({
          status: 400,
          body: { ok: false, message: NEWSLETTER_TEXT.sendNeedsConfirmation },
        });
      }
      expect(await sends()).toEqual([]);

      // The dialog said 4 (say, every row of the list): the list has 2 confirmed now.
      const stale = await editPost(postId, { intent: "email-subscribers", confirmSend: "4" });
      expect(stale).toMatchObject({
        status: 409,
        body: { ok: false, message: NEWSLETTER_TEXT.sendCountChanged(2) },
      });
      expect(await sends()).toEqual([]);
      expect(await deliveries()).toEqual([]);

      const sent = await editPost(postId, { intent: "email-subscribers", confirmSend: "2" });
      expect(sent).toEqual({
        status: 200,
        body: { ok: true, message: NEWSLETTER_TEXT.sendQueued },
      });
      expect(await sends()).toEqual([{ post_id: postId, total: 2 }]);
      expect(await deliveries()).toHaveLength(2);
    });

    it("'Publish and email' in the editor: without the confirmation the draft stays a draft and nothing is queued", async () => {
      await mixedList();
      const postId = await insertTestPost(db(), { published: false });
      const publishWithEmail = { intent: "publish", emailSubscribers: "on" };

      const forged = await editPost(postId, publishWithEmail);
      expect(forged).toEqual({
        status: 400,
        body: { ok: false, message: NEWSLETTER_TEXT.sendNeedsConfirmation },
      });
      expect(await publishedOf(postId)).toBe(false);

      // A stale number rolls the publish back with the send.
      const stale = await editPost(postId, { ...publishWithEmail, confirmSend: "3" });
      expect(stale.status).toBe(409);
      expect(stale.body?.message).toBe(NEWSLETTER_TEXT.sendCountChanged(2));
      expect(await publishedOf(postId)).toBe(false);
      expect(await sends()).toEqual([]);

      const confirmed = await editPost(postId, { ...publishWithEmail, confirmSend: "2" });
      expect(confirmed.status).toBe(200);
      expect(await publishedOf(postId)).toBe(true);
      expect(await sends()).toEqual([{ post_id: postId, total: 2 }]);
    });

    it("the new-post dialog: a published post with the email is not created without the confirmation", async () => {
      await mixedList();
      const fields = {
        title: "Launch with mail",
        slug: "launch-with-mail",
        content: "<p>Body</p>",
        published: "on",
        emailSubscribers: "on",
      };
      const created = () =>
        db().selectFrom("posts").select("id").where("slug", "=", fields.slug).execute();

      const forged = await run(postsRoute, "/admin-hub/posts", fields);
      expect(forged).toEqual({
        status: 400,
        body: { ok: false, message: NEWSLETTER_TEXT.sendNeedsConfirmation },
      });
      expect(await created()).toEqual([]);

      const confirmed = await run(postsRoute, "/admin-hub/posts", { ...fields, confirmSend: "2" });
      expect(confirmed.status).toBe(200);
      const [post] = await created();
      expect(await sends()).toEqual([{ post_id: post!.id, total: 2 }]);

      // A draft with the box ticked sends nothing and needs no confirmation.
      const draft = await run(postsRoute, "/admin-hub/posts", {
        ...fields,
        slug: "draft-with-box",
        published: "",
      });
      expect(draft.status).toBe(200);
      expect(await sends()).toHaveLength(1);
    });

    it("with no confirmed subscriber there is nothing to confirm: any number is refused", async () => {
      await db()
        .insertInto("newsletter_subscribers")
        .values({ id: randomUUID(), email: "left@example.com", status: "unsubscribed" })
        .execute();
      const postId = await insertTestPost(db(), { published: true });
      const answer = await editPost(postId, { intent: "email-subscribers", confirmSend: "1" });
      expect(answer).toMatchObject({
        status: 409,
        body: { ok: false, message: NEWSLETTER_TEXT.noConfirmedSubscribers },
      });
      expect(await sends()).toEqual([]);
    });
  },
  (db: Db, engine: Engine) =>
    usingTestAuth(db, (t) =>
      signedInAccount(t, {
        email: `send-confirm-${engine}@example.com`,
        name: "Desk Editor",
        role: "editor",
        ip: "192.0.2.92",
      }),
    ),
);
