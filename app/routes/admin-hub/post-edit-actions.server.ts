import { data } from "react-router";
import type { StaffUser } from "~/auth/guards.server";
import { can, canOnPost, type PostAction } from "~/auth/policy";
import { redirectWith } from "~/auth/responses.server";
import type { EditConflictView } from "~/components/admin/edit-conflict";
import { diffPostText, restoreRevision } from "~/content/revisions.server";
import type { Db } from "~/db/connection.server";
import { refused, refusalOf, refusalOrFault, succeeded } from "~/http/action-result.server";
import type { ActionFailure, ActionResult } from "~/lib/action-result";
import { AUTH_TEXT } from "~/lib/auth-text";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { ADMIN_TEXT, REVISION_TEXT, SCHEDULE_TEXT } from "~/lib/staff-text";
import { formText } from "~/lib/form-text";
import { fieldErrors, scheduleFormSchema } from "~/lib/schemas";
import { queueSendAndWake } from "~/newsletter/instance.server";
import { submitForReview } from "~/people/review.server";
import { schedulePost, unschedulePost } from "~/publishing/schedule.server";
import {
  commentsClosedOf,
  parsePostForm,
  postAuthorIdsOf,
  sendConfirmationOf,
} from "./post-form.server";
import { postAuthorsProblem } from "~/content/post-authors.server";
import { getPostOwnership, parseTagList } from "~/content/posts.server";
import { deletePost, setPostPublished, updatePost } from "~/content/post-commands.server";
import { PostConflictError } from "~/content/post-errors";
import type { Services } from "~/services.server";

/**
 * What every command of the edit page answers (the page shows it as a toast and field errors);
 * a save refused for an edit made meanwhile carries the two versions to compare.
 */
export type EditResult = ActionResult | (ActionFailure & { conflict: EditConflictView });

type Ownership = NonNullable<Awaited<ReturnType<typeof getPostOwnership>>>;

const POST_AUTHORS_INVALID = "The authors could not be read; choose them again.";

export function postNotFound() {
  return data({ message: "Post not found" }, { status: 404 });
}

/** The post's owner and state, or a 404 for posts the user may not even see (policy.ts). */
export async function ownershipFor(db: Db, user: StaffUser, postId: string): Promise<Ownership> {
  const post = await getPostOwnership(db, postId);
  if (!post || !canOnPost(user, "view", post)) throw postNotFound();
  return post;
}

/** What each command asks of the policy. */
const INTENT_ACTION: Record<string, PostAction> = {
  delete: "delete",
  publish: "publish",
  unpublish: "publish",
  "email-subscribers": "publish",
  submit: "submit",
  save: "edit",
  "restore-revision": "edit",
  // Scheduling decides when a post goes out: the same right as publishing it now.
  schedule: "publish",
  unschedule: "publish",
};

/**
 * The commands that keep the writer's unsaved text by saving it before they run. Not delete
 * (the post goes), restore (it replaces the text on purpose) nor the newsletter send of a
 * published post (it sends the stored version; the open edits stay held until "Update").
 */
const SAVES_DOCUMENT_FIRST = new Set(["publish", "unpublish", "schedule", "unschedule", "submit"]);

/** The edit page's form posts the whole document; a bare command (posts list) only its intent. */
function carriesDocument(form: FormData): boolean {
  return form.has("title") && form.has("content");
}

const QUEUE_MESSAGES = {
  "not-found": "Post not found",
  "not-published": NEWSLETTER_TEXT.sendNeedsPublished,
  "already-sent": NEWSLETTER_TEXT.sendAlreadyExists,
} as const;

/**
 * Runs one command of the post's edit page (the form's `intent`: save by default) for this
 * user, after the policy's check of what the command asks.
 */
export async function runPostEditCommand(
  services: Services,
  user: StaffUser,
  postId: string,
  form: FormData,
) {
  const { db } = services;
  const intent = String(form.get("intent") ?? "save");
  const ownership = await ownershipFor(db, user, postId);
  const wantsEmail = intent === "email-subscribers" || form.get("emailSubscribers") === "on";
  if (
    !canOnPost(user, INTENT_ACTION[intent] ?? "edit", ownership) ||
    (wantsEmail && !can(user.role, "posts.emailSubscribers"))
  ) {
    return refused(403, AUTH_TEXT.notAllowed);
  }
  // Every command of the writing surface submits the whole document: it is saved first, so no
  // button throws away what was typed in another field (issue 38). A refused save answers alone.
  if (SAVES_DOCUMENT_FIRST.has(intent) && carriesDocument(form)) {
    if (!canOnPost(user, "edit", ownership)) return refused(403, AUTH_TEXT.notAllowed);
    const savedFirst = await save(services, user, postId, ownership, form);
    if (!savedFirst.data.ok) return savedFirst;
  }
  switch (intent) {
    case "delete":
      if (!(await deletePost(services, postId, user.id))) throw postNotFound();
      return redirectWith("/admin-hub/posts", [], "postDeleted");
    case "publish":
    case "unpublish":
      return publishOrUnpublish(services, user, postId, intent, wantsEmail, form);
    case "schedule":
    case "unschedule":
      return scheduleOrUnschedule(services, user, postId, intent, form);
    case "restore-revision": {
      const revisionId = formText(form, "revisionId").slice(0, 100);
      if (!(await restoreRevision(services, postId, revisionId, user.id))) {
        return refused(404, REVISION_TEXT.notFound);
      }
      return succeeded(REVISION_TEXT.restored);
    }
    case "submit": {
      const post = { id: postId, title: ownership.title };
      if (!(await submitForReview({ ...services.people, events: services.events }, post, user))) {
        return refused(403, AUTH_TEXT.notAllowed);
      }
      return succeeded(ADMIN_TEXT.reviewRequested);
    }
    case "email-subscribers": {
      const confirmed = sendConfirmationOf(form);
      if (confirmed === null) return refused(400, NEWSLETTER_TEXT.sendNeedsConfirmation);
      let queued;
      try {
        queued = await queueSendAndWake(db, postId, user.id, confirmed);
      } catch (error) {
        return refusalOf(error);
      }
      if (!queued.ok) {
        const status = queued.reason === "not-found" ? 404 : 409;
        return refused(status, QUEUE_MESSAGES[queued.reason]);
      }
      return succeeded(NEWSLETTER_TEXT.sendQueued);
    }
    default:
      return save(services, user, postId, ownership, form);
  }
}

