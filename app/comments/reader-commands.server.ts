import type { Db } from "~/db/connection.server";
import type { CommentStatus } from "~/db/schema";
import type { Writer } from "~/platform/domain-events.server";
import { newId } from "~/platform/ids.server";
import { CommentError } from "./comment-error";
import { REPORTS_TO_HIDE } from "./comment-limits";
import { editCommentSchema, newCommentSchema, reportCommentSchema } from "./comment-rules";
import { getCommentSettings } from "./comment-settings.server";
import { commentIpHash, screenNewComment, screenText, type HoldReason } from "./screening.server";

/**
 * What a signed-in reader does with comments (issue 39, items 1–2): post, reply, edit within the
 * window, delete, report. Every rule is checked here, on the server, whatever the page showed:
 * an unverified or banned reader is refused, a closed article takes no comment.
 */

export interface NewComment {
  postId: string;
  readerId: string;
  body: string;
  replyTo?: string | undefined;
  honeypot?: string;
  ip?: string | null;
}

export interface PostedComment {
  id: string;
  status: CommentStatus;
  heldReason: HoldReason | null;
}

async function commenter(db: Db, readerId: string) {
  const reader = await db
    .selectFrom("user")
    .leftJoin("comment_bans", "comment_bans.user_id", "user.id")
    .select([
      "user.id",
      "user.name",
      "user.email_verified",
      "user.created_at",
      "comment_bans.reason as ban_reason",
    ])
    .where("user.id", "=", readerId)
    .executeTakeFirst();
  if (!reader) throw new CommentError("no-account", "Please sign in to comment.", 403);
  if (!reader.email_verified) {
    throw new CommentError(
      "unverified",
      "Please verify your email address before commenting.",
      403,
    );
  }
  if (reader.ban_reason !== null) {
    throw new CommentError(
      "banned",
      `You can no longer comment on this site. Reason: ${reader.ban_reason}`,
      403,
    );
  }
  return reader;
}

/** "Reason: …" for a banned reader (the message after a refused comment), else null. */
export async function commentBanNote(db: Db, readerId: string): Promise<string | null> {
  const ban = await db
    .selectFrom("comment_bans")
    .select("reason")
    .where("user_id", "=", readerId)
    .executeTakeFirst();
  return ban ? `Reason: ${ban.reason}` : null;
}

/** Stores a comment or a reply: published, or held for a moderator with the screening's reason. */
export async function postComment(writer: Writer, input: NewComment): Promise<PostedComment> {
  const { body, replyTo } = parse(newCommentSchema, { body: input.body, replyTo: input.replyTo });
  const settings = await getCommentSettings(writer.db);
  if (!settings.enabled) throw new CommentError("off", "Comments are turned off.", 403);
  const reader = await commenter(writer.db, input.readerId);
  const post = await writer.db
    .selectFrom("posts")
    .select(["id", "published", "comments_closed"])
    .where("id", "=", input.postId)
    .executeTakeFirst();
  if (!post?.published) throw new CommentError("no-post", "This article does not exist.", 404);
  if (post.comments_closed) {
    throw new CommentError("closed", "Comments on this article are closed.", 403);
  }

  let threadId: string | null = null;
  let replyToName: string | null = null;
  if (replyTo) {
    const parent = await writer.db
      .selectFrom("comments")
      .leftJoin("user", "user.id", "comments.author_id")
      .select([
        "comments.id",
        "comments.thread_id",
        "comments.status",
        "comments.post_id",
        "comments.author_name",
        "user.name",
      ])
      .where("comments.id", "=", replyTo)
      .executeTakeFirst();
    if (!parent || parent.post_id !== post.id || parent.status !== "published") {
      throw new CommentError("no-parent", "The comment you replied to is no longer there.", 404);
    }
    threadId = parent.thread_id ?? parent.id;
    // A reply to a reply joins its thread and says whom it answers.
    if (parent.thread_id) replyToName = parent.name ?? parent.author_name;
  }

  const ipHash = commentIpHash(input.ip);
  const heldReason = await screenNewComment(writer.db, settings, {
    authorId: reader.id,
    accountCreatedAt: reader.created_at,
    body,
    ipHash,
    honeypot: input.honeypot ?? "",
  });
  const status: CommentStatus =
    heldReason === "honeypot" ? "spam" : heldReason ? "held" : "published";
  const id = newId();
  await writer.events.write(writer.db, async ({ db, emit }) => {
    await db
      .insertInto("comments")
      .values({
        id,
        post_id: post.id,
        author_id: reader.id,
        author_name: reader.name,
        thread_id: threadId,
        reply_to_name: replyToName,
        body,
        status,
        held_reason: heldReason,
        ip_hash: ipHash,
      })
      .execute();
    await emit("comment.posted", { commentId: id, postId: post.id, status, by: reader.id });
  });
  return { id, status, heldReason };
}

async function ownComment(db: Db, commentId: string, readerId: string) {
  const comment = await db
    .selectFrom("comments")
    .select(["id", "post_id", "author_id", "thread_id", "status", "created_at"])
    .where("id", "=", commentId)
    .executeTakeFirst();
  if (!comment || comment.status === "deleted") {
    throw new CommentError("no-comment", "This comment is no longer there.", 404);
  }
  if (comment.author_id !== readerId) {
    throw new CommentError("not-yours", "You can only change your own comments.", 403);
  }
  return comment;
}

