import type { Db } from "~/db/connection.server";
import { lockedForUpdate } from "~/db/row-lock.server";
import type { PublishSource, Writer, WriteTransaction } from "~/platform/domain-events.server";
import type { QueueOutcome } from "~/newsletter/sends.server";
import type { PostWriteInput } from "~/lib/schemas";
import { DuplicateSlugError, MissingCategoryError, PostConflictError } from "./post-errors";
import { setPostAuthors } from "./post-authors.server";
import {
  bylineOf,
  ensureTags,
  insertPostRow,
  NO_SCHEDULE,
  postBody,
  postColumns,
  publicationDate,
  seoColumns,
  type NewPostInput,
} from "./posts-write.server";
import { recordRevision } from "./revisions.server";
import type { TagRef } from "./types";

/**
 * The write commands of posts: the one way anything (the editor, bulk actions, the scheduling
 * job, imports, the demo seed) creates, changes, publishes, unpublishes or deletes a post. Each
 * is one transaction with its side effects, and tells what it did through a typed event
 * (`app/platform/domain-events.server.ts`): the newsletter queues its send inside the
 * transaction, the page cache and the newsletter worker hear of it once committed.
 *
 * Each command has an `…In` form that runs inside a `WriteTransaction` the caller holds, so
 * commands compose (a bulk action, the scheduling job) and still commit as one.
 */

export async function slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("posts").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return Boolean(await query.executeTakeFirst());
}

async function assertCategoryExists(db: Db, categoryId: string | null) {
  if (!categoryId) return;
  const exists = await db
    .selectFrom("categories")
    .select("id")
    .where("id", "=", categoryId)
    .executeTakeFirst();
  if (!exists) throw new MissingCategoryError();
}

/** Two writers saving the same slug at once: the unique index decides, the loser gets a 409. */
async function refuseTakenSlug<T>(
  db: Db,
  slug: string,
  exceptId: string | undefined,
  work: () => Promise<T>,
) {
  if (await slugTaken(db, slug, exceptId)) throw new DuplicateSlugError(slug);
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MissingCategoryError) && (await slugTaken(db, slug, exceptId))) {
      throw new DuplicateSlugError(slug);
    }
    throw error;
  }
}

