import { z } from "~/lib/zod";
import {
  BAN_REASON_MAX_LENGTH,
  COMMENT_HONEYPOT_FIELD,
  COMMENT_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
} from "./comment-limits";

/** The forms' schemas (server side: zod stays out of public pages' JavaScript). */

const commentBody = z
  .string()
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .min(1, "Please write a comment.")
      .max(
        COMMENT_MAX_LENGTH,
        `Please keep a comment under ${COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters.`,
      ),
  );

/** A new comment or a reply (`replyTo` is the comment answered, root or reply). */
export const newCommentSchema = z.object({
  body: commentBody,
  replyTo: z.string().trim().max(100).optional(),
});

export const editCommentSchema = z.object({ body: commentBody });

export const reportCommentSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Please say what is wrong with this comment.")
    .max(REPORT_REASON_MAX_LENGTH, "Please keep the reason under 500 characters."),
});

export const banReasonSchema = z
  .string()
  .trim()
  .min(1, "Please give a reason: the reader is shown it.")
  .max(BAN_REASON_MAX_LENGTH, "Please keep the reason under 500 characters.");

const commentId = z.string().trim().min(1).max(100);

/**
 * The article page's comment forms, told apart by `intent`. Each works without JavaScript: a
 * plain form post to the article, answered by a redirect back to it.
 */
export const articleCommentFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("post"),
    body: z.string().max(20_000),
    replyTo: commentId.optional(),
    [COMMENT_HONEYPOT_FIELD]: z.string().max(500).default(""),
  }),
  z.object({ intent: z.literal("edit"), commentId, body: z.string().max(20_000) }),
  z.object({ intent: z.literal("delete"), commentId }),
  z.object({ intent: z.literal("report"), commentId, reason: z.string().max(2_000) }),
]);

export type ArticleCommentForm = z.infer<typeof articleCommentFormSchema>;
