/** The words of "Your comments" on a reader's account page (issue 39, item 2). */
export const ACCOUNT_COMMENTS_TEXT = {
  heading: "Your comments",
  intro:
    "Your newest comments. You can delete any of them; you can edit one for a short while after posting.",
  none: "You have not commented yet.",
  on: "On",
  replyOn: "Reply on",
  edited: "edited",
  edit: "Edit",
  editLabel: "Your comment",
  editUntil: "You can edit it until",
  save: "Save changes",
  saving: "Saving…",
  delete: "Delete",
  deleteQuestion:
    "Delete this comment? This cannot be undone; a comment with replies stays as “This comment was deleted”.",
  deleteConfirm: "Delete comment",
  deleting: "Deleting…",
  status: {
    published: "Published",
    held: "Waiting for approval",
    hidden: "Hidden by a moderator",
    spam: "Held as spam",
  },
} as const;
