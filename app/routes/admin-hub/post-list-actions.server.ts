import type { StaffUser } from "~/auth/guards.server";
import { can, canOnPost } from "~/auth/policy";
import { applyBulkPostAction } from "~/content/post-bulk.server";
import { createAdminPost, deleteAdminPost, getPostOwnership } from "~/content/posts.server";
import { getDb } from "~/db/connection.server";
import { refused, refusalOrFault, succeeded } from "~/http/action-result.server";
import { AUTH_TEXT } from "~/lib/auth-text";
import { formText } from "~/lib/form-text";
import { bulkPostsSchema, fieldErrors } from "~/lib/schemas";
import { ADMIN_TEXT, BULK_TEXT } from "~/lib/staff-text";
import { wakeNewsletterWorker } from "~/newsletter/instance.server";
import { parsePostForm } from "./post-form.server";

/** The new-post dialog: a draft, or a published post (and its newsletter) when the role may. */
export async function createPost(user: StaffUser, form: FormData) {
  const wantsEmail = form.get("emailSubscribers") === "on";
  const mayEmail = can(user.role, "posts.emailSubscribers");
  if (
    (form.get("published") === "on" && !can(user.role, "posts.publishOwn")) ||
    (wantsEmail && !mayEmail)
  ) {
    return refused(403, AUTH_TEXT.notAllowed);
  }
  const parsed = parsePostForm(form);
  if (!parsed.ok) {
    const message = "Please correct the highlighted fields.";
    return refused(400, message, { fieldErrors: parsed.errors });
  }
  try {
    const emailSubscribers = parsed.input.published && wantsEmail && mayEmail;
    const id = await createAdminPost(getDb(), parsed.input, user.id, { emailSubscribers });
    if (emailSubscribers) wakeNewsletterWorker();
    return succeeded(ADMIN_TEXT.postCreated, { id });
  } catch (error) {
    return refusalOrFault(error, {
      log: "create post failed",
      message: ADMIN_TEXT.createPostFailed,
    });
  }
}

/** The row's Delete button: the same per-post rule as the editor's (policy.ts). */
export async function deletePost(user: StaffUser, postId: string) {
  const db = getDb();
  const post = await getPostOwnership(db, postId);
  if (!post || !canOnPost(user, "view", post)) return refused(404, "Post not found.");
  if (!canOnPost(user, "delete", post)) return refused(403, AUTH_TEXT.notAllowed);
  if (!(await deleteAdminPost(db, postId))) return refused(404, "Post not found.");
  return succeeded(ADMIN_TEXT.postDeleted);
}

/** Publish, unpublish or delete the checked posts, each under the editor's per-post rule. */
export async function bulkAction(user: StaffUser, form: FormData) {
  const parsed = bulkPostsSchema.safeParse({
    bulkAction: formText(form, "bulkAction"),
    postIds: form.getAll("postId").map(String),
  });
  if (!parsed.success) {
    return refused(400, Object.values(fieldErrors(parsed.error))[0] ?? BULK_TEXT.noneSelected);
  }
  const { bulkAction: action, postIds } = parsed.data;
  const outcome = await applyBulkPostAction(getDb(), user, action, postIds);
  const message = [
    outcome.done > 0 || (outcome.unchanged === 0 && outcome.refused === 0)
      ? BULK_TEXT.done[action](outcome.done)
      : null,
    outcome.unchanged > 0 ? BULK_TEXT.unchanged(outcome.unchanged) : null,
    outcome.refused > 0 ? BULK_TEXT.refused(outcome.refused) : null,
  ]
    .filter(Boolean)
    .join(" ");
  if (outcome.done === 0 && outcome.refused > 0 && outcome.unchanged === 0) {
    return refused(403, message);
  }
  return succeeded(message);
}
