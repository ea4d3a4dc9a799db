import type { StaffUser } from "~/auth/guards.server";
import { can, canOnPost } from "~/auth/policy";
import { applyBulkPostAction } from "~/content/post-bulk.server";
import {
  createPostFromEditor,
  deletePost as deletePostCommand,
} from "~/content/post-commands.server";
import { getPostOwnership } from "~/content/posts.server";
import { refused, refusalOrFault, succeeded } from "~/http/action-result.server";
import { AUTH_TEXT } from "~/lib/auth-text";
import { formText } from "~/lib/form-text";
import { bulkPostsSchema, fieldErrors } from "~/lib/schemas";
import { ADMIN_TEXT, BULK_TEXT } from "~/lib/staff-text";
import type { Services } from "~/services.server";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { parsePostForm, sendConfirmationOf } from "./post-form.server";

/** The new-post dialog: a draft, or a published post (and its newsletter) when the role may. */
export async function createPost(services: Services, user: StaffUser, form: FormData) {
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
  const emailSubscribers = parsed.input.published && wantsEmail && mayEmail;
  // Publishing with the newsletter needs the confirmation dialog's number; without it nothing
  // is created, and the dialog keeps what was typed.
  const confirmedRecipients = emailSubscribers ? sendConfirmationOf(form) : null;
  if (emailSubscribers && confirmedRecipients === null) {
    return refused(400, NEWSLETTER_TEXT.sendNeedsConfirmation);
  }
  try {
    const id = await createPostFromEditor(services, parsed.input, user.id, {
      emailSubscribers,
      confirmedRecipients: confirmedRecipients ?? undefined,
    });
    return succeeded(ADMIN_TEXT.postCreated, { id });
  } catch (error) {
    return refusalOrFault(error, {
      log: "create post failed",
      message: ADMIN_TEXT.createPostFailed,
    });
  }
}

/** The row's Delete button: the same per-post rule as the editor's (policy.ts). */
export async function deletePost(services: Services, user: StaffUser, postId: string) {
  const post = await getPostOwnership(services.db, postId);
  if (!post || !canOnPost(user, "view", post)) return refused(404, "Post not found.");
  if (!canOnPost(user, "delete", post)) return refused(403, AUTH_TEXT.notAllowed);
  if (!(await deletePostCommand(services, postId, user.id))) return refused(404, "Post not found.");
  return succeeded(ADMIN_TEXT.postDeleted);
}

/** Publish, unpublish or delete the checked posts, each under the editor's per-post rule. */
export async function bulkAction(services: Services, user: StaffUser, form: FormData) {
  const parsed = bulkPostsSchema.safeParse({
    bulkAction: formText(form, "bulkAction"),
    postIds: form.getAll("postId").map(String),
  });
  if (!parsed.success) {
    return refused(400, Object.values(fieldErrors(parsed.error))[0] ?? BULK_TEXT.noneSelected);
  }
  const { bulkAction: action, postIds } = parsed.data;
  const outcome = await applyBulkPostAction(services, user, action, postIds);
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
