import { canOnPost, type PostAction } from "~/auth/policy";
import type { StaffUser } from "~/auth/guards.server";
import type { Db } from "~/db/connection.server";
import { toBool } from "~/db/values.server";
import type { BulkPostAction } from "~/lib/schemas";
import { setPostPublished } from "./posts.server";

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
 * One transaction: a failure halfway changes nothing. Publishing goes through
 * `setPostPublished`, the one publish path (no newsletter is sent from the list).
 */
export async function applyBulkPostAction(
  db: Db,
  user: StaffUser,
  action: BulkPostAction,
  ids: string[],
): Promise<BulkOutcome> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("posts")
      .select(["id", "author_id", "published"])
      .where("id", "in", ids)
      .execute();
    const allowed = rows.filter((row) => {
      const post = { authorId: row.author_id, published: toBool(row.published) };
      return canOnPost(user, "view", post) && canOnPost(user, POLICY_ACTION[action], post);
    });
    const outcome: BulkOutcome = { done: 0, unchanged: 0, refused: ids.length - allowed.length };
    if (action === "delete") {
      const allowedIds = allowed.map((row) => row.id);
      if (allowedIds.length > 0) {
        await trx.deleteFrom("post_tags").where("post_id", "in", allowedIds).execute();
        await trx.deleteFrom("posts").where("id", "in", allowedIds).execute();
      }
      outcome.done = allowedIds.length;
      return outcome;
    }
    const publish = action === "publish";
    for (const row of allowed) {
      if (toBool(row.published) === publish) {
        outcome.unchanged += 1;
      } else {
        await setPostPublished(trx, row.id, publish);
        outcome.done += 1;
      }
    }
    return outcome;
  });
}
