import type { StaffUser } from "~/auth/guards.server";
import { can, canModerateComment, canOnPost } from "~/auth/policy";
import { commentCountOf } from "~/comments/comment-list.server";
import { listAuthorOptions } from "~/content/post-authors.server";
import { getAdminPost, listTagNames } from "~/content/posts.server";
import { listRevisions, newerAutosave } from "~/content/revisions.server";
import type { Db } from "~/db/connection.server";
import { postViewsInSevenDays } from "~/analytics/report.server";
import { getSendProgress } from "~/newsletter/sends.server";
import { countConfirmedSubscribers } from "~/newsletter/subscribers.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import { ownershipFor, postNotFound } from "./post-edit-actions.server";

/**
 * Everything the post's edit page shows, read in parallel, and what this user may do with the
 * post (policy.ts): a 404 for a post the user may not even see.
 */
export async function postEditPage(db: Db, user: StaffUser, postId: string) {
  const ownership = await ownershipFor(db, user, postId);
  const mayEmail = can(user.role, "posts.emailSubscribers");
  const maySetAuthors = can(user.role, "posts.setAuthors");
  const [post, categories, tagNames, newsletter, revisions, subscribers, authorOptions, comments] =
    await Promise.all([
      getAdminPost(db, postId),
      listCategories(db),
      listTagNames(db),
      getSendProgress(db, postId),
      listRevisions(db, postId),
      // The number the send's confirmation states; only for those who may send.
      mayEmail ? countConfirmedSubscribers(db) : 0,
      maySetAuthors ? listAuthorOptions(db, ownership.authorIds) : null,
      commentCountOf(db, postId),
    ]);
  if (!post) throw postNotFound();
  // Its readers in the last 7 days, for those who may see analytics (issue 42).
  const views =
    post.published && can(user.role, "analytics.view")
      ? ((await postViewsInSevenDays(db, [postId]))[postId] ?? 0)
      : null;
  return {
    post,
    views,
    revisions,
    autosave: await newerAutosave(db, postId, user.id, post),
    categories: categories.map(({ id, name }) => ({ id, name })),
    tagNames,
    newsletter,
    confirmedSubscribers: subscribers,
    authors: authorOptions ? { options: authorOptions, chosen: ownership.authorIds } : null,
    comments: { count: comments, canModerate: canModerateComment(user, ownership.authorIds) },
    can: {
      edit: canOnPost(user, "edit", ownership),
      delete: canOnPost(user, "delete", ownership),
      publish: canOnPost(user, "publish", ownership),
      submit: canOnPost(user, "submit", ownership),
      email: mayEmail,
    },
  };
}
