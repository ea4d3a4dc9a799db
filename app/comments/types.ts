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
