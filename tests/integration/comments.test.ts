import { expect, it } from "vitest";
import { readContentVersion } from "~/cache/content-version.server";
import { CommentError } from "~/comments/comment-error";
import { COMMENT_MAX_LENGTH, COMMENT_RATE_LIMIT, REPORTS_TO_HIDE } from "~/comments/comment-limits";
import { DEFAULT_COMMENT_SETTINGS } from "~/comments/comment-settings";
import { saveCommentSettings } from "~/comments/comment-settings.server";
import {
  commentCountOf,
  listArticleComments,
  listOwnPendingComments,
} from "~/comments/comment-list.server";
import { banCommenter, liftCommentBan, moderateComments } from "~/comments/moderation.server";
import { listCommentActions, listModerationQueue } from "~/comments/moderation-queue.server";
import {
  deleteOwnComment,
  editComment,
  postComment,
  reportComment,
} from "~/comments/reader-commands.server";
import { runOwnCommentForm } from "~/comments/article-comment-action.server";
import { listReaderComments } from "~/comments/reader-comments.server";
import type { Db } from "~/db/connection.server";
import { describeEachEngine, insertTestPost } from "../helpers/database";
import { testWriter } from "../helpers/writer";

const HOUR_AGO = () => new Date(Date.now() - 3_600_000).toISOString();

async function addAccount(
  db: Db,
  id: string,
  options: { verified?: boolean; createdAt?: string; role?: string } = {},
): Promise<string> {
  const createdAt = options.createdAt ?? HOUR_AGO();
  await db
    .insertInto("user")
    .values({
      id,
      name: `Reader ${id}`,
      email: `${id}@example.com`,
      email_verified: options.verified ?? true,
      created_at: createdAt,
      updated_at: createdAt,
      role: options.role ?? null,
    })
    .execute();
  return id;
}

/** Comments publish at once unless a rule holds them: no first-comment hold in these tests. */
async function trustReaders(db: Db) {
  await saveCommentSettings(testWriter(db), {
    ...DEFAULT_COMMENT_SETTINGS,
    holdFirstComment: false,
  });
}

async function expectRefusal(promise: Promise<unknown>, code: string, status: number) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CommentError);
  expect({ code: (error as CommentError).code, status: (error as CommentError).status }).toEqual({
    code,
    status,
  });
}

const editor = { id: "editor", role: "editor" as const };

