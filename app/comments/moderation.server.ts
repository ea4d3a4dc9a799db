import { can, canModerateComment, type Actor } from "~/auth/policy";
import type { Db } from "~/db/connection.server";
import type { CommentStatus } from "~/db/schema";
import type { Writer } from "~/platform/domain-events.server";
import { newId } from "~/platform/ids.server";
import { CommentError } from "./comment-error";
import { banReasonSchema } from "./comment-rules";
import { decodeCommentCursor, encodeCommentCursor } from "./comment-list.server";
import { removeComment } from "./reader-commands.server";

/**
 * The newsroom's side of comments (issue 39, item 6): approve, hide, restore, mark as spam and
 * delete, one comment or many; ban a reader from commenting and lift it. Every action is checked
 * against the policy per comment (authors moderate their own posts' comments) and recorded.
 */
export const MODERATION_ACTIONS = ["approve", "hide", "restore", "spam", "delete"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const STATUS_AFTER: Record<Exclude<ModerationAction, "delete">, CommentStatus> = {
  approve: "published",
  restore: "published",
  hide: "hidden",
  spam: "spam",
};

export const MODERATION_TABS = ["held", "reported", "published", "hidden", "spam"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

export async function moderateComments(
  writer: Writer,
  actor: Actor,
  input: { commentIds: readonly string[]; action: ModerationAction },
): Promise<{ changed: number }> {
  const ids = [...new Set(input.commentIds)];
  if (ids.length === 0) return { changed: 0 };
  if (ids.length > 200) {
    throw new CommentError("too-many", "Please choose at most 200 comments at once.", 400);
  }
  const comments = await writer.db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .select([
      "comments.id",
      "comments.post_id",
      "comments.thread_id",
      "comments.status",
      "posts.author_id as post_author_id",
    ])
    .where("comments.id", "in", ids)
    .execute();
  if (!can(actor.role, "comments.moderateOwn")) {
    throw new CommentError("forbidden", "You cannot moderate comments.", 403);
  }
  if (comments.some((comment) => !canModerateComment(actor, comment.post_author_id))) {
    throw new CommentError(
      "forbidden",
      "You can only moderate comments on your own articles.",
      403,
    );
  }
  return writer.events.write(writer.db, async ({ db, emit }) => {
    let changed = 0;
    for (const comment of comments) {
      if (comment.status === "deleted") continue;
      if (input.action === "delete") {
        await removeComment(db, comment);
      } else {
        const status = STATUS_AFTER[input.action];
        if (status === comment.status) continue;
        const reviewed = status === "published";
        await db
          .updateTable("comments")
          .set({
            status,
            // A moderator's approval ends the review: earlier reports no longer count to hide it.
            ...(reviewed ? { report_count: 0, held_reason: null } : {}),
          })
          .where("id", "=", comment.id)
          .execute();
        if (reviewed) {
          await db.deleteFrom("comment_reports").where("comment_id", "=", comment.id).execute();
        }
      }
      await db
        .insertInto("comment_actions")
        .values({
          id: newId(),
          comment_id: input.action === "delete" ? null : comment.id,
          action: input.action,
          actor_id: actor.id,
          reason: input.action === "delete" ? `comment ${comment.id}` : null,
        })
        .execute();
      await emit("comment.changed", {
        commentId: comment.id,
        postId: comment.post_id,
        action: input.action,
        by: actor.id,
      });
      changed++;
    }
    return { changed };
  });
}

/** Bans a reader from commenting, with the reason they are shown. Undone by `liftCommentBan`. */
export async function banCommenter(
  writer: Writer,
  actor: Actor,
  input: { userId: string; reason: string },
): Promise<void> {
  if (!can(actor.role, "comments.ban")) {
    throw new CommentError("forbidden", "You cannot ban readers.", 403);
  }
  const parsed = banReasonSchema.safeParse(input.reason);
  if (!parsed.success) {
    throw new CommentError("invalid", parsed.error.issues[0]?.message ?? "Invalid reason.", 400);
  }
  const reader = await writer.db
    .selectFrom("user")
    .select("id")
    .where("id", "=", input.userId)
    .executeTakeFirst();
  if (!reader) throw new CommentError("no-reader", "This reader no longer exists.", 404);
  if (reader.id === actor.id) throw new CommentError("self", "You cannot ban yourself.", 400);
  await writer.events.write(writer.db, async ({ db, emit }) => {
    await db
      .insertInto("comment_bans")
      .values({ user_id: reader.id, reason: parsed.data, banned_by: actor.id })
      .onConflict((conflict) =>
        conflict.column("user_id").doUpdateSet({ reason: parsed.data, banned_by: actor.id }),
      )
      .execute();
    await db
      .insertInto("comment_actions")
      .values({
        id: newId(),
        target_user_id: reader.id,
        action: "ban",
        reason: parsed.data,
        actor_id: actor.id,
      })
      .execute();
    await emit("comment.ban-changed", { userId: reader.id, banned: true, by: actor.id });
  });
}

export async function liftCommentBan(
  writer: Writer,
  actor: Actor,
  userId: string,
): Promise<boolean> {
  if (!can(actor.role, "comments.ban")) {
    throw new CommentError("forbidden", "You cannot ban readers.", 403);
  }
  return writer.events.write(writer.db, async ({ db, emit }) => {
    const removed = await db
      .deleteFrom("comment_bans")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    await db
      .insertInto("comment_actions")
      .values({ id: newId(), target_user_id: userId, action: "unban", actor_id: actor.id })
      .execute();
    await emit("comment.ban-changed", { userId, banned: false, by: actor.id });
    return true;
  });
}

export interface QueueComment {
  id: string;
  postId: string;
  postTitle: string;
  postSlug: string;
  authorId: string | null;
  authorName: string;
  body: string;
  status: CommentStatus;
  heldReason: string | null;
  reportCount: number;
  createdAt: string;
  editedAt: string | null;
  authorBanned: boolean;
}

export interface QueueFilter {
  tab: ModerationTab;
  postId?: string | undefined;
  authorId?: string | undefined;
  search?: string | undefined;
  after?: string | null | undefined;
  limit?: number;
}

/** One tab of the admin's Comments screen, newest first by keyset; only what the actor may moderate. */
export async function listModerationQueue(
  db: Db,
  actor: Actor,
  filter: QueueFilter,
): Promise<{ comments: QueueComment[]; nextCursor: string | null }> {
  if (!can(actor.role, "comments.moderateOwn")) {
    throw new CommentError("forbidden", "You cannot moderate comments.", 403);
  }
  const limit = filter.limit ?? 50;
  let query = db
    .selectFrom("comments")
    .innerJoin("posts", "posts.id", "comments.post_id")
    .leftJoin("user", "user.id", "comments.author_id")
    .leftJoin("comment_bans", "comment_bans.user_id", "comments.author_id")
    .select([
      "comments.id",
      "comments.post_id",
      "posts.title as post_title",
      "posts.slug as post_slug",
      "comments.author_id",
      "comments.author_name",
      "user.name",
      "comments.body",
      "comments.status",
      "comments.held_reason",
      "comments.report_count",
      "comments.created_at",
      "comments.edited_at",
      "comment_bans.user_id as banned_user",
    ])
    .orderBy("comments.created_at", "desc")
    .orderBy("comments.id", "desc")
    .limit(limit + 1);
  query =
    filter.tab === "reported"
      ? query.where("comments.report_count", ">", 0).where("comments.status", "<>", "deleted")
      : query.where("comments.status", "=", filter.tab);
  if (!can(actor.role, "comments.moderateAny"))
    query = query.where("posts.author_id", "=", actor.id);
  if (filter.postId) query = query.where("comments.post_id", "=", filter.postId);
  if (filter.authorId) query = query.where("comments.author_id", "=", filter.authorId);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["comments.body"]), "like", eb.val(pattern)),
        eb(eb.fn("lower", ["comments.author_name"]), "like", eb.val(pattern)),
      ]),
    );
  }
  const cursor = decodeCommentCursor(filter.after);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("comments.created_at", "<", cursor.createdAt),
        eb.and([
          eb("comments.created_at", "=", cursor.createdAt),
          eb("comments.id", "<", cursor.id),
        ]),
      ]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    comments: page.map((row) => ({
      id: row.id,
      postId: row.post_id,
      postTitle: row.post_title,
      postSlug: row.post_slug,
      authorId: row.author_id,
      authorName: row.name ?? row.author_name,
      body: row.body,
      status: row.status,
      heldReason: row.held_reason,
      reportCount: row.report_count,
      createdAt: row.created_at,
      editedAt: row.edited_at,
      authorBanned: row.banned_user !== null,
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeCommentCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}

/** The latest moderation actions, newest first, with who did them. */
export async function listCommentActions(db: Db, limit = 50) {
  return db
    .selectFrom("comment_actions")
    .leftJoin("user", "user.id", "comment_actions.actor_id")
    .select([
      "comment_actions.id",
      "comment_actions.action",
      "comment_actions.comment_id",
      "comment_actions.target_user_id",
      "comment_actions.reason",
      "comment_actions.created_at",
      "user.name as actor_name",
    ])
    .orderBy("comment_actions.created_at", "desc")
    .orderBy("comment_actions.id", "desc")
    .limit(limit)
    .execute();
}
