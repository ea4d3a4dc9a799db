import { z } from "~/lib/zod";
import {
  BAN_REASON_MAX_LENGTH,
  COMMENT_HONEYPOT_FIELD,
  COMMENT_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
} from "./comment-limits";
import { MODERATION_ACTIONS, MODERATION_BULK_MAX, MODERATION_TABS } from "./moderation-text";

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

/** The admin Comments screen's address: a tab, filters and a cursor; anything odd is dropped. */
export const moderationQuerySchema = z.object({
  tab: z.enum(MODERATION_TABS).catch("held"),
  post: commentId.optional().catch(undefined),
  author: commentId.optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  after: z.string().max(200).optional().catch(undefined),
});

/** The Comments screen's commands, told apart by `intent`. */
export const moderationFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("moderate"),
    action: z.enum(MODERATION_ACTIONS, { error: "Please choose an action." }),
    commentIds: z
      .array(commentId)
      .min(1, "Please select at least one comment.")
      .max(MODERATION_BULK_MAX, `Please choose at most ${MODERATION_BULK_MAX} comments at once.`),
  }),
  z.object({ intent: z.literal("ban"), userId: commentId, reason: z.string().max(2_000) }),
  z.object({ intent: z.literal("unban"), userId: commentId }),
]);
