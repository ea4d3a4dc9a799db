import type { CommentOrder } from "./comment-limits";

/**
 * What the article page shows of comments: nothing personal or private (no account id, no
 * address, no email), so the shared page cache may keep it.
 */
export interface PublicComment {
  id: string;
  authorName: string;
  body: string;
  /** "deleted": a root kept for its replies, shown as "This comment was deleted". */
  status: "published" | "deleted";
  replyToName: string | null;
  createdAt: string;
  editedAt: string | null;
}

export interface CommentThread extends PublicComment {
  replies: PublicComment[];
}

export interface CommentPage {
  threads: CommentThread[];
  /** Where "Show more" continues; null on the last page. */
  nextCursor: string | null;
}

/** The article page's comment section, the same for every reader. */
export interface CommentsSectionData {
  count: number;
  page: CommentPage;
  order: CommentOrder;
  /** Whether this page continues from a cursor (a "show more" page). */
  continued: boolean;
  /** "open", or why no form is shown. */
  state: "open" | "closed" | "off";
}

/** One comment as the admin's Comments screen shows it (issue 39, item 6). */
export interface QueueComment {
  id: string;
  postId: string;
  postTitle: string;
  postSlug: string;
  postPublished: boolean;
  authorId: string | null;
  authorName: string;
  /** The reader's address, for editors and administrators only; null for authors. */
  authorEmail: string | null;
  isReply: boolean;
  replyToName: string | null;
  body: string;
  status: "held" | "published" | "hidden" | "spam" | "deleted";
  heldReason: string | null;
  reportCount: number;
  reports: { reason: string; reporterName: string; at: string }[];
  createdAt: string;
  editedAt: string | null;
  authorBanned: boolean;
  banReason: string | null;
}

export type QueueCounts = Record<"held" | "reported" | "published" | "hidden" | "spam", number>;

export interface QueueFilterLabels {
  postTitle: string | null;
  authorName: string | null;
}

/** One line of the moderation activity list: who did what, when, to whom. */
export interface CommentActivity {
  id: string;
  action: string;
  /** Null when readers' reports hid the comment. */
  actorName: string | null;
  at: string;
  commentId: string | null;
  commentAuthor: string | null;
  postTitle: string | null;
  targetUserId: string | null;
  targetName: string | null;
  reason: string | null;
  /** A ban that is still in force (it can be lifted from the list). */
  stillBanned: boolean;
}

export interface CommentBanView {
  userId: string;
  name: string;
  email: string;
  reason: string;
  at: string;
  byName: string | null;
}

/** One of a reader's own comments, as their account page lists it (issue 39, item 2). */
export interface ReaderComment {
  id: string;
  body: string;
  /** What readers of the article see of it: published, waiting, or taken down. */
  status: "published" | "held" | "hidden" | "spam";
  isReply: boolean;
  createdAt: string;
  editedAt: string | null;
  /** Until when the reader may still edit it; null when they no longer may. */
  editableUntil: string | null;
  postTitle: string;
  postSlug: string;
  /** Whether the article is still public (a link to it then makes sense). */
  postPublished: boolean;
}