/** The reader edits their comment within the window; text that now needs review is held. */
export async function editComment(
  writer: Writer,
  input: { commentId: string; readerId: string; body: string },
): Promise<{ status: CommentStatus }> {
  const { body } = parse(editCommentSchema, { body: input.body });
  await commenter(writer.db, input.readerId);
  const comment = await ownComment(writer.db, input.commentId, input.readerId);
  const settings = await getCommentSettings(writer.db);
  const closesAt = Date.parse(comment.created_at) + settings.editWindowMinutes * 60_000;
  if (Date.now() > closesAt) {
    throw new CommentError("edit-closed", "The time to edit this comment has passed.", 403);
  }
  if (comment.status !== "published" && comment.status !== "held") {
    throw new CommentError("not-editable", "This comment can no longer be edited.", 403);
  }
  const held = screenText(settings, body);
  const status: CommentStatus = held ? "held" : comment.status;
  await writer.events.write(writer.db, async ({ db, emit }) => {
    await db
      .updateTable("comments")
      .set({
        body,
        status,
        edited_at: new Date().toISOString(),
        ...(held ? { held_reason: held } : {}),
      })
      .where("id", "=", comment.id)
      .execute();
    await emit("comment.changed", {
      commentId: comment.id,
      postId: comment.post_id,
      action: "edit",
      by: input.readerId,
    });
  });
  return { status };
}

/**
 * The reader deletes their comment, at any time. A thread's root that has replies stays as
 * "This comment was deleted" (its text gone); anything else goes entirely.
 */
export async function deleteOwnComment(
  writer: Writer,
  input: { commentId: string; readerId: string },
): Promise<void> {
  const comment = await ownComment(writer.db, input.commentId, input.readerId);
  await writer.events.write(writer.db, async ({ db, emit }) => {
    await removeComment(db, comment);
    await emit("comment.changed", {
      commentId: comment.id,
      postId: comment.post_id,
      action: "delete",
      by: input.readerId,
    });
  });
}

/** Deletes a comment, keeping a root with replies as a text-less placeholder. */
export async function removeComment(
  db: Db,
  comment: { id: string; thread_id: string | null },
): Promise<"kept-as-deleted" | "removed"> {
  if (comment.thread_id === null) {
    const reply = await db
      .selectFrom("comments")
      .select("id")
      .where("thread_id", "=", comment.id)
      .executeTakeFirst();
    if (reply) {
      await db
        .updateTable("comments")
        .set({ status: "deleted", body: "", held_reason: null })
        .where("id", "=", comment.id)
        .execute();
      return "kept-as-deleted";
    }
  }
  await db.deleteFrom("comments").where("id", "=", comment.id).execute();
  return "removed";
}

/**
 * A reader reports a comment, once, with a reason. Reported by REPORTS_TO_HIDE readers, a
 * published comment is hidden until a moderator reviews it.
 */
export async function reportComment(
  writer: Writer,
  input: { commentId: string; readerId: string; reason: string },
): Promise<{ hidden: boolean }> {
  const { reason } = parse(reportCommentSchema, { reason: input.reason });
  await commenter(writer.db, input.readerId);
  const comment = await writer.db
    .selectFrom("comments")
    .select(["id", "post_id", "author_id", "status"])
    .where("id", "=", input.commentId)
    .executeTakeFirst();
  if (!comment || comment.status !== "published") {
    throw new CommentError("no-comment", "This comment is no longer there.", 404);
  }
  if (comment.author_id === input.readerId) {
    throw new CommentError("own", "You cannot report your own comment.", 400);
  }
  return writer.events.write(writer.db, async ({ db, emit }) => {
    const inserted = await db
      .insertInto("comment_reports")
      .values({ comment_id: comment.id, reporter_id: input.readerId, reason })
      .onConflict((conflict) => conflict.columns(["comment_id", "reporter_id"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw new CommentError("reported", "You have reported this comment already.", 409);
    }
    const counted = await db
      .updateTable("comments")
      .set((eb) => ({ report_count: eb("report_count", "+", 1) }))
      .where("id", "=", comment.id)
      .returning("report_count")
      .executeTakeFirstOrThrow();
    const hidden = counted.report_count >= REPORTS_TO_HIDE;
    if (hidden) {
      await db
        .updateTable("comments")
        .set({ status: "hidden", held_reason: "reports" })
        .where("id", "=", comment.id)
        .where("status", "=", "published")
        .execute();
      await db
        .insertInto("comment_actions")
        .values({ id: newId(), comment_id: comment.id, action: "hide", reason: "reports" })
        .execute();
    }
    await emit("comment.changed", {
      commentId: comment.id,
      postId: comment.post_id,
      action: hidden ? "hide" : "report",
      by: input.readerId,
    });
    return { hidden };
  });
}

function parse<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new CommentError("invalid", parsed.error.issues[0]?.message ?? "Invalid input.", 400);
  }
  return parsed.data;
}
