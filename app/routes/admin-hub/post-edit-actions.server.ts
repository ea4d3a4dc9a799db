import { data } from "react-router";
import type { StaffUser } from "~/auth/guards.server";
import { can, canOnPost, type PostAction } from "~/auth/policy";
import { redirectWith } from "~/auth/responses.server";
import type { EditConflictView } from "~/components/admin/edit-conflict";
import { diffPostText, restoreRevision } from "~/content/revisions.server";
import type { Db } from "~/db/connection.server";
import { AUTH_TEXT } from "~/lib/auth-text";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { ADMIN_TEXT, REVISION_TEXT, SCHEDULE_TEXT } from "~/lib/staff-text";
import { formText } from "~/lib/form-text";
import { fieldErrors, scheduleFormSchema, type FieldErrors } from "~/lib/schemas";
import { logger } from "~/logger.server";
import { queueSendAndWake } from "~/newsletter/instance.server";
import { peopleDeps } from "~/people/instance.server";
import { submitForReview } from "~/people/review.server";
import { schedulePost, ScheduleError, unschedulePost } from "~/publishing/schedule.server";
import { parsePostForm } from "./post-form.server";
import { getPostOwnership, parseTagList } from "~/content/posts.server";
import { deletePost, setPostPublished, updatePost } from "~/content/post-commands.server";
import { DuplicateSlugError, MissingCategoryError, PostConflictError } from "~/content/post-errors";
import { writerFor } from "~/platform/site-events.server";

/** What every command of the edit page answers (the page shows it as a toast and field errors). */
export type EditResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: FieldErrors; conflict?: EditConflictView };

type Ownership = NonNullable<Awaited<ReturnType<typeof getPostOwnership>>>;

export function postNotFound() {
  return data({ message: "Post not found" }, { status: 404 });
}