/** Keeps what a save stored (read back, so the revision holds the sanitized HTML). */
async function recordSavedRevision(db: Db, id: string, authorId: string | null) {
  const stored = await db
    .selectFrom("posts")
    .select(["title", "excerpt", "content"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await recordRevision(db, id, authorId, "save", stored);
}

export interface CreatePostOptions {
  /** Queue the newsletter send with it (published posts only). */
  emailSubscribers?: boolean;
  /** The number of confirmed subscribers the person confirmed emailing (the `post.published` event's). */
  confirmedRecipients?: number;
  /** Keep the first revision (what the editor wrote, or what an import brought); the seed keeps none. */
  keepRevision?: boolean;
  /** Whom that revision is by, when not the post's author (the person who ran an import). */
  revisionBy?: string | null;
  source?: PublishSource;
}

/**
 * Creates a post (its HTML sanitized on the way in) with its tags, its first revision when
 * asked, and, when it is published and the editor asked for it, its newsletter send: one
 * transaction, so a failure leaves nothing behind and the editor can simply submit again.
 */
export async function createPost(
  writer: Writer,
  input: NewPostInput,
  options: CreatePostOptions = {},
): Promise<string> {
  return refuseTakenSlug(writer.db, input.slug, undefined, () =>
    writer.events.write(writer.db, (tx) => createPostIn(tx, input, options)),
  );
}

export async function createPostIn(
  tx: WriteTransaction,
  input: NewPostInput,
  options: CreatePostOptions = {},
): Promise<string> {
  await assertCategoryExists(tx.db, input.categoryId);
  const id = await insertPostRow(tx.db, input);
  if (options.keepRevision) {
    await recordSavedRevision(tx.db, id, options.revisionBy ?? input.authorId);
  }
  const by = input.authorId;
  await tx.emit("post.created", { postId: id, by, published: input.published });
  if (input.published) {
    await tx.emit("post.published", {
      postId: id,
      by,
      emailSubscribers: Boolean(options.emailSubscribers),
      confirmedRecipients: options.confirmedRecipients,
      source: options.source ?? "editor",
    });
  }
  return id;
}

/** A post written in the admin's new-post dialog. */
export function createPostFromEditor(
  writer: Writer,
  input: PostWriteInput,
  authorId: string,
  options: Pick<CreatePostOptions, "emailSubscribers" | "confirmedRecipients"> = {},
): Promise<string> {
  return createPost(
    writer,
    {
      title: input.title,
      slug: input.slug,
      excerpt: input.excerpt,
      content: input.content,
      featuredImage: input.featuredImage || null,
      published: input.published,
      categoryId: input.categoryId || null,
      authorId,
      seo: input,
    },
    { ...options, keepRevision: true },
  );
}

export interface UpdatePostOptions {
  /** Who saves: the revision's author. */
  editorId?: string | null;
  /** The post's `updated_at` when the editor opened it: a later save elsewhere is a conflict. */
  baseUpdatedAt?: string;
  /** A new byline, first author first (checked by the caller); left out, the authors stay. */
  authorIds?: readonly string[];
  /** Close (or reopen) the article's comments; left out, the choice stays. */
  commentsClosed?: boolean | undefined;
}

/**
 * Saves every field of a post. `updated_at` always moves; the publication date follows the one
 * rule of `publicationDate`. False when the post does not exist.
 */
export async function updatePost(
  writer: Writer,
  id: string,
  input: PostWriteInput,
  tags: TagRef[],
  options: UpdatePostOptions = {},
): Promise<boolean> {
  return refuseTakenSlug(writer.db, input.slug, id, () =>
    writer.events.write(writer.db, async (tx) => {
      const categoryId = input.categoryId || null;
      await assertCategoryExists(tx.db, categoryId);
      const now = new Date().toISOString();
      const current = await lockedForUpdate(
        tx.db,
        tx.db
          .selectFrom("posts")
          .select(["published", "published_at", "updated_at", "title", "excerpt", "content"])
          .where("id", "=", id),
      ).executeTakeFirst();
      if (!current) return false;
      // The row is locked until commit: no other save can land between this check and the write.
      const updatedAt = current.updated_at;
      if (
        options.baseUpdatedAt !== undefined &&
        Date.parse(updatedAt) !== Date.parse(options.baseUpdatedAt)
      ) {
        throw new PostConflictError({
          title: current.title,
          excerpt: current.excerpt,
          content: current.content,
          updatedAt,
        });
      }
      await tx.db
        .updateTable("posts")
        .set({
          title: input.title,
          slug: input.slug,
          excerpt: input.excerpt,
          ...postBody(input.content),
          featured_image: input.featuredImage || null,
          category_id: categoryId,
          ...seoColumns(input),
          ...(options.commentsClosed === undefined
            ? {}
            : { comments_closed: options.commentsClosed }),
          published: input.published,
          published_at: publicationDate(current.published_at, input.published, now),
          ...(input.published ? { submitted_at: null, ...NO_SCHEDULE } : {}),
          updated_at: now,
        })
        .where("id", "=", id)
        .execute();
      const by = options.editorId ?? null;
      await recordSavedRevision(tx.db, id, by);
      await replaceTags(tx.db, id, tags);
      if (options.authorIds) await setPostAuthors(tx.db, id, options.authorIds);
      await tx.emit("post.updated", {
        postId: id,
        by,
        wasPublished: Boolean(current.published),
      });
      await emitPublicationChange(tx, id, by, Boolean(current.published), input.published);
      return true;
    }),
  );
}

async function emitPublicationChange(
  tx: WriteTransaction,
  postId: string,
  by: string | null,
  was: boolean,
  now: boolean,
) {
  if (was === now) return;
  if (now) {
    await tx.emit("post.published", { postId, by, emailSubscribers: false, source: "editor" });
  } else {
    await tx.emit("post.unpublished", { postId, by });
  }
}

async function replaceTags(db: Db, postId: string, tags: TagRef[]) {
  await db.deleteFrom("post_tags").where("post_id", "=", postId).execute();
  if (tags.length === 0) return;
  const tagIds = await ensureTags(db, tags);
  await db
    .insertInto("post_tags")
    .values(tagIds.map((tagId) => ({ post_id: postId, tag_id: tagId })))
    .execute();
}

/**
 * Replaces every field of an existing post with `input` (an import bringing a newer version of
 * the same source item). Its dates come from the input, as when it was created. What it replaced
 * stays in the post's revisions, and the new text is kept as one by `revisionBy`.
 */
export async function replacePost(
  writer: Writer,
  id: string,
  input: NewPostInput,
  { revisionBy = null }: { revisionBy?: string | null } = {},
): Promise<boolean> {
  return writer.events.write(writer.db, async (tx) => {
    const before = await tx.db
      .selectFrom("posts")
      .select("published")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return false;
    const createdAt = input.createdAt ?? new Date().toISOString();
    await tx.db
      .updateTable("posts")
      .set(postColumns(input, createdAt))
      .where("id", "=", id)
      .execute();
    await recordSavedRevision(tx.db, id, revisionBy);
    await replaceTags(tx.db, id, input.tags ?? []);
    await setPostAuthors(tx.db, id, bylineOf(input));
    const by = input.authorId;
    await tx.emit("post.updated", { postId: id, by, wasPublished: Boolean(before.published) });
    if (Boolean(before.published) !== input.published) {
      if (input.published) {
        await tx.emit("post.published", {
          postId: id,
          by,
          emailSubscribers: false,
          source: "import",
        });
      } else {
        await tx.emit("post.unpublished", { postId: id, by });
      }
    }
    return true;
  });
}

export interface PublishOptions {
  by: string | null;
  /** Queue the newsletter send (a publish only). */
  emailSubscribers?: boolean;
  /** The number of confirmed subscribers the person confirmed emailing (the `post.published` event's). */
  confirmedRecipients?: number;
  source?: PublishSource;
  /** When it counts as published if it never was (the scheduling job: the scheduled time). */
  at?: string;
}

export interface PublishOutcome {
  /** False when the post does not exist. */
  found: boolean;
  /** The newsletter send queued with it, when one was asked for. */
  newsletter: QueueOutcome | null;
}

/**
 * Publishes or unpublishes a post: the one path of a manual publish, a bulk action and the
 * scheduling job. Both clear any schedule; publishing answers a review request. Everything
 * public follows from this UPDATE of `posts` (triggers bump the content version and keep the
 * counts and the search index) and from its event (the newsletter, the cache of this process).
 */
export async function setPostPublished(
  writer: Writer,
  id: string,
  published: boolean,
  options: PublishOptions,
): Promise<PublishOutcome> {
  return writer.events.write(writer.db, (tx) => setPostPublishedIn(tx, id, published, options));
}

export async function setPostPublishedIn(
  tx: WriteTransaction,
  id: string,
  published: boolean,
  options: PublishOptions,
): Promise<PublishOutcome> {
  const now = new Date().toISOString();
  const current = await tx.db
    .selectFrom("posts")
    .select(["published_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) return { found: false, newsletter: null };
  await tx.db
    .updateTable("posts")
    .set({
      published,
      published_at: publicationDate(current.published_at, published, options.at ?? now),
      // Publishing answers a review request.
      ...(published ? { submitted_at: null } : {}),
      ...NO_SCHEDULE,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  if (!published) {
    await tx.emit("post.unpublished", { postId: id, by: options.by });
    return { found: true, newsletter: null };
  }
  const emailSubscribers = Boolean(options.emailSubscribers);
  const reply = await tx.emit("post.published", {
    postId: id,
    by: options.by,
    emailSubscribers,
    confirmedRecipients: emailSubscribers ? options.confirmedRecipients : undefined,
    source: options.source ?? "editor",
  });
  return { found: true, newsletter: emailSubscribers ? (reply.newsletter ?? null) : null };
}

/** Deletes a post with its tags and revisions; false when it does not exist. */
export async function deletePost(writer: Writer, id: string, by: string | null): Promise<boolean> {
  return writer.events.write(writer.db, async (tx) => (await deletePostsIn(tx, [id], by)) > 0);
}

/** Deletes the given posts in the caller's transaction; returns how many existed. */
export async function deletePostsIn(
  tx: WriteTransaction,
  ids: string[],
  by: string | null,
): Promise<number> {
  if (ids.length === 0) return 0;
  // Locked until commit, and told before they go: in-transaction subscribers read them as they were.
  const existing = await lockedForUpdate(
    tx.db,
    tx.db.selectFrom("posts").select("id").where("id", "in", ids),
  ).execute();
  if (existing.length === 0) return 0;
  for (const row of existing) await tx.emit("post.deleted", { postId: row.id, by });
  const found = existing.map((row) => row.id);
  await tx.db.deleteFrom("post_tags").where("post_id", "in", found).execute();
  await tx.db.deleteFrom("posts").where("id", "in", found).execute();
  return existing.length;
}

/** Marks a draft as waiting for review; false when it is missing or already published. */
export async function submitPostForReview(
  writer: Writer,
  id: string,
  by: string | null,
): Promise<boolean> {
  return writer.events.write(writer.db, async (tx) => {
    const now = new Date().toISOString();
    const result = await tx.db
      .updateTable("posts")
      .set({ submitted_at: now, updated_at: now })
      .where("id", "=", id)
      .where("published", "=", false)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await tx.emit("post.submitted-for-review", { postId: id, by });
    return true;
  });
}
