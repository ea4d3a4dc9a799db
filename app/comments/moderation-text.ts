/**
 * The Comments screen's tabs, actions and words (issue 39, item 6), shared by the screen and
 * the domain. No zod and nothing server-only: admin components import this.
 */
export const MODERATION_TABS = ["held", "reported", "published", "hidden", "spam"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

export const MODERATION_ACTIONS = ["approve", "hide", "restore", "spam", "delete"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** At most this many comments in one bulk action (two pages of the queue). */
export const MODERATION_BULK_MAX = 200;
/** Comments per page of the queue. */
export const MODERATION_PAGE_SIZE = 50;

export const MODERATION_TAB_LABEL: Record<ModerationTab, string> = {
  held: "Held",
  reported: "Reported",
  published: "Published",
  hidden: "Hidden",
  spam: "Spam",
};

export const MODERATION_ACTION_LABEL: Record<ModerationAction, string> = {
  approve: "Approve",
  hide: "Hide",
  restore: "Restore",
  spam: "Mark as spam",
  delete: "Delete",
};

/** The actions offered on a comment in each state; the domain accepts any of them on any. */
export const ACTIONS_FOR_STATUS: Record<string, readonly ModerationAction[]> = {
  held: ["approve", "hide", "spam", "delete"],
  published: ["hide", "spam", "delete"],
  hidden: ["restore", "spam", "delete"],
  spam: ["restore", "delete"],
};

/** What the activity list says a moderator did ("approve" → "approved"). */
export const ACTIVITY_VERB: Record<string, string> = {
  approve: "approved",
  hide: "hid",
  restore: "restored",
  spam: "marked as spam",
  delete: "deleted",
  ban: "banned",
  unban: "lifted the ban on",
};

/** What became of the comments ("approve" → "approved"), for the message after an action. */
const DONE_WORD: Record<ModerationAction, string> = {
  approve: "approved",
  hide: "hidden",
  restore: "restored",
  spam: "marked as spam",
  delete: "deleted",
};

export function doneMessage(action: ModerationAction, changed: number): string {
  if (changed === 0) return "Nothing to change: the comments were already in that state.";
  const comments = changed === 1 ? "1 comment" : `${changed} comments`;
  return `${comments} ${DONE_WORD[action]}.`;
}
