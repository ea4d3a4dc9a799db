import { sql, type ExpressionBuilder } from "kysely";
import { can, type Actor } from "~/auth/policy";
import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { CommentError } from "./comment-error";
import { decodeCommentCursor, encodeCommentCursor } from "./comment-list.server";
import { MODERATION_PAGE_SIZE, MODERATION_TABS, type ModerationTab } from "./moderation-text";
import type {
  CommentActivity,
  CommentBanView,
  QueueComment,
  QueueCounts,
  QueueFilterLabels,
} from "./types";

/**
 * What the admin's Comments screen reads (issue 39, item 6): one tab of the queue by keyset,
 * the tabs' counts, the reports' reasons, the activity list and the bans. Every read is limited
 * to what the actor may moderate: editors and administrators everything, authors the comments
 * on posts they are on the byline of (`post_authors`).
 */

export interface QueueFilter {
  tab: ModerationTab;
  postId?: string | undefined;
  authorId?: string | undefined;
  search?: string | undefined;
  after?: string | null | undefined;
  limit?: number;
}

type CommentsScope = ExpressionBuilder<Database, "comments">;

function assertModerator(actor: Actor) {
  if (!can(actor.role, "comments.moderateOwn")) {
    throw new CommentError("forbidden", "You cannot moderate comments.", 403);
  }
}

/** An author sees the comments on the posts they are on the byline of; editors see all. */
function ownPostsOnly(actor: Actor) {
  return (eb: CommentsScope) =>
    eb.exists(
      eb
        .selectFrom("post_authors")
        .select("post_authors.post_id")
        .whereRef("post_authors.post_id", "=", "comments.post_id")
        .where("post_authors.author_id", "=", actor.id),
    );
}

/** A tab's rows: "reported" is every comment readers reported that is still there. */
function inTab(tab: ModerationTab) {
  return (eb: CommentsScope) =>
    tab === "reported"
      ? // Written as literal SQL so the planner can use the partial index of reported comments.
        eb.and([sql<boolean>`comments.report_count > 0`, eb("comments.status", "<>", "deleted")])
      : eb("comments.status", "=", tab);
}

type PostAndReader = Pick<QueueFilter, "postId" | "authorId">;

/** The comments the actor may moderate, narrowed to the article or reader chosen. */
function moderatableComments(db: Db, actor: Actor, filter: PostAndReader = {}) {
  let query = db.selectFrom("comments");
  if (!can(actor.role, "comments.moderateAny")) query = query.where(ownPostsOnly(actor));
  if (filter.postId) query = query.where("comments.post_id", "=", filter.postId);
  if (filter.authorId) query = query.where("comments.author_id", "=", filter.authorId);
  return query;
}

