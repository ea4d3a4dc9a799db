import type { Db } from "~/db/connection.server";
import type { DomainEvents } from "~/platform/domain-events.server";
import type { RevisionKind } from "~/db/schema";
import { hasChanges, wordDiff, type FieldDiff } from "~/lib/word-diff";
import { htmlToText } from "./html.server";
import { newId } from "~/platform/ids.server";
import { postBody } from "./posts-write.server";

/** How many revisions the editor lists (the newest); older ones are kept. */
export const REVISIONS_LISTED = 50;

export interface PostText {
  title: string;
  excerpt: string;
  /** Sanitized HTML. */
  content: string;
}

export interface RevisionSummary {
  id: string;
  kind: RevisionKind;
  authorName: string | null;
  createdAt: string;
}

/** Records what a save or a restore wrote, in the caller's transaction. */
export async function recordRevision(
  db: Db,
  postId: string,
  authorId: string | null,
  kind: Exclude<RevisionKind, "autosave">,
  text: PostText,
): Promise<void> {
  await db
    .insertInto("post_revisions")
    .values((eb) => ({
      id: newId(),
      post_id: postId,
      // A post's author may be a profile without an account (an imported writer): no author then.
      author_id: authorId
        ? eb.selectFrom("user").select("user.id").where("user.id", "=", authorId)
        : null,
      kind,
      ...text,
    }))
    .execute();
  // A save supersedes its author's autosave of the post.
  if (authorId) await dropAutosave(db, postId, authorId);
}

export async function listRevisions(db: Db, postId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("post_revisions as r")
    .leftJoin("user as u", "u.id", "r.author_id")
    .select(["r.id", "r.kind", "r.created_at", "u.name as author_name"])
    .where("r.post_id", "=", postId)
    .where("r.kind", "!=", "autosave")
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(REVISIONS_LISTED)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    authorName: row.author_name,
    createdAt: row.created_at,
  }));
}

async function revisionText(db: Db, postId: string, revisionId: string) {
  return db
    .selectFrom("post_revisions")
    .select(["title", "excerpt", "content", "kind"])
    .where("id", "=", revisionId)
    .where("post_id", "=", postId)
    .executeTakeFirst();
}

async function currentText(db: Db, postId: string): Promise<PostText | undefined> {
  return db
    .selectFrom("posts")
    .select(["title", "excerpt", "content"])
    .where("id", "=", postId)
    .executeTakeFirst();
}

/** What changed from `before` to `after`, field by field (only the fields that changed). */
export function diffPostText(before: PostText, after: PostText): FieldDiff[] {
  const fields: FieldDiff[] = [
    { field: "Title", segments: wordDiff(before.title, after.title) },
    { field: "Excerpt", segments: wordDiff(before.excerpt, after.excerpt) },
    {
      field: "Content",
      segments: wordDiff(htmlToText(before.content), htmlToText(after.content)),
    },
  ];
  return fields.filter((field) => hasChanges(field.segments));
}

/** How a revision differs from the post as it is now; null when either is missing. */
export async function diffRevisionWithCurrent(
  db: Db,
  postId: string,
  revisionId: string,
): Promise<FieldDiff[] | null> {
  const [revision, current] = await Promise.all([
    revisionText(db, postId, revisionId),
    currentText(db, postId),
  ]);
  if (!revision || !current) return null;
  return diffPostText(current, revision);
}

/**
 * Puts a revision's title, excerpt and content back on the post (whether it is out is not
 * touched) and records the restore as a revision of its own, in one transaction.
 */
export async function restoreRevision(
  writer: { db: Db; events: DomainEvents },
  postId: string,
  revisionId: string,
  userId: string,
): Promise<boolean> {
  return writer.events.write(writer.db, async ({ db: trx, emit }) => {
    const revision = await revisionText(trx, postId, revisionId);
    if (!revision || revision.kind === "autosave") return false;
    const before = await trx
      .selectFrom("posts")
      .select("published")
      .where("id", "=", postId)
      .executeTakeFirst();
    const text = { title: revision.title, excerpt: revision.excerpt, content: revision.content };
    await trx
      .updateTable("posts")
      .set({
        title: text.title,
        excerpt: text.excerpt,
        ...postBody(text.content),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", postId)
      .execute();
    await recordRevision(trx, postId, userId, "restore", text);
    await emit("post.updated", {
      postId,
      by: userId,
      wasPublished: Boolean(before?.published),
    });
    return true;
  });
}

/** Drops this person's autosave of the post (superseded by a save, or discarded). */
export async function dropAutosave(db: Db, postId: string, userId: string): Promise<void> {
  await db
    .deleteFrom("post_revisions")
    .where("post_id", "=", postId)
    .where("author_id", "=", userId)
    .where("kind", "=", "autosave")
    .execute();
}

/**
 * Keeps what the open editor holds, without touching the post: one autosave per person and
 * post, replaced each time. The HTML is sanitized as a save would.
 */
export async function saveAutosave(
  db: Db,
  postId: string,
  userId: string,
  text: PostText,
): Promise<string> {
  const savedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await dropAutosave(trx, postId, userId);
    await trx
      .insertInto("post_revisions")
      .values({
        id: newId(),
        post_id: postId,
        author_id: userId,
        kind: "autosave",
        title: text.title,
        excerpt: text.excerpt,
        content: postBody(text.content).content,
        created_at: savedAt,
      })
      .execute();
  });
  return savedAt;
}

export interface Autosave extends PostText {
  savedAt: string;
}

/**
 * This person's autosave of the post when it is newer than the post's last save and says
 * something else (an autosave that landed just after a save of the same text is no news).
 */
export async function newerAutosave(
  db: Db,
  postId: string,
  userId: string,
  post: PostText & { updatedAt: string },
): Promise<Autosave | null> {
  const row = await db
    .selectFrom("post_revisions")
    .select(["title", "excerpt", "content", "created_at"])
    .where("post_id", "=", postId)
    .where("author_id", "=", userId)
    .where("kind", "=", "autosave")
    .executeTakeFirst();
  if (!row) return null;
  const savedAt = row.created_at;
  if (Date.parse(savedAt) <= Date.parse(post.updatedAt)) return null;
  const same =
    row.title === post.title && row.excerpt === post.excerpt && row.content === post.content;
  if (same) return null;
  return { title: row.title, excerpt: row.excerpt, content: row.content, savedAt };
}
