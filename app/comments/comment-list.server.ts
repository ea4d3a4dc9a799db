import type { Db } from "~/db/connection.server";
import type { CommentStatus } from "~/db/schema";
import { COMMENTS_PAGE_SIZE, type CommentOrder } from "./comment-limits";
import type { CommentPage, PublicComment } from "./types";

export type { CommentPage, CommentThread, PublicComment } from "./types";

/**
 * The public view of an article's comments (issue 39, item 3): threads by keyset (never
 * OFFSET), newest or oldest first, each with its published replies in order. Nothing here is
 * personal or private (no account id, no address, no email): this is what the shared page
 * cache may keep.
 */
interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCommentCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

/** A cursor from a link; null when it is not one of ours (the first page is shown instead). */
export function decodeCommentCursor(value: string | null | undefined): Cursor | null {
  if (!value || value.length > 200) return null;
  const [createdAt, id, extra] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (extra !== undefined || !createdAt || !id) return null;
  if (Number.isNaN(Date.parse(createdAt)) || !/^[\w-]{1,100}$/.test(id)) return null;
  return { createdAt: new Date(createdAt).toISOString(), id };
}

function toPublic(row: {
  id: string;
  author_name: string;
  name: string | null;
  body: string;
  status: CommentStatus;
  reply_to_name: string | null;
  created_at: string;
  edited_at: string | null;
}): PublicComment {
  const deleted = row.status === "deleted";
  return {
    id: row.id,
    authorName: deleted ? "" : (row.name ?? row.author_name),
    body: deleted ? "" : row.body,
    status: deleted ? "deleted" : "published",
    replyToName: row.reply_to_name,
    createdAt: row.created_at,
    editedAt: deleted ? null : row.edited_at,
  };
}

const COLUMNS = [
  "comments.id",
  "comments.author_name",
  "user.name",
  "comments.body",
  "comments.status",
  "comments.reply_to_name",
  "comments.created_at",
  "comments.edited_at",
] as const;

export async function listArticleComments(
  db: Db,
  postId: string,
  options: { order?: CommentOrder; after?: string | null; limit?: number } = {},
): Promise<CommentPage> {
  const order = options.order ?? "newest";
  const limit = options.limit ?? COMMENTS_PAGE_SIZE;
  const cursor = decodeCommentCursor(options.after);
  const direction = order === "newest" ? "desc" : "asc";
  const past = order === "newest" ? "<" : ">";
  let roots = db
    .selectFrom("comments")
    .leftJoin("user", "user.id", "comments.author_id")
    .select(COLUMNS)
    .where("comments.post_id", "=", postId)
    .where("comments.thread_id", "is", null)
    .where("comments.status", "in", ["published", "deleted"])
    .orderBy("comments.created_at", direction)
    .orderBy("comments.id", direction)
    .limit(limit + 1);
  if (cursor) {
    roots = roots.where((eb) =>
      eb.or([
        eb("comments.created_at", past, cursor.createdAt),
        eb.and([
          eb("comments.created_at", "=", cursor.createdAt),
          eb("comments.id", past, cursor.id),
        ]),
      ]),
    );
  }
  const rows = await roots.execute();
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  const replies = page.length
    ? await db
        .selectFrom("comments")
        .leftJoin("user", "user.id", "comments.author_id")
        .select([...COLUMNS, "comments.thread_id"])
        .where(
          "comments.thread_id",
          "in",
          page.map((row) => row.id),
        )
        .where("comments.status", "=", "published")
        .orderBy("comments.created_at", "asc")
        .orderBy("comments.id", "asc")
        .execute()
    : [];
  const repliesOf = new Map<string, PublicComment[]>();
  for (const reply of replies) {
    const list = repliesOf.get(reply.thread_id!) ?? [];
    list.push(toPublic(reply));
    repliesOf.set(reply.thread_id!, list);
  }
  const threads = page
    .map((row) => ({ ...toPublic(row), replies: repliesOf.get(row.id) ?? [] }))
    // A deleted root shows only while it still has replies to hold together.
    .filter((thread) => thread.status === "published" || thread.replies.length > 0);
  return {
    threads,
    nextCursor:
      more && last ? encodeCommentCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/** An article's published comments, from the kept count (never counted per page). */
export async function commentCountOf(db: Db, postId: string): Promise<number> {
  const row = await db
    .selectFrom("comment_counts")
    .select("published")
    .where("post_id", "=", postId)
    .executeTakeFirst();
  return row?.published ?? 0;
}

/** What only the signed-in reader sees of an article: their comments still waiting. */
export interface OwnPendingComment {
  id: string;
  body: string;
  createdAt: string;
  replyTo: string | null;
}

export async function listOwnPendingComments(
  db: Db,
  postId: string,
  readerId: string,
): Promise<OwnPendingComment[]> {
  const rows = await db
    .selectFrom("comments")
    .select(["id", "body", "created_at", "thread_id"])
    .where("post_id", "=", postId)
    .where("author_id", "=", readerId)
    .where("status", "=", "held")
    .orderBy("created_at", "desc")
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.created_at,
    replyTo: row.thread_id,
  }));
}
