import { expect, it } from "vitest";
import { articleComments } from "~/comments/article-comments.server";
import { DEFAULT_COMMENT_SETTINGS } from "~/comments/comment-settings";
import { getCommentSettings, saveCommentSettings } from "~/comments/comment-settings.server";
import {
  countCommentsAwaitingReview,
  countModerationTabs,
  listCommentActions,
  listModerationQueue,
} from "~/comments/moderation-queue.server";
import { commentBanNote, postComment, reportComment } from "~/comments/reader-commands.server";
import { setPostAuthors } from "~/content/post-authors.server";
import type { Db } from "~/db/connection.server";
import { takeFlash } from "~/http/flash.server";
import * as articleRoute from "~/routes/article";
import * as commentsRoute from "~/routes/admin-hub/comments";
import * as postEditRoute from "~/routes/admin-hub/post-edit";
import * as settingsRoute from "~/routes/admin-hub/settings";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { formRequest, signedInAccount, TEST_ORIGIN } from "../helpers/auth";
import { useRouteServices } from "../helpers/route-services";
import { testWriter } from "../helpers/writer";

const editor = { id: "editor", role: "editor" as const };

async function addReader(db: Db, id: string, name = `Reader ${id}`): Promise<string> {
  const createdAt = new Date(Date.now() - 3_600_000).toISOString();
  await db
    .insertInto("user")
    .values({
      id,
      name,
      email: `${id}@example.com`,
      email_verified: true,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

/** A comment row at a given minute, straight into the table (the screening is not under test). */
async function insertComment(
  db: Db,
  values: {
    id: string;
    postId: string;
    authorId: string;
    body: string;
    status: string;
    minute: number;
  },
) {
  await db
    .insertInto("comments")
    .values({
      id: values.id,
      post_id: values.postId,
      author_id: values.authorId,
      author_name: `Reader ${values.authorId}`,
      body: values.body,
      status: values.status as "held",
      created_at: new Date(Date.UTC(2026, 0, 1, 12, values.minute)).toISOString(),
    })
    .execute();
}

/** A reader's first comment is published at once (the tests below are not about holding it). */
async function publishFirstComments(db: Db) {
  await saveCommentSettings(testWriter(db), {
    ...DEFAULT_COMMENT_SETTINGS,
    holdFirstComment: false,
  });
}

/** The profile that names a staff member on bylines. */
async function addProfile(db: Db, id: string, fullName: string) {
  await db
    .insertInto("profiles")
    .values({ id, full_name: fullName })
    .onConflict((c) => c.column("id").doNothing())
    .execute();
}

describeEachEngine("comment moderation (admin)", ({ db }) => {
  const t = useRouteServices(db);

  /** A new account of `role`, signed in from `ip`: its id and session cookie. */
  const signIn = (email: string, name: string, role: string, ip: string) =>
    signedInAccount(t(), { email, name, role, ip });

  const act = (
    route: { action: unknown },
    path: string,
    fields: Record<string, string | string[]>,
    cookie: string,
    params = {},
  ) =>
    (
      route.action as (args: unknown) => Promise<{
        data: { ok: boolean; message: string; fieldErrors?: Record<string, string> };
        init: { status?: number } | null;
      }>
    )({
      request: formRequest(path, fields, { cookie }),
      params,
      context: t.context(),
    });

  it("tabs count what each holds; the queue filters by article, reader and text and pages by keyset", async () => {
    const first = await insertTestPost(db(), { published: true });
    const second = await insertTestPost(db(), { published: true });
    await addReader(db(), "ada");
    await addReader(db(), "bob");
    const rows = [
      ["h1", first, "ada", "Held about rockets", "held"],
      ["h2", second, "bob", "Held about boats", "held"],
      ["h3", first, "bob", "Held about RoCkEts too", "held"],
      ["p1", first, "ada", "Published", "published"],
      ["s1", second, "bob", "Spam 100% off_sale", "spam"],
      ["x1", first, "ada", "Hidden", "hidden"],
    ] as const;
    for (const [minute, [id, postId, authorId, body, status]] of rows.entries()) {
      await insertComment(db(), { id, postId, authorId, body, status, minute });
    }
    await db().updateTable("comments").set({ report_count: 2 }).where("id", "=", "p1").execute();

    expect(await countModerationTabs(db(), editor)).toEqual({
      held: 3,
      reported: 1,
      published: 1,
      hidden: 1,
      spam: 1,
    });
    expect((await countModerationTabs(db(), editor, { postId: first })).held).toBe(2);
    expect(await countCommentsAwaitingReview(db(), editor)).toBe(4);

    const ids = async (filter: Parameters<typeof listModerationQueue>[2]) =>
      (await listModerationQueue(db(), editor, filter)).comments.map((c) => c.id);
    expect(await ids({ tab: "held" })).toEqual(["h3", "h2", "h1"]);
    expect(await ids({ tab: "held", postId: first })).toEqual(["h3", "h1"]);
    expect(await ids({ tab: "held", authorId: "bob" })).toEqual(["h3", "h2"]);
    expect(await ids({ tab: "held", search: "rockets" })).toEqual(["h3", "h1"]);
    expect(await ids({ tab: "held", search: "Reader ada" })).toEqual(["h1"]);
    // LIKE's wildcards in a search are plain characters.
    expect(await ids({ tab: "spam", search: "100%" })).toEqual(["s1"]);
    expect(await ids({ tab: "spam", search: "f_s" })).toEqual(["s1"]);
    expect(await ids({ tab: "held", search: "%" })).toEqual([]);
    expect(await ids({ tab: "reported" })).toEqual(["p1"]);

    // Keyset pages: every held comment once, in order.
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listModerationQueue>> = await listModerationQueue(
        db(),
        editor,
        { tab: "held", after, limit: 2 },
      );
      seen.push(...page.comments.map((c) => c.id));
      after = page.nextCursor;
    } while (after);
    expect(seen).toEqual(["h3", "h2", "h1"]);

    // Editors see the reader's address; an author does not.
    const [forEditor] = (await listModerationQueue(db(), editor, { tab: "published" })).comments;
    expect(forEditor?.authorEmail).toBe("ada@example.com");
  });

  it("bulk actions through the screen: each comment changed, recorded with who and when; a reported comment kept leaves the Reported tab", async () => {
    const postId = await insertTestPost(db(), { published: true });
    await addReader(db(), "ada");
    for (const [minute, id] of ["a", "b", "c"].entries()) {
      await insertComment(db(), {
        id,
        postId,
        authorId: "ada",
        body: `Body ${id}`,
        status: "held",
        minute,
      });
    }
    const moderator = await signIn("ed@example.com", "Ed Itor", "editor", "203.0.113.20");
    const path = "/admin-hub/comments";
    const approved = await act(
      commentsRoute,
      path,
      { intent: "moderate", action: "approve", commentId: ["a", "b"] },
      moderator.cookie,
    );
    expect(approved.data).toMatchObject({ ok: true, message: "2 comments approved." });
    const statuses = await db()
      .selectFrom("comments")
      .select(["id", "status"])
      .orderBy("id")
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(["published", "published", "held"]);

    // Nothing chosen, an unknown action, too many: refused with a reason, nothing changed.
    const badForms: Record<string, string | string[]>[] = [
      { intent: "moderate", action: "approve" },
      { intent: "moderate", action: "explode", commentId: "c" },
      {
        intent: "moderate",
        action: "hide",
        commentId: Array.from({ length: 201 }, (_, n) => `id${n}`),
      },
      { intent: "ban", userId: "ada", reason: "   " },
    ];
    for (const fields of badForms) {
      const refused = await act(commentsRoute, path, fields, moderator.cookie);
      expect(refused.init?.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(refused.data.ok).toBe(false);
    }
    expect(
      await db().selectFrom("comments").select("id").where("status", "=", "held").execute(),
    ).toHaveLength(1);

    // Three readers report "a": hidden until reviewed; kept by a moderator, it is public again.
    for (const reporter of ["r1", "r2", "r3"]) {
      await addReader(db(), reporter);
      await reportComment(testWriter(db()), {
        commentId: "a",
        readerId: reporter,
        reason: `Rude (${reporter})`,
      });
    }
    const [reported] = (await listModerationQueue(db(), editor, { tab: "reported" })).comments;
    expect(reported).toMatchObject({ id: "a", status: "hidden", reportCount: 3 });
    expect(reported?.reports.map((r) => r.reason)).toEqual(["Rude (r1)", "Rude (r2)", "Rude (r3)"]);
    await act(
      commentsRoute,
      path,
      { intent: "moderate", action: "restore", commentId: "a" },
      moderator.cookie,
    );
    expect((await listModerationQueue(db(), editor, { tab: "reported" })).comments).toEqual([]);
    // A published comment reported once, kept ("approve"): its reports are dismissed.
    await addReader(db(), "r4");
    await reportComment(testWriter(db()), { commentId: "b", readerId: "r4", reason: "Meh" });
    await act(
      commentsRoute,
      path,
      { intent: "moderate", action: "approve", commentId: "b" },
      moderator.cookie,
    );
    expect((await countModerationTabs(db(), editor)).reported).toBe(0);
    // Reported again and hidden by a moderator: reviewed too, its report kept beside it.
    await reportComment(testWriter(db()), { commentId: "b", readerId: "r1", reason: "Spam link" });
    expect((await countModerationTabs(db(), editor)).reported).toBe(1);
    await act(
      commentsRoute,
      path,
      { intent: "moderate", action: "hide", commentId: "b" },
      moderator.cookie,
    );
    expect((await countModerationTabs(db(), editor)).reported).toBe(0);
    const [hidden] = (await listModerationQueue(db(), editor, { tab: "hidden" })).comments;
    expect(hidden?.reports.map((r) => r.reason)).toEqual(["Spam link"]);

    const activity = await listCommentActions(db(), editor);
    expect(activity.map((entry) => [entry.action, entry.actorName])).toEqual([
      ["hide", "Ed Itor"],
      ["approve", "Ed Itor"],
      ["restore", "Ed Itor"],
      ["hide", null],
      ["approve", "Ed Itor"],
      ["approve", "Ed Itor"],
    ]);
    expect(activity[0]?.postTitle).toBeTruthy();
  });

  it("authors moderate the comments on the posts they co-author (post_authors), and nothing else", async () => {
    await publishFirstComments(db());
    const author = await signIn("co@example.com", "Co Author", "author", "203.0.113.30");
    await addProfile(db(), author.id, "Co Author");
    await addReader(db(), "lead");
    await addProfile(db(), "lead", "Lead");
    // A post led by someone else, with the author second on the byline.
    const coWritten = await insertTestPost(db(), { published: true, authorId: "lead" });
    await setPostAuthors(db(), coWritten, ["lead", author.id]);
    const others = await insertTestPost(db(), { published: true, authorId: "lead" });
    await addReader(db(), "ada");
    const onCo = await postComment(testWriter(db()), {
      postId: coWritten,
      readerId: "ada",
      body: "On the co-written one",
    });
    const onOthers = await postComment(testWriter(db()), {
      postId: others,
      readerId: "ada",
      body: "Elsewhere",
    });
    const actor = { id: author.id, role: "author" as const };

    const visible = await listModerationQueue(db(), actor, { tab: "published" });
    expect(visible.comments.map((c) => c.id)).toEqual([onCo.id]);
    expect(visible.comments[0]?.authorEmail).toBeNull();
    expect((await countModerationTabs(db(), actor)).published).toBe(1);

    const path = "/admin-hub/comments";
    const hid = await act(
      commentsRoute,
      path,
      { intent: "moderate", action: "hide", commentId: onCo.id },
      author.cookie,
    );
    expect(hid.data.ok).toBe(true);
    const refused = await act(
      commentsRoute,
      path,
      { intent: "moderate", action: "hide", commentId: onOthers.id },
      author.cookie,
    );
    expect(refused.init?.status).toBe(403);
    const ban = await act(
      commentsRoute,
      path,
      { intent: "ban", userId: "ada", reason: "No" },
      author.cookie,
    );
    expect(ban.init?.status).toBe(403);
    const statuses = await db().selectFrom("comments").select(["id", "status"]).execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [onCo.id]: "hidden",
      [onOthers.id]: "published",
    });
    // Taken off the byline, the author no longer sees or moderates its comments.
    await setPostAuthors(db(), coWritten, ["lead"]);
    expect((await listModerationQueue(db(), actor, { tab: "hidden" })).comments).toEqual([]);
    expect((await listCommentActions(db(), actor)).map((a) => a.commentId)).toEqual([]);
  });

  it("a ban refuses the reader's next comment with the reason shown after the redirect; lifting it lets them comment again", async () => {
    await publishFirstComments(db());
    const postId = await insertTestPost(db(), { published: true });
    const slug = `post-${postId}`;
    const moderator = await signIn("ed@example.com", "Ed Itor", "editor", "203.0.113.40");
    const reader = await signIn("troll@example.com", "Troll", "user", "203.0.113.41");
    const banned = await act(
      commentsRoute,
      "/admin-hub/comments",
      { intent: "ban", userId: reader.id, reason: "  Personal attacks  " },
      moderator.cookie,
    );
    expect(banned.data.ok).toBe(true);

    const answer = (await articleRoute.action({
      request: formRequest(
        `/article/${slug}`,
        { intent: "post", body: "Let me in" },
        { cookie: reader.cookie },
      ),
      params: { articleSlug: slug },
      context: t.context(),
    } as never)) as Response;
    expect(answer.status).toBe(303);
    expect(await db().selectFrom("comments").select("id").execute()).toEqual([]);
    // The next page's message: the cookie names the message, the server adds the reason.
    const flashCookie = answer.headers.get("set-cookie")!.split(";")[0]!;
    const { flash } = await takeFlash(
      new Request(`${TEST_ORIGIN}/article/${slug}`, { headers: { cookie: flashCookie } }),
      { commentBanned: () => commentBanNote(db(), reader.id) },
    );
    expect(flash).toMatchObject({
      kind: "error",
      title: "You can no longer comment on this site. Reason: Personal attacks",
    });

    const lifted = await act(
      commentsRoute,
      "/admin-hub/comments",
      { intent: "unban", userId: reader.id },
      moderator.cookie,
    );
    expect(lifted.data.ok).toBe(true);
    const again = await act(
      commentsRoute,
      "/admin-hub/comments",
      { intent: "unban", userId: reader.id },
      moderator.cookie,
    );
    expect(again.init?.status).toBe(404);
    expect(await commentBanNote(db(), reader.id)).toBeNull();
    const posted = await postComment(testWriter(db()), {
      postId,
      readerId: reader.id,
      body: "Sorry",
    });
    // Taken, not refused (a ten-minute-old account's comment waits, as any new account's).
    expect(posted).toMatchObject({ status: "held", heldReason: "new account" });
    expect(
      (await listCommentActions(db(), editor)).map((a) => [a.action, a.reason, a.targetName]),
    ).toEqual([
      ["unban", null, "Troll"],
      ["ban", "Personal attacks", "Troll"],
    ]);
  });

  it("the comment settings form is checked on the server: clear errors, nothing stored; valid lists are trimmed, lower-cased and deduplicated", async () => {
    const admin = await signIn("boss@example.com", "Boss", "admin", "203.0.113.50");
    const save = (fields: Record<string, string>) =>
      act(
        settingsRoute,
        "/admin-hub/settings",
        {
          intent: "comments",
          editWindowMinutes: "15",
          blockedWords: "",
          blockedDomains: "",
          ...fields,
        },
        admin.cookie,
      );
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ editWindowMinutes: "" }, "editWindowMinutes", /whole number/],
      [{ editWindowMinutes: "2.5" }, "editWindowMinutes", /whole number/],
      [{ editWindowMinutes: "5000" }, "editWindowMinutes", /1440/],
      [{ blockedDomains: "spam.example\nnot a domain" }, "blockedDomains", /not a domain/],
      [{ blockedWords: "x".repeat(101) }, "blockedWords", /longer than 100/],
      [
        { blockedWords: Array.from({ length: 501 }, (_, n) => `w${n}`).join("\n") },
        "blockedWords",
        /500/,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await save(fields);
      expect(refused.init?.status, field).toBe(400);
      expect(refused.data.fieldErrors?.[field], field).toMatch(message);
    }
    expect(await getCommentSettings(db())).toEqual(DEFAULT_COMMENT_SETTINGS);

    const saved = await save({
      holdFirstComment: "on",
      editWindowMinutes: " 30 ",
      blockedWords: "  Casino \n\ncasino\nFree Money",
      blockedDomains: "https://www.Spam.example/path\n*.ads.example\nspam.example",
    });
    expect(saved.data).toMatchObject({ ok: true });
    expect(await getCommentSettings(db())).toEqual({
      enabled: false,
      holdFirstComment: true,
      editWindowMinutes: 30,
      blockedWords: ["casino", "free money"],
      blockedDomains: ["spam.example", "ads.example"],
    });
  });

  it("closing comments in the post settings: saved with the document, the article says so; a form without the box leaves it", async () => {
    const writer = await signIn("writer@example.com", "Writer", "author", "203.0.113.60");
    await addProfile(db(), writer.id, "Writer");
    const postId = await insertTestPost(db(), { published: true, authorId: writer.id });
    const post = await db()
      .selectFrom("posts")
      .select(["slug", "updated_at"])
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    const document = (extra: Record<string, string>) => ({
      intent: "save",
      title: "Closed for comments",
      slug: post.slug,
      content: "<p>Body</p>",
      published: "on",
      ...extra,
    });
    const edit = (fields: Record<string, string>) =>
      act(postEditRoute, `/admin-hub/posts/${postId}`, fields, writer.cookie, { postId });

    expect((await edit(document({ commentsListed: "1", commentsClosed: "on" }))).data.ok).toBe(
      true,
    );
    const closed = await db()
      .selectFrom("posts")
      .select("comments_closed")
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    expect(closed.comments_closed).toBe(true);
    const section = await articleComments(
      db(),
      { id: postId, published: true },
      { order: null, after: null },
    );
    expect(section.state).toBe("closed");

    // A save that does not carry the box (another client) keeps the choice.
    expect((await edit(document({ title: "Still closed" }))).data.ok).toBe(true);
    expect(
      (
        await db()
          .selectFrom("posts")
          .select("comments_closed")
          .where("id", "=", postId)
          .executeTakeFirstOrThrow()
      ).comments_closed,
    ).toBe(true);
    // Unchecked, with the box listed: open again.
    expect((await edit(document({ commentsListed: "1" }))).data.ok).toBe(true);
    expect(
      (await articleComments(db(), { id: postId, published: true }, { order: null, after: null }))
        .state,
    ).toBe("open");
  });
});
