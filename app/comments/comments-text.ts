import { COMMENT_MAX_LENGTH } from "./comment-limits";

/**
 * The comment section's words (issue 39), for the article page and the messages after a post.
 * No zod and nothing server-only: the article page's JavaScript imports this.
 */
export const COMMENTS_TEXT = {
  empty: "No comments yet. Start the conversation.",
  closed: "Comments on this article are closed.",
  off: "Comments are turned off on this site.",
  signInNote: "Sign in with a verified email address to join the conversation.",
  signIn: "Sign in to comment",
  formLabel: "Add a comment",
  replyLabel: "Your reply",
  post: "Post comment",
  reply: "Reply",
  postReply: "Post reply",
  report: "Report",
  reportLabel: "What is wrong with this comment?",
  sendReport: "Send report",
  deleted: "This comment was deleted",
  edited: "edited",
  showMore: "Show more comments",
  backToNewest: "Back to the first comments",
  newest: "Newest",
  oldest: "Oldest",
  order: "Order",
  limitNote: `Plain text, up to ${COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters. Links are allowed.`,
  honeypotLabel: "Leave this field empty",
  inReplyTo: "in reply to",
} as const;

/** The messages after a comment form, carried across the redirect back to the article. */
export const COMMENT_FLASH_TEXT = {
  commentPublished: "Your comment is published.",
  commentHeld: "Thanks! Your comment is waiting for a moderator's approval.",
  commentEdited: "Your comment is updated.",
  commentDeleted: "Your comment is deleted.",
  commentReported: "Thanks for the report: a moderator will review the comment.",
  commentUnverified: "Please verify your email address before commenting.",
  commentBanned: "You can no longer comment on this site.",
  commentClosed: "Comments on this article are closed.",
  commentInvalid: `Please write a comment of at most ${COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  commentEditClosed: "The time to edit this comment has passed.",
  commentAlreadyReported: "You have reported this comment already.",
  commentGone: "That comment is no longer there.",
  commentNotAllowed: "You cannot do that with this comment.",
} as const;

export type CommentFlashKey = keyof typeof COMMENT_FLASH_TEXT;