async function publishOrUnpublish(
  services: Services,
  user: StaffUser,
  postId: string,
  intent: "publish" | "unpublish",
  emailSubscribers: boolean,
  form: FormData,
) {
  const publish = intent === "publish";
  const email = publish && emailSubscribers;
  // Publishing with the newsletter needs the dialog's confirmation; without it nothing is
  // published either, so the admin can confirm and publish both at once.
  const confirmedRecipients = email ? sendConfirmationOf(form) : null;
  if (email && confirmedRecipients === null) {
    return refused(400, NEWSLETTER_TEXT.sendNeedsConfirmation);
  }
  let outcome;
  try {
    outcome = await setPostPublished(services, postId, publish, {
      by: user.id,
      emailSubscribers: email,
      confirmedRecipients: confirmedRecipients ?? undefined,
    });
  } catch (error) {
    return refusalOf(error);
  }
  if (!outcome.found) throw postNotFound();
  const message = publish ? ADMIN_TEXT.postPublished : ADMIN_TEXT.postUnpublished;
  if (outcome.newsletter) {
    const queued = outcome.newsletter;
    const sent = queued.ok ? NEWSLETTER_TEXT.sendQueued : QUEUE_MESSAGES[queued.reason];
    return succeeded(`${message}. ${sent}`);
  }
  return succeeded(message);
}

async function scheduleOrUnschedule(
  services: Services,
  user: StaffUser,
  postId: string,
  intent: "schedule" | "unschedule",
  form: FormData,
) {
  try {
    if (intent === "unschedule") {
      await unschedulePost(services, postId, user.id);
      return succeeded(SCHEDULE_TEXT.unscheduled);
    }
    const parsed = scheduleFormSchema.safeParse({
      scheduledAt: formText(form, "scheduledAt"),
      emailSubscribers: form.get("emailSubscribers") === "on",
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return refused(400, SCHEDULE_TEXT.chooseTime, { fieldErrors: errors });
    }
    // A scheduled newsletter goes out with nobody present: it is confirmed now, like a send.
    if (parsed.data.emailSubscribers && sendConfirmationOf(form) === null) {
      return refused(400, NEWSLETTER_TEXT.sendNeedsConfirmation);
    }
    await schedulePost(services, postId, {
      at: new Date(parsed.data.scheduledAt),
      emailSubscribers: parsed.data.emailSubscribers,
      by: user.id,
    });
    return succeeded(SCHEDULE_TEXT.scheduled);
  } catch (error) {
    return refusalOf(error);
  }
}

async function save(
  services: Services,
  user: StaffUser,
  postId: string,
  ownership: Ownership,
  form: FormData,
) {
  const parsed = parsePostForm(form);
  if (!parsed.ok) {
    const message = "Please correct the highlighted fields.";
    return refused(400, message, { fieldErrors: parsed.errors });
  }
  // Saving may not change whether the post is out unless the role may publish it.
  if (parsed.input.published !== ownership.published && !canOnPost(user, "publish", ownership)) {
    return refused(403, AUTH_TEXT.notAllowed);
  }
  // A new byline: only those who may set authors send one, and it names staff (or those already
  // on it), each once.
  const authorIds = postAuthorIdsOf(form);
  if (authorIds !== null && !can(user.role, "posts.setAuthors")) {
    return refused(403, AUTH_TEXT.notAllowed);
  }
  const authorsProblem =
    authorIds === "invalid"
      ? POST_AUTHORS_INVALID
      : authorIds && (await postAuthorsProblem(services.db, authorIds, ownership.authorIds));
  if (authorsProblem) {
    return refused(400, authorsProblem, { fieldErrors: { authorIds: authorsProblem } });
  }
  // "Save my version anyway" after a conflict names the version it overwrites.
  const base = formText(form, "overwrite") || formText(form, "baseUpdatedAt");
  if (base && Number.isNaN(Date.parse(base))) {
    return refused(400, REVISION_TEXT.badBase);
  }
  let saved: boolean;
  try {
    const tags = parseTagList(parsed.tags);
    const options = {
      editorId: user.id,
      baseUpdatedAt: base || undefined,
      authorIds: authorIds && authorIds !== "invalid" ? authorIds : undefined,
      commentsClosed: commentsClosedOf(form),
    };
    saved = await updatePost(services, postId, parsed.input, tags, options);
  } catch (error) {
    if (error instanceof PostConflictError) {
      const diff = diffPostText(error.current, parsed.input);
      const conflict = { updatedAt: error.current.updatedAt, diff };
      return refused(409, REVISION_TEXT.conflict, { conflict });
    }
    return refusalOrFault(error, {
      log: "update post failed",
      message: "The post could not be saved.",
    });
  }
  // Deleted by someone else since the page checked it.
  if (!saved) throw postNotFound();
  return succeeded(ADMIN_TEXT.postUpdated);
}