/** How many of those comments one tab holds. */
async function countInTab(db: Db, actor: Actor, tab: ModerationTab, filter: PostAndReader = {}) {
  const row = await moderatableComments(db, actor, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(inTab(tab))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One tab of the queue, newest first by keyset; only what the actor may moderate. */
export async function listModerationQueue(
  db: Db,
  actor: Actor,
  filter: QueueFilter,
): Promise<{ comments: QueueComment[]; nextCursor: string | null }> {
  assertModerator(actor);
  const limit = filter.limit ?? MODERATION_PAGE_SIZE;
  // Readers' addresses are for the editors: an author sees names only.
  const withEmail = can(actor.role, "comments.moderateAny");
  let query = moderatableComments(db, actor, filter)
    .innerJoin("posts", "posts.id", "comments.post_id")
    .leftJoin("user", "user.id", "comments.author_id")
    .leftJoin("comment_bans", "comment_bans.user_id", "comments.author_id")
    .select([
      "comments.id",
      "comments.post_id",
      "posts.title as post_title",
      "posts.slug as post_slug",
      "posts.published as post_published",
      "comments.author_id",
      "comments.author_name",
      "comments.reply_to_name",
      "comments.thread_id",
      "user.name",
      "user.email",
      "comments.body",
      "comments.status",
      "comments.held_reason",
      "comments.report_count",
      "comments.created_at",
      "comments.edited_at",
      "comment_bans.reason as ban_reason",
    ])
    .where(inTab(filter.tab))
    .orderBy("comments.created_at", "desc")
    .orderBy("comments.id", "desc")
    .limit(limit + 1);
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    // An explicit ESCAPE: SQLite has no default escape character, PostgreSQL's is the same one.
    const contains = (column: "comments.body" | "comments.author_name") =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([contains("comments.body"), contains("comments.author_name")]),
    );
  }
  const cursor = decodeCommentCursor(filter.after);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("comments.created_at", "<", cursor.createdAt),
        eb.and([
          eb("comments.created_at", "=", cursor.createdAt),
          eb("comments.id", "<", cursor.id),
        ]),
      ]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  // Reports stay beside a comment a moderator took down, so every row of the page is asked.
  const reports = await reportsOf(
    db,
    page.map((row) => row.id),
  );
  const last = page[page.length - 1];
  return {
    comments: page.map((row) => ({
      id: row.id,
      postId: row.post_id,
      postTitle: row.post_title,
      postSlug: row.post_slug,
      postPublished: row.post_published,
      authorId: row.author_id,
      authorName: row.name ?? row.author_name,
      authorEmail: withEmail ? (row.email ?? null) : null,
      isReply: row.thread_id !== null,
      replyToName: row.reply_to_name,
      body: row.body,
      status: row.status,
      heldReason: row.held_reason,
      reportCount: row.report_count,
      reports: reports.get(row.id) ?? [],
      createdAt: row.created_at,
      editedAt: row.edited_at,
      authorBanned: row.ban_reason !== null,
      banReason: row.ban_reason,
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeCommentCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}

/** Readers' reports on these comments, with their reasons, oldest first. */
async function reportsOf(db: Db, commentIds: string[]) {
  const byComment = new Map<string, QueueComment["reports"]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db
    .selectFrom("comment_reports")
    .leftJoin("user", "user.id", "comment_reports.reporter_id")
    .select([
      "comment_reports.comment_id",
      "comment_reports.reason",
      "comment_reports.created_at",
      "user.name",
    ])
    .where("comment_reports.comment_id", "in", commentIds)
    .orderBy("comment_reports.created_at")
    .execute();
  for (const row of rows) {
    const report = { reason: row.reason, reporterName: row.name ?? "A reader", at: row.created_at };
    byComment.set(row.comment_id, [...(byComment.get(row.comment_id) ?? []), report]);
  }
  return byComment;
}

/** How many comments each tab holds for this actor (and the article or reader chosen). */
export async function countModerationTabs(
  db: Db,
  actor: Actor,
  filter: PostAndReader = {},
): Promise<QueueCounts> {
  assertModerator(actor);
  const counts = await Promise.all(
    MODERATION_TABS.map(async (tab) => [tab, await countInTab(db, actor, tab, filter)] as const),
  );
  return Object.fromEntries(counts) as QueueCounts;
}

/** What waits for a moderator (held and reported): the admin menu's badge. */
export async function countCommentsAwaitingReview(db: Db, actor: Actor): Promise<number> {
  if (!can(actor.role, "comments.moderateOwn")) return 0;
  const counts = await Promise.all(
    (["held", "reported"] as const).map((tab) => countInTab(db, actor, tab)),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The names behind the screen's filters (an article, a reader), for its "Showing …" line. */
export async function describeQueueFilter(
  db: Db,
  filter: PostAndReader,
): Promise<QueueFilterLabels> {
  const [post, author] = await Promise.all([
    filter.postId
      ? db.selectFrom("posts").select("title").where("id", "=", filter.postId).executeTakeFirst()
      : undefined,
    filter.authorId
      ? db.selectFrom("user").select("name").where("id", "=", filter.authorId).executeTakeFirst()
      : undefined,
  ]);
  return { postTitle: post?.title ?? null, authorName: author?.name ?? null };
}

/**
 * The latest moderation actions, newest first, with who did them and on what. An author sees
 * the actions on comments on their own posts.
 */
export async function listCommentActions(
  db: Db,
  actor: Actor,
  limit = 30,
): Promise<CommentActivity[]> {
  assertModerator(actor);
  let query = db
    .selectFrom("comment_actions")
    .leftJoin("user as actor", "actor.id", "comment_actions.actor_id")
    .leftJoin("user as target", "target.id", "comment_actions.target_user_id")
    .leftJoin("comments", "comments.id", "comment_actions.comment_id")
    .leftJoin("posts", "posts.id", "comments.post_id")
    .leftJoin("comment_bans", "comment_bans.user_id", "comment_actions.target_user_id")
    .select([
      "comment_actions.id",
      "comment_actions.action",
      "comment_actions.comment_id",
      "comment_actions.target_user_id",
      "comment_actions.reason",
      "comment_actions.created_at",
      "actor.name as actor_name",
      "target.name as target_name",
      "comments.author_name as comment_author",
      "posts.title as post_title",
      "comment_bans.user_id as still_banned",
    ])
    .orderBy("comment_actions.created_at", "desc")
    .orderBy("comment_actions.id", "desc")
    .limit(limit);
  if (!can(actor.role, "comments.moderateAny")) {
    // The same rule on the left-joined comment (an action on a deleted comment is the editors').
    query = query.where((eb) => ownPostsOnly(actor)(eb as unknown as CommentsScope));
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorName: row.actor_name,
    at: row.created_at,
    commentId: row.comment_id,
    commentAuthor: row.comment_author,
    postTitle: row.post_title,
    targetUserId: row.target_user_id,
    targetName: row.target_name,
    // A ban's reason is the editors' note to the reader; a deletion's is only the old id.
    reason: row.action === "ban" ? row.reason : null,
    stillBanned: row.action === "ban" && row.still_banned !== null,
  }));
}

/** The readers who may not comment, newest ban first (editors and administrators). */
export async function listCommentBans(db: Db, actor: Actor): Promise<CommentBanView[]> {
  if (!can(actor.role, "comments.ban")) return [];
  const rows = await db
    .selectFrom("comment_bans")
    .innerJoin("user", "user.id", "comment_bans.user_id")
    .leftJoin("user as by", "by.id", "comment_bans.banned_by")
    .select([
      "comment_bans.user_id",
      "user.name",
      "user.email",
      "comment_bans.reason",
      "comment_bans.created_at",
      "by.name as by_name",
    ])
    .orderBy("comment_bans.created_at", "desc")
    .limit(100)
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    reason: row.reason,
    at: row.created_at,
    byName: row.by_name,
  }));
}

/** Everything the Comments screen shows for one address: a tab's page, counts, activity, bans. */
export async function moderationScreen(db: Db, actor: Actor, filter: Omit<QueueFilter, "limit">) {
  const [queue, counts, labels, activity, bans] = await Promise.all([
    listModerationQueue(db, actor, filter),
    countModerationTabs(db, actor, filter),
    describeQueueFilter(db, filter),
    listCommentActions(db, actor),
    listCommentBans(db, actor),
  ]);
  return { ...queue, counts, labels, activity, bans };
}