function answer(result: EditResult, status = result.ok ? 200 : 400) {
  return data<EditResult>(result, { status });
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

const QUEUE_MESSAGES = {
  "not-found": "Post not found",
  "not-published": NEWSLETTER_TEXT.sendNeedsPublished,
  "already-sent": NEWSLETTER_TEXT.sendAlreadyExists,
} as const;

/**
 * Runs one command of the post's edit page (the form's `intent`: save by default) for this
 * user, after the policy's check of what the command asks.
 */
export async function runPostEditCommand(db: Db, user: StaffUser, postId: string, form: FormData) {
  const intent = String(form.get("intent") ?? "save");
  const ownership = await ownershipFor(db, user, postId);
  const wantsEmail = intent === "email-subscribers" || form.get("emailSubscribers") === "on";
  if (
    !canOnPost(user, INTENT_ACTION[intent] ?? "edit", ownership) ||
    (wantsEmail && !can(user.role, "posts.emailSubscribers"))
  ) {
    return answer({ ok: false, message: AUTH_TEXT.notAllowed }, 403);
  }
  switch (intent) {
    case "delete":
      if (!(await deletePost(writerFor(db), postId, user.id))) throw postNotFound();
      return redirectWith("/admin-hub/posts", [], "postDeleted");
    case "publish":
    case "unpublish":
      return publishOrUnpublish(db, user, postId, intent, wantsEmail);
    case "schedule":
    case "unschedule":
      return scheduleOrUnschedule(db, user, postId, intent, form);
    case "restore-revision": {
      const revisionId = formText(form, "revisionId").slice(0, 100);
      if (!(await restoreRevision(writerFor(db), postId, revisionId, user.id))) {
        return answer({ ok: false, message: REVISION_TEXT.notFound }, 404);
      }
      return answer({ ok: true, message: REVISION_TEXT.restored });
    }
    case "submit": {
      const post = { id: postId, title: ownership.title };
      if (!(await submitForReview({ ...peopleDeps(), events: writerFor(db).events }, post, user))) {
        return answer({ ok: false, message: AUTH_TEXT.notAllowed }, 403);
      }
      return answer({ ok: true, message: ADMIN_TEXT.reviewRequested });
    }
    case "email-subscribers": {
      const queued = await queueSendAndWake(db, postId, user.id);
      if (!queued.ok) {
        const status = queued.reason === "not-found" ? 404 : 409;
        return answer({ ok: false, message: QUEUE_MESSAGES[queued.reason] }, status);
      }
      return answer({ ok: true, message: NEWSLETTER_TEXT.sendQueued });
    }
    default:
      return save(db, user, postId, ownership, form);
  }
}

async function publishOrUnpublish(
  db: Db,
  user: StaffUser,
  postId: string,
  intent: "publish" | "unpublish",
  emailSubscribers: boolean,
) {
  const publish = intent === "publish";
  const outcome = await setPostPublished(writerFor(db), postId, publish, {
    by: user.id,
    emailSubscribers: publish && emailSubscribers,
  });
  if (!outcome.found) throw postNotFound();
  const message = publish ? ADMIN_TEXT.postPublished : ADMIN_TEXT.postUnpublished;
  if (outcome.newsletter) {
    const queued = outcome.newsletter;
    const sent = queued.ok ? NEWSLETTER_TEXT.sendQueued : QUEUE_MESSAGES[queued.reason];
    return answer({ ok: true, message: `${message}. ${sent}` });
  }
  return answer({ ok: true, message });
}

async function scheduleOrUnschedule(
  db: Db,
  user: StaffUser,
  postId: string,
  intent: "schedule" | "unschedule",
  form: FormData,
) {
  try {
    if (intent === "unschedule") {
      await unschedulePost(writerFor(db), postId, user.id);
      return answer({ ok: true, message: SCHEDULE_TEXT.unscheduled });
    }
    const parsed = scheduleFormSchema.safeParse({
      scheduledAt: formText(form, "scheduledAt"),
      emailSubscribers: form.get("emailSubscribers") === "on",
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return answer({ ok: false, message: SCHEDULE_TEXT.chooseTime, fieldErrors: errors }, 400);
    }
    await schedulePost(writerFor(db), postId, {
      at: new Date(parsed.data.scheduledAt),
      emailSubscribers: parsed.data.emailSubscribers,
      by: user.id,
    });
    return answer({ ok: true, message: SCHEDULE_TEXT.scheduled });
  } catch (error) {
    if (!(error instanceof ScheduleError)) throw error;
    const result = { message: error.message, fieldErrors: { scheduledAt: error.message } };
    return answer({ ok: false, ...result }, error.status);
  }
}

async function save(db: Db, user: StaffUser, postId: string, ownership: Ownership, form: FormData) {
  const parsed = parsePostForm(form);
  if (!parsed.ok) {
    const message = "Please correct the highlighted fields.";
    return answer({ ok: false, message, fieldErrors: parsed.errors }, 400);
  }
  // Saving may not change whether the post is out unless the role may publish it.
  if (parsed.input.published !== ownership.published && !canOnPost(user, "publish", ownership)) {
    return answer({ ok: false, message: AUTH_TEXT.notAllowed }, 403);
  }
  // "Save my version anyway" after a conflict names the version it overwrites.
  const base = formText(form, "overwrite") || formText(form, "baseUpdatedAt");
  if (base && Number.isNaN(Date.parse(base))) {
    return answer({ ok: false, message: REVISION_TEXT.badBase }, 400);
  }
  let saved: boolean;
  try {
    const tags = parseTagList(parsed.tags);
    const options = { editorId: user.id, baseUpdatedAt: base || undefined };
    saved = await updatePost(writerFor(db), postId, parsed.input, tags, options);
  } catch (error) {
    if (error instanceof PostConflictError) {
      const diff = diffPostText(error.current, parsed.input);
      const conflict = { updatedAt: error.current.updatedAt, diff };
      return answer({ ok: false, message: REVISION_TEXT.conflict, conflict }, 409);
    }
    if (error instanceof MissingCategoryError || error instanceof DuplicateSlugError) {
      const field = error instanceof MissingCategoryError ? "categoryId" : "slug";
      return answer(
        { ok: false, message: error.message, fieldErrors: { [field]: error.message } },
        409,
      );
    }
    logger.error({ err: error }, "update post failed");
    return answer({ ok: false, message: "The post could not be saved." }, 500);
  }
  // Deleted by someone else since the page checked it.
  if (!saved) throw postNotFound();
  return answer({ ok: true, message: ADMIN_TEXT.postUpdated });
}
