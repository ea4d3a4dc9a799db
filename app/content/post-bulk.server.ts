import { canOnPost, type PostAction } from "~/auth/policy";
import { authorIdsOfPosts } from "./post-authors.server";
import type { StaffUser } from "~/auth/guards.server";
import type { BulkPostAction } from "~/lib/schemas";
import type { Writer } from "~/platform/domain-events.server";
import { deletePostsIn, setPostPublishedIn } from "./post-commands.server";

const POLICY_ACTION: Record<BulkPostAction, PostAction> = {
  publish: "publish",
  unpublish: "publish",
  delete: "delete",
};

export interface BulkOutcome {
  /** Posts the action changed. */
  done: number;
  /** Posts already in that state (published, or drafts): nothing to do. */
  unchanged: number;
  /** Posts the user may not act on, or that no longer exist. */
  refused: number;
}

/**
 * Publishes, unpublishes or deletes several posts from the posts list, under the same per-post
 * rules as the editor (policy.ts): posts the user may not act on are left alone and counted.
 * One transaction: a failure halfway changes nothing. It goes through the post commands (no
 * newsletter is sent from the list), so each post's event goes out as from the editor.
 */
export async function applyBulkPostAction(
  writer: Writer,
  user: StaffUser,
  action: BulkPostAction,
  ids: string[],
): Promise<BulkOutcome> {
  return writer.events.write(writer.db, async (tx) => {
    const rows = await tx.db
      .selectFrom("posts")
      .select(["id", "published"])
      .where("id", "in", ids)
      .execute();
    const bylines = await authorIdsOfPosts(tx.db, ids);
    const allowed = rows.filter((row) => {
      const post = { authorIds: bylines.get(row.id) ?? [], published: row.published };
      return canOnPost(user, "view", post) && canOnPost(user, POLICY_ACTION[action], post);
    });
    const outcome: BulkOutcome = { done: 0, unchanged: 0, refused: ids.length - allowed.length };
    if (action === "delete") {
      outcome.done = await deletePostsIn(
        tx,
        allowed.map((row) => row.id),
        user.id,
      );
      return outcome;
    }
    const publish = action === "publish";
    for (const row of allowed) {
      if (row.published === publish) {
        outcome.unchanged += 1;
      } else {
        await setPostPublishedIn(tx, row.id, publish, { by: user.id, source: "bulk" });
        outcome.done += 1;
      }
    }
    return outcome;
  });
}