describeEachEngine("comments", ({ db }) => {
  it("a verified reader's comment and replies publish, thread one level deep, and keep the article's count", async () => {
    await trustReaders(db());
    const writer = testWriter(db());
    const postId = await insertTestPost(db(), { published: true });
    const ada = await addAccount(db(), "ada");
    const bob = await addAccount(db(), "bob");

    const root = await postComment(writer, {
      postId,
      readerId: ada,
      body: "First!\n\nSecond paragraph.",
    });
    expect(root.status).toBe("published");
    const reply = await postComment(writer, {
      postId,
      readerId: bob,
      body: "Agreed",
      replyTo: root.id,
    });
    const replyToReply = await postComment(writer, {
      postId,
      readerId: ada,
      body: "Thanks, Bob",
      replyTo: reply.id,
    });

    const page = await listArticleComments(db(), postId);
    expect(page.nextCursor).toBeNull();
    expect(page.threads).toHaveLength(1);
    const thread = page.threads[0]!;
    expect(thread).toMatchObject({ id: root.id, authorName: "Reader ada", status: "published" });
    expect(thread.replies.map((r) => [r.id, r.replyToName])).toEqual([
      [reply.id, null],
      [replyToReply.id, "Reader bob"],
    ]);
    // Nothing private in the public view: no account id, no email, no address.
    expect(JSON.stringify(page)).not.toMatch(/@example\.com|"ada"|ip_hash|author_id/);
    expect(await commentCountOf(db(), postId)).toBe(3);
  });

  it("an unverified, banned or absent reader, a closed article, a draft and comments turned off are refused on the server", async () => {
    await trustReaders(db());
    const writer = testWriter(db());
    const postId = await insertTestPost(db(), { published: true });
    const draftId = await insertTestPost(db(), { published: false });
    const unverified = await addAccount(db(), "unverified", { verified: false });
    const reader = await addAccount(db(), "reader");
    await addAccount(db(), "editor", { role: "editor" });

    await expectRefusal(
      postComment(writer, { postId, readerId: unverified, body: "Hi" }),
      "unverified",
      403,
    );
    await expectRefusal(
      postComment(writer, { postId, readerId: "nobody", body: "Hi" }),
      "no-account",
      403,
    );
    await expectRefusal(
      postComment(writer, { postId: draftId, readerId: reader, body: "Hi" }),
      "no-post",
      404,
    );
    await expectRefusal(
      postComment(writer, { postId, readerId: reader, body: "   " }),
      "invalid",
      400,
    );
    await expectRefusal(
      postComment(writer, { postId, readerId: reader, body: "x".repeat(COMMENT_MAX_LENGTH + 1) }),
      "invalid",
      400,
    );

    await banCommenter(writer, editor, { userId: reader, reason: "Insults" });
    const banned = await postComment(writer, { postId, readerId: reader, body: "Hi" }).catch(
      (e: unknown) => e,
    );
    expect((banned as CommentError).message).toContain("Insults");
    expect(await liftCommentBan(writer, editor, reader)).toBe(true);
    expect((await postComment(writer, { postId, readerId: reader, body: "Hi" })).status).toBe(
      "published",
    );

    await db()
      .updateTable("posts")
      .set({ comments_closed: true })
      .where("id", "=", postId)
      .execute();
    await expectRefusal(
      postComment(writer, { postId, readerId: reader, body: "Again" }),
      "closed",
      403,
    );

    await saveCommentSettings(writer, { ...DEFAULT_COMMENT_SETTINGS, enabled: false });
    await expectRefusal(postComment(writer, { postId, readerId: reader, body: "Off" }), "off", 403);
    expect((await listCommentActions(db(), editor)).map((a) => a.action)).toEqual(["unban", "ban"]);
  });

  it("a held comment changes no public page: the content version moves only when a comment becomes public", async () => {
    const writer = testWriter(db());
    const postId = await insertTestPost(db(), { published: true });
    const reader = await addAccount(db(), "reader");
    const before = await readContentVersion(db());
    // First comment held (the default), so nothing public changed.
    const held = await postComment(writer, { postId, readerId: reader, body: "My first" });
    expect(held).toMatchObject({ status: "held", heldReason: "first comment" });
    expect(await readContentVersion(db())).toBe(before);
    expect(await commentCountOf(db(), postId)).toBe(0);
    expect((await listArticleComments(db(), postId)).threads).toEqual([]);
    // The reader alone sees it waiting.
    expect((await listOwnPendingComments(db(), postId, reader)).map((c) => c.id)).toEqual([
      held.id,
    ]);

    await moderateComments(writer, editor, { commentIds: [held.id], action: "approve" });
    const approved = await readContentVersion(db());
    expect(approved).toBeGreaterThan(before);
    expect(await commentCountOf(db(), postId)).toBe(1);

    // An edit of a public comment changes the page too, though not the count.
    await editComment(writer, { commentId: held.id, readerId: reader, body: "My first, edited" });
    expect(await readContentVersion(db())).toBeGreaterThan(approved);
    const [thread] = (await listArticleComments(db(), postId)).threads;
    expect(thread?.body).toBe("My first, edited");
    expect(thread?.editedAt).not.toBeNull();
    expect(await commentCountOf(db(), postId)).toBe(1);
  });

  it("spam and abuse are held, never published and never lost", async () => {
    const writer = testWriter(db());
    await saveCommentSettings(writer, {
      ...DEFAULT_COMMENT_SETTINGS,
      holdFirstComment: false,
      blockedWords: ["casino"],
      blockedDomains: ["spam.example"],
    });
    const postId = await insertTestPost(db(), { published: true });
    const reader = await addAccount(db(), "reader");
    const young = await addAccount(db(), "young", { createdAt: new Date().toISOString() });
    const post = (readerId: string, body: string, extra: { honeypot?: string; ip?: string } = {}) =>
      postComment(writer, { postId, readerId, body, ...extra });

    expect(
      (await post(reader, "See https://a.example https://b.example https://c.example")).heldReason,
    ).toBe("links");
    expect((await post(reader, "Best Casino in town")).heldReason).toBe("blocked word");
    expect((await post(reader, "Casinos are not casino-free")).heldReason).toBe("blocked word");
    expect((await post(reader, "Go to https://www.spam.example/x")).heldReason).toBe(
      "blocked domain",
    );
    expect(await post(young, "Hello there")).toMatchObject({
      status: "held",
      heldReason: "new account",
    });
    expect(await post(reader, "A bot", { honeypot: "http://bot" })).toMatchObject({
      status: "spam",
    });
    // Five in the window so far from this account: the sixth waits.
    expect(await post(reader, "One more thought")).toMatchObject({
      heldReason: "rate limit (account)",
    });

    const other = await addAccount(db(), "other");
    const fresh = await addAccount(db(), "fresh");
    expect((await post(other, "Nice piece")).status).toBe("published");
    expect((await post(other, "Nice piece")).heldReason).toBe("duplicate");
    for (let n = 0; n < COMMENT_RATE_LIMIT.count; n++) {
      await post(fresh, `From one address ${n}`, { ip: "203.0.113.9" });
    }
    const third = await addAccount(db(), "third");
    expect((await post(third, "Same address", { ip: "203.0.113.9" })).heldReason).toBe(
      "rate limit (address)",
    );
    // Every one of them is kept for a moderator.
    const queue = await listModerationQueue(db(), editor, { tab: "held" });
    expect(queue.comments.length).toBeGreaterThanOrEqual(7);
    expect((await listModerationQueue(db(), editor, { tab: "spam" })).comments).toHaveLength(1);
  });

  it("a reader edits only within the window, deletes any time; a deleted root with replies stays as a placeholder", async () => {
    await trustReaders(db());
    const writer = testWriter(db());
    const postId = await insertTestPost(db(), { published: true });
    const ada = await addAccount(db(), "ada");
    const bob = await addAccount(db(), "bob");
    const root = await postComment(writer, { postId, readerId: ada, body: "Root" });
    const reply = await postComment(writer, {
      postId,
      readerId: bob,
      body: "Reply",
      replyTo: root.id,
    });
    const lone = await postComment(writer, { postId, readerId: ada, body: "Lonely" });

    await expectRefusal(
      editComment(writer, { commentId: root.id, readerId: bob, body: "Mine" }),
      "not-yours",
      403,
    );
    await db()
      .updateTable("comments")
      .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where("id", "=", root.id)
      .execute();
    await expectRefusal(
      editComment(writer, { commentId: root.id, readerId: ada, body: "Late" }),
      "edit-closed",
      403,
    );

    await deleteOwnComment(writer, { commentId: root.id, readerId: ada });
    await deleteOwnComment(writer, { commentId: lone.id, readerId: ada });
    const { threads } = await listArticleComments(db(), postId);
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ id: root.id, status: "deleted", body: "", authorName: "" });
    expect(threads[0]!.replies.map((r) => r.id)).toEqual([reply.id]);
    expect(await commentCountOf(db(), postId)).toBe(1);
    // Once its last reply goes, the placeholder goes from the page too.
    await deleteOwnComment(writer, { commentId: reply.id, readerId: bob });
    expect((await listArticleComments(db(), postId)).threads).toEqual([]);
    expect(await commentCountOf(db(), postId)).toBe(0);
  });

  it("a reader's account lists only their own comments, newest first, with the edit window; its forms edit and delete as the article's do", async () => {
    await trustReaders(db());
    const writer = testWriter(db());
    const postId = await insertTestPost(db(), { published: true });
    const ada = await addAccount(db(), "ada");
    const bob = await addAccount(db(), "bob");
    const old = await postComment(writer, { postId, readerId: ada, body: "Old words" });
    await db()
      .updateTable("comments")
      .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where("id", "=", old.id)
      .execute();
    const fresh = await postComment(writer, {
      postId,
      readerId: ada,
      body: "Fresh words",
      replyTo: old.id,
    });
    await postComment(writer, { postId, readerId: bob, body: "Not Ada's" });

    const listed = await listReaderComments(db(), ada);
    expect(listed.map((c) => [c.body, c.isReply, c.status])).toEqual([
      ["Fresh words", true, "published"],
      ["Old words", false, "published"],
    ]);
    expect(listed[0]!.editableUntil).not.toBeNull();
    expect(listed[1]!.editableUntil).toBeNull();
    expect(listed[0]).toMatchObject({ postPublished: true });

    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    expect(
      await runOwnCommentForm(writer, {
        readerId: ada,
        form: form({ intent: "edit", commentId: fresh.id, body: "Fresher words" }),
      }),
    ).toMatchObject({ flash: "commentEdited", status: 303 });
    expect(
      await runOwnCommentForm(writer, {
        readerId: ada,
        form: form({ intent: "edit", commentId: old.id, body: "Too late" }),
      }),
    ).toMatchObject({ flash: "commentEditClosed", status: 403 });
    // Somebody else's comment, a post, and junk are refused without touching anything.
    const bobs = (await listReaderComments(db(), bob))[0]!;
    expect(
      await runOwnCommentForm(writer, {
        readerId: ada,
        form: form({ intent: "delete", commentId: bobs.id }),
      }),
    ).toMatchObject({ flash: "commentNotAllowed", status: 403 });
    expect(
      await runOwnCommentForm(writer, { readerId: ada, form: form({ intent: "post", body: "x" }) }),
    ).toMatchObject({ flash: "commentInvalid", status: 400 });
    expect(
      await runOwnCommentForm(writer, {
        readerId: ada,
        form: form({ intent: "delete", commentId: "../x" }),
      }),
    ).toMatchObject({ flash: "commentGone", status: 404 });
    expect(
      await runOwnCommentForm(writer, {
        readerId: ada,
        form: form({ intent: "delete", commentId: fresh.id }),
      }),
    ).toMatchObject({ flash: "commentDeleted", status: 303 });
    expect((await listReaderComments(db(), ada)).map((c) => c.body)).toEqual(["Old words"]);
    expect((await listReaderComments(db(), bob)).map((c) => c.body)).toEqual(["Not Ada's"]);
  });

  it(`readers report once each; ${REPORTS_TO_HIDE} reports hide a comment until a moderator restores it`, async () => {
    await trustReaders(db());
    const writer = testWriter(db());
    const postId = await insertTestPost(db(), { published: true });
    const author = await addAccount(db(), "author");
    const comment = await postComment(writer, { postId, readerId: author, body: "Hot take" });
    await expectRefusal(
      reportComment(writer, { commentId: comment.id, readerId: author, reason: "x" }),
      "own",
      400,
    );
    const reporters = ["r1", "r2", "r3"];
    for (const id of reporters) await addAccount(db(), id);
    expect(
      await reportComment(writer, { commentId: comment.id, readerId: "r1", reason: "Rude" }),
    ).toEqual({ hidden: false });
    await expectRefusal(
      reportComment(writer, { commentId: comment.id, readerId: "r1", reason: "Again" }),
      "reported",
      409,
    );
    await reportComment(writer, { commentId: comment.id, readerId: "r2", reason: "Rude" });
    expect(
      await reportComment(writer, { commentId: comment.id, readerId: "r3", reason: "Rude" }),
    ).toEqual({ hidden: true });
    expect(await commentCountOf(db(), postId)).toBe(0);
    expect(
      (await listModerationQueue(db(), editor, { tab: "reported" })).comments[0],
    ).toMatchObject({
      id: comment.id,
      status: "hidden",
      reportCount: 3,
    });
    await moderateComments(writer, editor, { commentIds: [comment.id], action: "restore" });
    expect(await commentCountOf(db(), postId)).toBe(1);
    expect((await listModerationQueue(db(), editor, { tab: "reported" })).comments).toEqual([]);
  });

  it("authors moderate comments on their own posts only; contributors and readers not at all; bans are the editors'", async () => {
    await trustReaders(db());
    const writer = testWriter(db());
    await addAccount(db(), "author", { role: "author" });
    await db().insertInto("profiles").values({ id: "author", full_name: "Author" }).execute();
    const own = await insertTestPost(db(), { published: true, authorId: "author" });
    const others = await insertTestPost(db(), { published: true });
    const reader = await addAccount(db(), "reader");
    const onOwn = await postComment(writer, { postId: own, readerId: reader, body: "On own" });
    const onOthers = await postComment(writer, {
      postId: others,
      readerId: reader,
      body: "On others",
    });
    const author = { id: "author", role: "author" as const };

    expect(
      (await listModerationQueue(db(), author, { tab: "published" })).comments.map((c) => c.id),
    ).toEqual([onOwn.id]);
    await moderateComments(writer, author, { commentIds: [onOwn.id], action: "hide" });
    await expectRefusal(
      moderateComments(writer, author, { commentIds: [onOwn.id, onOthers.id], action: "spam" }),
      "forbidden",
      403,
    );
    await expectRefusal(
      moderateComments(
        writer,
        { id: "c", role: "contributor" },
        { commentIds: [onOwn.id], action: "approve" },
      ),
      "forbidden",
      403,
    );
    await expectRefusal(
      moderateComments(
        writer,
        { id: reader, role: null },
        { commentIds: [onOwn.id], action: "approve" },
      ),
      "forbidden",
      403,
    );
    await expectRefusal(
      listModerationQueue(db(), { id: "c", role: "contributor" }, { tab: "held" }),
      "forbidden",
      403,
    );
    await expectRefusal(
      banCommenter(writer, author, { userId: reader, reason: "No" }),
      "forbidden",
      403,
    );
    // The bulk refusal changed nothing.
    expect(
      (await listModerationQueue(db(), editor, { tab: "published" })).comments.map((c) => c.id),
    ).toEqual([onOthers.id]);
  });

  it("pages threads by keyset, newest or oldest first, without repeating or skipping one", async () => {
    await trustReaders(db());
    const postId = await insertTestPost(db(), { published: true });
    await addAccount(db(), "reader");
    // Seven threads, two of them at the same instant (the id breaks the tie).
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
    const ids: string[] = [];
    for (const [n, minute] of [0, 1, 2, 2, 3, 4, 5].entries()) {
      const id = `c${n}`;
      ids.push(id);
      await db()
        .insertInto("comments")
        .values({
          id,
          post_id: postId,
          author_id: "reader",
          author_name: "Reader",
          body: `Comment ${n}`,
          status: "published",
          created_at: at(minute),
        })
        .execute();
    }
    for (const order of ["newest", "oldest"] as const) {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page = await listArticleComments(db(), postId, { order, after, limit: 3 });
        seen.push(...page.threads.map((t) => t.id));
        after = page.nextCursor;
      } while (after);
      const expected =
        order === "oldest"
          ? ["c0", "c1", "c2", "c3", "c4", "c5", "c6"]
          : ["c6", "c5", "c4", "c3", "c2", "c1", "c0"];
      expect(seen, order).toEqual(expected);
    }
    expect(await commentCountOf(db(), postId)).toBe(7);
    // A cursor that is not ours shows the first page.
    expect(
      (await listArticleComments(db(), postId, { after: "garbage", limit: 2 })).threads.map(
        (t) => t.id,
      ),
    ).toEqual(["c6", "c5"]);
    // Deleting the post takes its comments and its count.
    await db().deleteFrom("posts").where("id", "=", postId).execute();
    expect(await commentCountOf(db(), postId)).toBe(0);
  });
});
