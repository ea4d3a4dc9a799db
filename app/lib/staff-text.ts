/**
 * Newsroom roles and the texts and limits of the admin area (constants and texts from SPEC.md).
 * Apart from constants.ts because every page loads that module and these are only for some.
 */

export const ADMIN_ROLE = "admin";

/** Newsroom roles, least to most powerful (stored in Better Auth's `role` column). */
export const STAFF_ROLES = ["contributor", "author", "editor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A signed-in account without a staff role reads the site like everyone else. */
export const READER_ROLE = "user";
export const ROLE_LABELS: Record<StaffRole | typeof READER_ROLE, string> = {
  contributor: "Contributor",
  author: "Author",
  editor: "Editor",
  admin: "Administrator",
  user: "Reader",
};
export const SCHEDULE_TEXT = {
  pastTime: "Choose a time in the future.",
  tooFarAhead: "Choose a time within the next five years.",
  alreadyPublished: "This post is already published. Unpublish it first to schedule it.",
  notScheduled: "This post is not scheduled.",
  chooseTime: "Choose a date and time.",
  scheduled: "Post scheduled.",
  unscheduled: "Schedule removed: the post is a draft again.",
  badge: "Scheduled",
  scheduleButton: "Schedule",
} as const;

/**
 * Search and social fields of a post: what search engines show before cutting (recommended,
 * counted in the editor) and the most the form accepts.
 */
export const SEO_LIMITS = {
  metaTitle: { recommended: 60, max: 300 },
  metaDescription: { recommended: 160, max: 500 },
} as const;

export const SEO_TEXT = {
  metaTitleTooLong: `Please keep the meta title under ${SEO_LIMITS.metaTitle.max} characters.`,
  metaDescriptionTooLong: `Please keep the meta description under ${SEO_LIMITS.metaDescription.max} characters.`,
  canonicalInvalid: "Use a full address starting with https:// (or http://).",
} as const;

/** Revisions, autosave and the edit conflict. */
export const REVISION_TEXT = {
  conflict:
    "This post was changed by someone else since you opened it. Your text is kept below: compare, then save your version anyway or reload to take theirs.",
  badBase: "This editor is out of date. Reload the page and save again.",
  restored: "Revision restored: it is now the post's text (and a revision of its own).",
  notFound: "That revision no longer exists.",
} as const;

/** How often the open editor keeps a draft of what it holds, after a change. */
export const AUTOSAVE_DELAY_MS = 3_000;

/** The most posts one bulk action may name: the posts list shows 20 a page. */
export const BULK_TEXT_LIMIT = 100;

const posts = (count: number) => `${count} post${count === 1 ? "" : "s"}`;

/** The posts list's bulk actions. */
export const BULK_TEXT = {
  noneSelected: "Select at least one post.",
  tooMany: `Select at most ${BULK_TEXT_LIMIT} posts at a time.`,
  unknownAction: "Choose publish, unpublish or delete.",
  confirmTitle: {
    publish: (count: number) => `Publish ${posts(count)}?`,
    unpublish: (count: number) => `Unpublish ${posts(count)}?`,
    delete: (count: number) => `Delete ${posts(count)}?`,
  },
  confirmBody: {
    publish: (count: number) =>
      `${count === 1 ? "It goes" : "They go"} live on the site, in the feeds and in search now. No newsletter is sent.`,
    unpublish: (count: number) =>
      `${count === 1 ? "It becomes a draft: its address answers" : "They become drafts: their addresses answer"} “not found” until published again.`,
    delete: (count: number) =>
      `${count === 1 ? "It is removed from the site and its address answers" : "They are removed from the site and their addresses answer"} “not found”. This cannot be undone.`,
  },
  done: {
    publish: (count: number) => `${posts(count)} published.`,
    unpublish: (count: number) => `${posts(count)} unpublished.`,
    delete: (count: number) => `${posts(count)} deleted.`,
  },
  unchanged: (count: number) => `${posts(count)} already in that state.`,
  refused: (count: number) => `${posts(count)} left alone: you may not change them.`,
} as const;

/** Texts of the admin area: the spec's words (SPEC §8) where it has them. */
export const ADMIN_TEXT = {
  newPost: "New Post",
  createPost: "Create Post",
  authRequiredTitle: "Authentication Required",
  authRequiredBody: "You must be logged in to create posts",
  successTitle: "Success",
  postCreated: "Article created successfully",
  postUpdated: "Article updated successfully",
  postPublished: "Article published",
  postUnpublished: "Article unpublished: it is a draft again",
  postDeleted: "Article deleted",
  errorTitle: "Error",
  createPostFailed: "Failed to create post",
  loadPostsFailed: "Failed to load posts and categories",
  submittedForReview: "Submitted for review",
  submitForReview: "Submit for review",
  reviewRequested: "Submitted for review: the editors have been told.",
  loading: "Loading...",
} as const;

/** Said wherever newsletter opens are shown or switched on (issue 42). */
/** The editor's preview (decision 0038): the open document as readers and subscribers get it. */
export const PREVIEW_VIEWS = ["desktop", "mobile", "email"] as const;
export type PreviewView = (typeof PREVIEW_VIEWS)[number];
export const PREVIEW_TEXT = {
  views: { desktop: "Desktop", mobile: "Mobile", email: "Email" } satisfies Record<
    PreviewView,
    string
  >,
  title: "Preview",
  description:
    "The open document, unsaved edits included, as readers and subscribers will get it. Nothing is saved or sent by previewing.",
  frameTitle: (view: PreviewView) =>
    view === "email" ? "Preview of the newsletter email" : `Preview of the article (${view})`,
  loading: "Rendering the preview…",
  failed: "The preview could not be shown.",
  subject: "Subject",
  sendTest: "Send a test email to me",
  sending: "Sending…",
  testSubjectPrefix: "[Test] ",
  testSent: (address: string) => `Test email sent to ${address}`,
  testLimited: (minutes: number) =>
    `Too many test emails: please wait ${minutes} minute${minutes === 1 ? "" : "s"} before sending another.`,
  notFound: "Post not found.",
  notAllowed: "You may not preview this post.",
} as const;

export const NEWSLETTER_OPENS_CAVEAT = "Opens are approximate: mail apps block or pre-load images.";
