import type { Db } from "~/db/connection.server";
import { getCommentSettings } from "./comment-settings.server";
import type { ReaderComment } from "./types";

/** How many of their newest comments a reader's account page lists. */
export const READER_COMMENTS_LISTED = 50;

/**
 * A reader's own comments, newest first, with the article each is on (index
 * `comments_author_idx`). A deleted root kept for its replies is no longer theirs to manage.
 */
export async function listReaderComments(db: Db, readerId: string): Promise<ReaderComment[]> {
  const [rows, settings] = await Promise.all([
    db
      .selectFrom("comments as c")
      .innerJoin("posts as p", "p.id", "c.post_id")
      .select([
        "c.id",
        "c.body",
        "c.status",
        "c.thread_id",
        "c.created_at",
        "c.edited_at",
        "p.title as post_title",
        "p.slug as post_slug",
        "p.published as post_published",
      ])
      .where("c.author_id", "=", readerId)
      .where("c.status", "<>", "deleted")
      .orderBy("c.created_at", "desc")
      .orderBy("c.id", "desc")
      .limit(READER_COMMENTS_LISTED)
      .execute(),
    getCommentSettings(db),
  ]);
  const now = Date.now();
  return rows.map((row) => {
    const closesAt = Date.parse(row.created_at) + settings.editWindowMinutes * 60_000;
    const editable = (row.status === "published" || row.status === "held") && now < closesAt;
    return {
      id: row.id,
      body: row.body,
      status: row.status as ReaderComment["status"],
      isReply: row.thread_id !== null,
      createdAt: row.created_at,
      editedAt: row.edited_at,
      editableUntil: editable ? new Date(closesAt).toISOString() : null,
      postTitle: row.post_title,
      postSlug: row.post_slug,
      postPublished: Boolean(row.post_published),
    };
  });
}
