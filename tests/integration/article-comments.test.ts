import { expect, it } from "vitest";
import { DEFAULT_COMMENT_SETTINGS } from "~/comments/comment-settings";
import { saveCommentSettings } from "~/comments/comment-settings.server";
import { COMMENT_MAX_LENGTH } from "~/comments/comment-limits";
import { moderateComments } from "~/comments/moderation.server";
import { COMMENTS_TEXT } from "~/comments/comments-text";
import * as articleRoute from "~/routes/article";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { formRequest, signedInAccount, TEST_ORIGIN } from "../helpers/auth";
import { useRouteServices } from "../helpers/route-services";
import { testWriter } from "../helpers/writer";

describeEachEngine("article comments (route)", ({ db }) => {
  const t = useRouteServices(db);

  const post = (slug: string, fields: Record<string, string>, cookie?: string, origin?: string) =>
    articleRoute.action({
      request: formRequest(`/article/${slug}`, fields, { cookie, origin }),
      params: { articleSlug: slug },
      context: t.context(),
    } as never) as Promise<Response>;

  const read = async (slug: string, cookie?: string) => {
    const headers = new Headers(cookie ? { cookie } : {});
    const answer = (await articleRoute.loader({
      request: new Request(`${TEST_ORIGIN}/article/${slug}`, { headers }),
      params: { articleSlug: slug },
      context: t.context(),
    } as never)) as { commentCount: number; comments: string };
    // The section reaches the page as server-rendered HTML (the browser has none of its code).
    return { count: answer.commentCount, html: answer.comments };
  };

  const thrownStatus = async (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: { init?: { status?: number }; status?: number }) =>
        error.init?.status ?? error.status ?? null,
    );

  it("a reader posts without JavaScript: a form post, a redirect back with a message; a held comment stays out of the shared page", async () => {
    const postId = await insertTestPost(db(), { published: true });
    const slug = `post-${postId}`;
    const reader = await signedInAccount(t(), {
      email: "ada@example.com",
      name: "Ada Reader",
      role: "user",
      ip: "203.0.113.7",
    });

    // Signed out: off to sign in, and back to the comments after.
    const signedOut = await post(slug, { intent: "post", body: "Hello" });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/article/${slug}#comments`)}`,
    );

    // Another site's form is refused and stores nothing (CSRF).
    expect(
      await thrownStatus(
        post(slug, { intent: "post", body: "Forged" }, reader.cookie, "https://evil.example"),
      ),
    ).toBe(403);

    // A new account's first comment waits; the reader is told so.
    const held = await post(slug, { intent: "post", body: "My first comment" }, reader.cookie);
    expect(held.status).toBe(303);
    expect(held.headers.get("location")).toBe(`/article/${slug}#comments`);
    expect(held.headers.get("set-cookie")).toMatch(/^techpulse_flash=/);
    const stored = await db().selectFrom("comments").selectAll().execute();
    expect(stored.map((row) => [row.body, row.status])).toEqual([["My first comment", "held"]]);

    // Too long: a message, nothing stored.
    const tooLong = await post(
      slug,
      { intent: "post", body: "x".repeat(COMMENT_MAX_LENGTH + 1) },
      reader.cookie,
    );
    expect(tooLong.status).toBe(303);
    expect(await db().selectFrom("comments").select("id").execute()).toHaveLength(1);

    // The page is the same for the signed-in reader and for everyone, and holds nothing of theirs.
    const anonymous = await read(slug);
    const signedIn = await read(slug, reader.cookie);
    expect(signedIn).toEqual(anonymous);
    expect(signedIn.html).not.toMatch(/My first comment|Ada Reader|ada@example\.com/);
    expect(signedIn.count).toBe(0);
    expect(signedIn.html).toContain(COMMENTS_TEXT.empty);
    expect(signedIn.html).toMatch(/<form [^>]*action="\/article\/[^"]+#comments" method="post">/);

    // Approved, it is everyone's: on the page, counted.
    await moderateComments(
      testWriter(db()),
      { id: "editor", role: "editor" },
      { commentIds: [stored[0]!.id], action: "approve" },
    );
    const after = await read(slug);
    expect(after.count).toBe(1);
    expect(after.html).toMatch(/>Ada Reader<[\s\S]*>My first comment</);
    expect(after.html).not.toContain(COMMENTS_TEXT.empty);
    expect(after.html).not.toContain("ada@example.com");
  });

  it("a trusted reader's comment and reply publish at once; closed articles and switched-off comments show no form", async () => {
    await saveCommentSettings(testWriter(db()), {
      ...DEFAULT_COMMENT_SETTINGS,
      holdFirstComment: false,
    });
    const postId = await insertTestPost(db(), { published: true });
    const slug = `post-${postId}`;
    const reader = await signedInAccount(t(), {
      email: "bob@example.com",
      name: "Bob",
      role: "user",
      ip: "203.0.113.8",
    });
    await db()
      .updateTable("user")
      .set({ created_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where("id", "=", reader.id)
      .execute();
    const root = await post(slug, { intent: "post", body: "Root comment" }, reader.cookie);
    const rootId = root.headers.get("location")!.split("#comment-")[1]!;
    expect(rootId).toBeTruthy();
    const reply = await post(
      slug,
      { intent: "post", body: "A reply", replyTo: rootId },
      reader.cookie,
    );
    expect(reply.headers.get("location")).toMatch(/#comment-/);
    const page = await read(slug);
    expect(page.count).toBe(2);
    expect(page.html).toMatch(/>Root comment<[\s\S]*>A reply</);

    await db()
      .updateTable("posts")
      .set({ comments_closed: true })
      .where("id", "=", postId)
      .execute();
    const closed = await read(slug);
    expect(closed.html).toContain(COMMENTS_TEXT.closed);
    expect(closed.html).not.toContain('name="body"');
    await post(slug, { intent: "post", body: "Closed?" }, reader.cookie);
    expect(await db().selectFrom("comments").select("id").execute()).toHaveLength(2);
    await saveCommentSettings(testWriter(db()), { ...DEFAULT_COMMENT_SETTINGS, enabled: false });
    const off = await read(slug);
    expect(off.html).toContain(COMMENTS_TEXT.off);
    expect(off.html).not.toContain('name="body"');
  });
});
