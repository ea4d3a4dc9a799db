import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type { Db, Engine } from "~/db/connection.server";
import { NEWSLETTER_TEST_LIMIT } from "~/lib/constants";
import { PREVIEW_TEXT } from "~/lib/staff-text";
import { newsletterMailPreview } from "~/newsletter/test-email.server";
import * as previewRoute from "~/routes/admin-post-preview";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { formRequest, signedInAccount, TEST_ORIGIN, usingTestAuth } from "../helpers/auth";
import { useRouteServices } from "../helpers/route-services";

interface Answer {
  status: number;
  headers: Headers;
  body: { ok: boolean; message?: string; html?: string; subject?: string | null; to?: string };
}

const EDITOR_EMAIL = (engine: Engine) => `preview-editor-${engine}@example.com`;

/**
 * The editor's Preview and "Send a test email to me" (issue 38 item 8): the open document,
 * unsaved edits included, as the article page and as the subscriber's email; nothing saved,
 * the test email to the signed-in person only.
 */
describeEachEngine(
  "the editor's preview and test email",
  ({ db, fixture, engine }) => {
    const routeServices = useRouteServices(db);

    async function post(
      postId: string,
      fields: Record<string, string>,
      cookie: string | undefined = fixture().editor,
    ): Promise<Answer> {
      const request = formRequest(`/admin-hub/posts/${postId}/preview`, fields, { cookie });
      let result: unknown;
      try {
        result = await previewRoute.action({
          request,
          params: { postId },
          context: routeServices.context(),
        } as never);
      } catch (thrown) {
        result = thrown;
      }
      if (!(result instanceof Response)) {
        // The guards refuse with React Router's `data(…, { status })`.
        const refused = result as { data: Answer["body"]; init: ResponseInit };
        return { status: refused.init.status!, headers: new Headers(), body: refused.data };
      }
      const response = result;
      const body = response.headers.get("content-type")?.includes("json")
        ? ((await response.json()) as Answer["body"])
        : { ok: false };
      return { status: response.status, headers: response.headers, body };
    }

    /** The writer's document as the form holds it: none of it saved. */
    const unsaved = {
      title: "Typed but never saved",
      excerpt: "An unsaved standfirst",
      content: "<p>Words typed a second ago.</p><script>alert(1)</script>",
      featuredImage: "/media/unsaved-cover.jpg",
    };

    const storedTitle = async (postId: string) =>
      (
        await db()
          .selectFrom("posts")
          .select("title")
          .where("id", "=", postId)
          .executeTakeFirstOrThrow()
      ).title;

    it("Desktop and Mobile show the unsaved text as the article page does, sanitised, saving nothing", async () => {
      const postId = await insertTestPost(db(), { title: "Stored title" });
      for (const view of ["desktop", "mobile"]) {
        const answer = await post(postId, { ...unsaved, view, theme: "dark" });
        expect(answer.status).toBe(200);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        const html = answer.body.html!;
        expect(html).toMatch(/^<!doctype html>/);
        expect(html).toContain('<html lang="en" class="dark"');
        expect(html).toContain("Typed but never saved");
        expect(html).toContain("An unsaved standfirst");
        expect(html).toContain("<p>Words typed a second ago.</p>");
        expect(html).toContain("/media/unsaved-cover.jpg");
        expect(html).toContain('class="prose-article');
        // The site's stylesheet (its built address; the test run stubs CSS).
        expect(html).toContain('<link rel="stylesheet" href=');
        expect(html).not.toContain("<script");
        expect(answer.body.subject).toBeNull();
      }
      expect(await storedTitle(postId)).toBe("Stored title");
    });

    it("Email is exactly the subscriber's email of the unsaved text, with its subject", async () => {
      const postId = await insertTestPost(db(), { title: "Stored title" });
      const answer = await post(postId, { ...unsaved, view: "email" });
      expect(answer.status).toBe(200);
      const expected = newsletterMailPreview(TEST_ORIGIN, {
        title: unsaved.title,
        slug: `post-${postId}`,
        excerpt: unsaved.excerpt,
        featuredImage: unsaved.featuredImage,
      });
      expect(answer.body).toEqual({ ok: true, html: expected.html, subject: unsaved.title });
      expect(expected.html).toContain(`${TEST_ORIGIN}/media/unsaved-cover.jpg`);
      // No open pixel, no click links: a preview is tracked nowhere.
      expect(expected.html).not.toMatch(/\/newsletter\/(open|click)/);
    });

    it("refuses bad input with a clear 400 and a GET with 405", async () => {
      const postId = await insertTestPost(db());
      const badView = await post(postId, { ...unsaved, view: "print" });
      expect(badView).toMatchObject({
        status: 400,
        body: { ok: false, message: "Choose Desktop, Mobile or Email." },
      });
      const badImage = await post(postId, { ...unsaved, featuredImage: "javascript:alert(1)" });
      expect(badImage.status).toBe(400);
      expect(badImage.body.message).toMatch(/https:\/\//);
      const tooLong = await post(postId, { ...unsaved, title: "x".repeat(201) });
      expect(tooLong.status).toBe(400);
      const badIntent = await post(postId, { ...unsaved, intent: "publish" });
      expect(badIntent.body).toEqual({ ok: false, message: "Unknown preview command." });
      expect(previewRoute.loader().status).toBe(405);
    });

    it("only whoever may edit the post previews it: 404 for a post one may not see, 403 for one one may not edit", async () => {
      const draft = await insertTestPost(db(), { published: false });
      const published = await insertTestPost(db(), { published: true });
      const own = await insertTestPost(db(), { published: false, authorId: fixture().authorId });
      const asAuthor = (postId: string) => post(postId, unsaved, fixture().author);
      for (const others of [draft, published]) {
        expect(await asAuthor(others)).toMatchObject({
          status: 404,
          body: { message: PREVIEW_TEXT.notFound },
        });
      }
      // A contributor's published post belongs to the editors: they see it but may not edit it.
      const contributed = await insertTestPost(db(), {
        published: true,
        authorId: fixture().contributorId,
      });
      expect(await post(contributed, unsaved, fixture().contributor)).toMatchObject({
        status: 403,
        body: { message: PREVIEW_TEXT.notAllowed },
      });
      expect((await asAuthor(own)).status).toBe(200);
      expect((await post(randomUUID(), unsaved)).status).toBe(404);
      expect((await post(draft, unsaved, fixture().reader)).status).toBe(403);
      expect((await post(draft, unsaved, "")).status).toBe(403);
    });

    it("a test email of the unsaved draft goes to the signed-in person only, marked [Test], and is no newsletter send", async () => {
      await db()
        .insertInto("newsletter_subscribers")
        .values({ id: randomUUID(), email: "subscriber@example.com", status: "confirmed" })
        .execute();
      const postId = await insertTestPost(db(), { title: "Stored title", published: false });
      const answer = await post(postId, { ...unsaved, intent: "test-email", view: "email" });
      expect(answer).toMatchObject({
        status: 200,
        body: {
          ok: true,
          to: EDITOR_EMAIL(engine),
          message: PREVIEW_TEXT.testSent(EDITOR_EMAIL(engine)),
        },
      });
      const mails = await routeServices().mails();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: EDITOR_EMAIL(engine),
        subject: "[Test] Typed but never saved",
      });
      expect(mails[0]!.html).toContain("An unsaved standfirst");
      expect(mails[0]!.rawHeaders["list-unsubscribe"]).toBeUndefined();
      expect(await db().selectFrom("newsletter_sends").select("id").execute()).toEqual([]);
      expect(await db().selectFrom("newsletter_deliveries").select("id").execute()).toEqual([]);
      expect(await db().selectFrom("mail_jobs").select(["kind", "recipient"]).execute()).toEqual([
        { kind: "newsletter.test-send", recipient: EDITOR_EMAIL(engine) },
      ]);
      expect(await storedTitle(postId)).toBe("Stored title");
    });

    it(`test emails are limited to ${NEWSLETTER_TEST_LIMIT.limit} per person per window: then 429 with a clear message`, async () => {
      const postId = await insertTestPost(db(), { published: true });
      const send = () => post(postId, { ...unsaved, intent: "test-email" });
      for (let i = 0; i < NEWSLETTER_TEST_LIMIT.limit; i += 1) {
        expect((await send()).status).toBe(200);
      }
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(PREVIEW_TEXT.testLimited(10));
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await routeServices().mails()).toHaveLength(NEWSLETTER_TEST_LIMIT.limit);
      // Another person's count is their own.
      const other = await insertTestPost(db(), { published: false, authorId: fixture().authorId });
      const theirs = await post(other, { ...unsaved, intent: "test-email" }, fixture().author);
      expect(theirs.status).toBe(200);
    });
  },
  (db: Db, engine: Engine) =>
    usingTestAuth(db, async (t) => {
      const editor = await signedInAccount(t, {
        email: EDITOR_EMAIL(engine),
        name: "Preview Editor",
        role: "editor",
        ip: "192.0.2.71",
      });
      const author = await signedInAccount(t, {
        email: `preview-author-${engine}@example.com`,
        name: "Preview Author",
        role: "author",
        ip: "192.0.2.72",
      });
      const contributor = await signedInAccount(t, {
        email: `preview-contributor-${engine}@example.com`,
        name: "Preview Contributor",
        role: "contributor",
        ip: "192.0.2.74",
      });
      const reader = await signedInAccount(t, {
        email: `preview-reader-${engine}@example.com`,
        name: "Preview Reader",
        role: "user",
        ip: "192.0.2.73",
      });
      return {
        editor: editor.cookie,
        author: author.cookie,
        authorId: author.id,
        contributor: contributor.cookie,
        contributorId: contributor.id,
        reader: reader.cookie,
      };
    }),
);
