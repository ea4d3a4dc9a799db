import { can, canModerateComment, type Actor } from "~/auth/policy";
import { authorIdsOfPosts } from "~/content/post-authors.server";
import type { CommentStatus } from "~/db/schema";
import type { Writer } from "~/platform/domain-events.server";
import { newId } from "~/platform/ids.server";
import { CommentError } from "./comment-error";
import { banReasonSchema } from "./comment-rules";
import { MODERATION_BULK_MAX, type ModerationAction } from "./moderation-text";
import { removeComment } from "./reader-commands.server";

/**
 * The newsroom's side of comments (issue 39, item 6): approve, hide, restore, mark as spam and
 * delete, one comment or many; ban a reader from commenting and lift it. Every action is checked
 * against the policy per comment (authors moderate comments on the posts they are on the byline
 * of) and recorded. The queue's reads are in `moderation-queue.server.ts`.
 */
export { MODERATION_ACTIONS, MODERATION_TABS } from "./moderation-text";
export type { ModerationAction, ModerationTab } from "./moderation-text";

const STATUS_AFTER: Record<Exclude<ModerationAction, "delete">, CommentStatus> = {
  approve: "published",
  restore: "published",
  hide: "hidden",
  spam: "spam",
};

export async function moderateComments(
  writer: Writer,
  actor: Actor,
  input: { commentIds: readonly string[]; action: ModerationAction },
): Promise<{ changed: number }> {
  const ids = [...new Set(input.commentIds)];
  if (ids.length === 0) return { changed: 0 };
  if (ids.length > MODERATION_BULK_MAX) {
    throw new CommentError(
      "too-many",
      `Please choose at most ${MODERATION_BULK_MAX} comments at once.`,
      400,
    );
  }
  if (!can(actor.role, "comments.moderateOwn")) {
    throw new CommentError("forbidden", "You cannot moderate comments.", 403);
  }
  const comments = await writer.db
    .selectFrom("comments")
    .select([
      "comments.id",
      "comments.post_id",
      "comments.thread_id",
      "comments.status",
      "comments.report_count",
    ])
    .where("comments.id", "in", ids)
    .execute();
  const authors = await authorIdsOfPosts(writer.db, [
    ...new Set(comments.map((comment) => comment.post_id)),
  ]);
  // One comment the actor may not moderate refuses the whole request: nothing is changed.
  if (comments.some((comment) => !canModerateComment(actor, authors.get(comment.post_id) ?? []))) {
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
        const reviewed = status === "published";
        // Any decision on a reported comment ends its review (it leaves the Reported tab), even
        // one that leaves it as it was: approving a published one keeps it, hiding a hidden one
        // confirms the readers' call.
        if (status === comment.status && comment.report_count === 0) continue;
        await db
          .updateTable("comments")
          .set({
            status,
            report_count: 0,
            ...(reviewed ? { held_reason: null } : {}),
          })
          .where("id", "=", comment.id)
          .execute();
        // Published again, earlier reports no longer count towards hiding it; taken down, its
        // reports stay beside it for the record.
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
