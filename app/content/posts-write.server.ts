import type { Db } from "~/db/connection.server";
import type { PostSeoInput } from "~/lib/schemas";
import type { TagRef } from "./types";
import { htmlToText, sanitizeArticleHtml, wordCountOfText } from "./html.server";
import { newId } from "~/platform/ids.server";
import { setPostAuthors } from "./post-authors.server";

export interface NewPostInput {
  id?: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Editor HTML; sanitized here before it is stored. */
  content: string;
  featuredImage: string | null;
  published: boolean;
  categoryId: string | null;
  /** The primary author; the whole byline is `authorIds` when given. */
  authorId: string | null;
  /** Every author in byline order (migration 035); left out, `authorId` alone. */
  authorIds?: readonly string[];
  tags?: TagRef[];
  /** Defaults to now. */
  createdAt?: string;
  /** Defaults to `createdAt` (imports keep the source's modification date). */
  updatedAt?: string;
  /** Defaults to `createdAt` when published (a restored post keeps its own). */
  publishedAt?: string | null;
  /** Search and social fields; those left out keep the post's own values. */
  seo?: Partial<PostSeoInput>;
  /** Why an import keeps it from the public; left out, the post's own stays. */
  importNote?: string | null;
}

/**
 * The publication-date rule, the one place it is written: a post keeps the date it was first
 * published (unpublishing and republishing keeps it); a post published now without one gets
 * `now`; a draft that was never published has none.
 */
export function publicationDate(
  stored: string | null | undefined,
  published: boolean,
  now: string,
): string | null {
  if (stored) return stored;
  return published ? now : null;
}

/** Publishing (or unpublishing) now replaces any schedule. Saving a draft keeps it. */
export const NO_SCHEDULE = { scheduled_at: null, schedule_email: false, scheduled_by: null };

/** Derived columns of a post body: sanitized HTML, its plain text and word count. */
export function postBody(html: string) {
  const content = sanitizeArticleHtml(html);
  const contentText = htmlToText(content);
  return { content, content_text: contentText, word_count: wordCountOfText(contentText) };
}

/**
 * The search and social columns that `seo` names ("" stores null: the post's own value is used);
 * the ones it leaves out are not written.
 */
export function seoColumns(seo: Partial<PostSeoInput> = {}) {
  const text = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const columns = {
    meta_title: text(seo.metaTitle),
    meta_description: text(seo.metaDescription),
    social_image: text(seo.socialImage),
    canonical_url: text(seo.canonicalUrl),
    noindex: seo.noindex,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<typeof columns>;
}

/** Every stored column of a post from its input (the id aside). */
export function postColumns(input: NewPostInput, createdAt: string) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    ...postBody(input.content),
    featured_image: input.featuredImage,
    published: input.published,
    // An import or a restore brings its own date; otherwise the rule of `publicationDate`.
    published_at: publicationDate(input.publishedAt, input.published, createdAt),
    created_at: createdAt,
    updated_at: input.updatedAt ?? createdAt,
    category_id: input.categoryId,
    author_id: bylineOf(input)[0] ?? null,
    ...seoColumns(input.seo),
    ...(input.importNote === undefined ? {} : { import_note: input.importNote }),
  };
}

/** A post's authors in byline order: `authorIds` when given, else its one `authorId`. */
export function bylineOf(input: Pick<NewPostInput, "authorId" | "authorIds">): readonly string[] {
  if (input.authorIds && input.authorIds.length > 0) return input.authorIds;
  return input.authorId ? [input.authorId] : [];
}

/** Inserts a post and its tags in the caller's transaction (`createPostIn` is the command). */
export async function insertPostRow(trx: Db, input: NewPostInput): Promise<string> {
  const id = input.id ?? newId();
  const createdAt = input.createdAt ?? new Date().toISOString();
  await trx
    .insertInto("posts")
    .values({ id, ...postColumns(input, createdAt) })
    .execute();
  // The insert trigger added the primary author; a co-written post gets its whole byline.
  if (bylineOf(input).length > 1) await setPostAuthors(trx, id, bylineOf(input));
  if (input.tags && input.tags.length > 0) {
    const tagIds = await ensureTags(trx, input.tags);
    await trx
      .insertInto("post_tags")
      .values(tagIds.map((tagId) => ({ post_id: id, tag_id: tagId })))
      .execute();
  }
  return id;
}

/** Returns the ids of the given tags, creating the ones that do not exist yet. */
export async function ensureTags(db: Db, tags: TagRef[]): Promise<string[]> {
  const slugs = [...new Set(tags.map((tag) => tag.slug))];
  const existing = await db
    .selectFrom("tags")
    .select(["id", "slug"])
    .where("slug", "in", slugs)
    .execute();
  const idBySlug = new Map(existing.map((row) => [row.slug, row.id]));
  const missing = tags.filter(
    (tag, index) => !idBySlug.has(tag.slug) && slugs.indexOf(tag.slug) === index,
  );
  if (missing.length > 0) {
    const rows = missing.map((tag) => ({ id: newId(), name: tag.name, slug: tag.slug }));
    await db
      .insertInto("tags")
      .values(rows)
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute();
    const created = await db
      .selectFrom("tags")
      .select(["id", "slug"])
      .where(
        "slug",
        "in",
        missing.map((tag) => tag.slug),
      )
      .execute();
    for (const row of created) idBySlug.set(row.slug, row.id);
  }
  return slugs.map((slug) => idBySlug.get(slug)!);
}
