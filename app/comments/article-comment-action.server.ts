import type { Db } from "~/db/connection.server";
import { isDomainError } from "~/lib/domain-error";
import type { Writer } from "~/platform/domain-events.server";
import { COMMENT_HONEYPOT_FIELD } from "./comment-limits";
import { articleCommentFormSchema, type ArticleCommentForm } from "./comment-rules";
import type { CommentFlashKey } from "./comments-text";
import {
  deleteOwnComment,
  editComment,
  postComment,
  reportComment,
} from "./reader-commands.server";

/** Where the reader goes back to on the article, and the message shown there. */
export interface CommentFormOutcome {
  anchor: string;
  flash: CommentFlashKey;
  status: number;
}

const REFUSALS: Record<string, CommentFlashKey> = {
  "no-account": "commentNotAllowed",
  unverified: "commentUnverified",
  banned: "commentBanned",
  off: "commentClosed",
  closed: "commentClosed",
  invalid: "commentInvalid",
  "edit-closed": "commentEditClosed",
  "not-editable": "commentEditClosed",
  reported: "commentAlreadyReported",
  "no-parent": "commentGone",
  "no-comment": "commentGone",
  "not-yours": "commentNotAllowed",
  own: "commentNotAllowed",
};

/** The published article a comment form posts to, by its slug; null when there is none. */
export async function commentablePostId(db: Db, slug: string): Promise<string | null> {
  const post = await db
    .selectFrom("posts")
    .select("id")
    .where("slug", "=", slug)
    .where("published", "=", true)
    .executeTakeFirst();
  return post?.id ?? null;
}

/**
 * Runs one of the article's comment forms for a signed-in reader: the form read by its schema,
 * the domain's command, and the message to show. A refusal the domain explains becomes an
 * error message, never a 500.
 */
export async function runArticleCommentForm(
  writer: Writer,
  input: { postId: string; readerId: string; form: FormData; ip: string | null },
): Promise<CommentFormOutcome> {
  const parsed = articleCommentFormSchema.safeParse(Object.fromEntries(input.form));
  if (!parsed.success) return { anchor: "comments", flash: "commentInvalid", status: 400 };
  const form = parsed.data;
  const { readerId } = input;
  return outcomeOf(async () => {
    switch (form.intent) {
      case "post": {
        const posted = await postComment(writer, {
          postId: input.postId,
          readerId,
          body: form.body,
          replyTo: form.replyTo,
          honeypot: form[COMMENT_HONEYPOT_FIELD],
          ip: input.ip,
        });
        // A bot's comment is answered like a person's held one.
        const flash = posted.status === "published" ? "commentPublished" : "commentHeld";
        const anchor = posted.status === "published" ? `comment-${posted.id}` : "comments";
        return { anchor, flash, status: 303 };
      }
      case "edit":
      case "delete":
        return ownCommentCommand(writer, readerId, form);
      case "report":
        await reportComment(writer, { commentId: form.commentId, readerId, reason: form.reason });
        return { anchor: "comments", flash: "commentReported", status: 303 };
    }
  });
}

/**
 * The account page's forms on the reader's own comments (edit within the window, delete):
 * the same commands and messages as on the article.
 */
export async function runOwnCommentForm(
  writer: Writer,
  input: { readerId: string; form: FormData },
): Promise<CommentFormOutcome> {
  const parsed = articleCommentFormSchema.safeParse(Object.fromEntries(input.form));
  if (!parsed.success || (parsed.data.intent !== "edit" && parsed.data.intent !== "delete")) {
    return { anchor: "comments", flash: "commentInvalid", status: 400 };
  }
  const form = parsed.data;
  return outcomeOf(() => ownCommentCommand(writer, input.readerId, form));
}

async function ownCommentCommand(
  writer: Writer,
  readerId: string,
  form: Extract<ArticleCommentForm, { intent: "edit" | "delete" }>,
): Promise<CommentFormOutcome> {
  if (form.intent === "edit") {
    await editComment(writer, { commentId: form.commentId, readerId, body: form.body });
    return { anchor: `comment-${form.commentId}`, flash: "commentEdited", status: 303 };
  }
  await deleteOwnComment(writer, { commentId: form.commentId, readerId });
  return { anchor: "comments", flash: "commentDeleted", status: 303 };
}

/** A refusal the domain explains becomes its message, never a 500. */
async function outcomeOf(run: () => Promise<CommentFormOutcome>): Promise<CommentFormOutcome> {
  try {
    return await run();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return {
      anchor: "comments",
      flash: REFUSALS[error.code] ?? "commentNotAllowed",
      status: error.status,
    };
  }
}
