import type { ExpressionBuilder, SelectQueryBuilder } from "kysely";
import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { toBool, toCount, toIso } from "~/db/values.server";
import { readingMinutes } from "~/lib/reading-time";
import type { ArticleCard, ArticleDetail, Page, TagRef } from "./types";

type PostsScope = Database & {
  p: Database["posts"];
  c: Database["categories"];
  a: Database["profiles"];
};

function cardQuery(db: Db) {
  return db
    .selectFrom("posts as p")
    .leftJoin("categories as c", "c.id", "p.category_id")
    .leftJoin("profiles as a", "a.id", "p.author_id")
    .select([
      "p.id",
      "p.slug",
      "p.title",
      "p.excerpt",
      "p.featured_image",
      "p.published",
      "p.published_at",
      "p.created_at",
      "p.word_count",
      "c.id as category_id",
      "c.name as category_name",
      "c.slug as category_slug",
      "a.id as author_id",
      "a.full_name as author_name",
      "a.avatar_url as author_avatar",
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["executeTakeFirstOrThrow"]>>;

function toCard(row: CardRow): ArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.featured_image,
    date: toIso(row.published_at ?? row.created_at),
    readingMinutes: readingMinutes(row.word_count),
    category:
      row.category_id && row.category_name && row.category_slug
        ? { id: row.category_id, name: row.category_name, slug: row.category_slug }
        : null,
    author: row.author_id
      ? { id: row.author_id, name: row.author_name, avatarUrl: row.author_avatar }
      : null,
  };
}

export interface ListFilter {
  categorySlug?: string;
  tagSlug?: string;
  authorId?: string;
  excludeIds?: string[];
}

function applyPublishedFilter<O>(
  query: SelectQueryBuilder<PostsScope, "p" | "c" | "a", O>,
  filter: ListFilter,
) {
  let scoped = query.where("p.published", "=", true);
  if (filter.categorySlug) scoped = scoped.where("c.slug", "=", filter.categorySlug);
  if (filter.authorId) scoped = scoped.where("p.author_id", "=", filter.authorId);
  if (filter.excludeIds && filter.excludeIds.length > 0) {
    scoped = scoped.where("p.id", "not in", filter.excludeIds);
  }
  if (filter.tagSlug) {
    const tagSlug = filter.tagSlug;
    scoped = scoped.where((eb: ExpressionBuilder<PostsScope, "p" | "c" | "a">) =>
      eb.exists(
        eb
          .selectFrom("post_tags as pt")
          .innerJoin("tags as t", "t.id", "pt.tag_id")
          .select("pt.post_id")
          .whereRef("pt.post_id", "=", "p.id")
          .where("t.slug", "=", tagSlug),
      ),
    );
  }
  return scoped;
}

/** Published articles, newest first. */
export async function listArticles(
  db: Db,
  filter: ListFilter,
  limit: number,
  offset = 0,
): Promise<ArticleCard[]> {
  const rows = await applyPublishedFilter(cardQuery(db), filter)
    .orderBy("p.published_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toCard);
}

export async function countArticles(db: Db, filter: ListFilter): Promise<number> {
  const base = db
    .selectFrom("posts as p")
    .leftJoin("categories as c", "c.id", "p.category_id")
    .leftJoin("profiles as a", "a.id", "p.author_id")
    .select((eb) => eb.fn.countAll().as("count"));
  const row = await applyPublishedFilter(base, filter).executeTakeFirst();
  return toCount(row?.count as string | number | undefined);
}

/** One page of published articles (page numbers start at 1; out-of-range pages are empty). */
export async function pageOfArticles(
  db: Db,
  filter: ListFilter,
  page: number,
  pageSize: number,
): Promise<Page<ArticleCard>> {
  const [items, total] = await Promise.all([
    listArticles(db, filter, pageSize, (page - 1) * pageSize),
    countArticles(db, filter),
  ]);
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * One article by slug with its tags. Drafts are returned only when `includeDrafts` is set
 * (admin preview); the public site never shows them.
 */
export async function getArticleBySlug(
  db: Db,
  slug: string,
  options: { includeDrafts?: boolean } = {},
): Promise<ArticleDetail | null> {
  let query = cardQuery(db).select(["p.content", "p.updated_at"]).where("p.slug", "=", slug);
  if (!options.includeDrafts) query = query.where("p.published", "=", true);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const tags = await tagsOfPost(db, row.id);
  return {
    ...toCard(row),
    content: row.content,
    published: toBool(row.published),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    tags,
  };
}

async function tagsOfPost(db: Db, postId: string): Promise<TagRef[]> {
  return db
    .selectFrom("post_tags as pt")
    .innerJoin("tags as t", "t.id", "pt.tag_id")
    .select(["t.name", "t.slug"])
    .where("pt.post_id", "=", postId)
    .orderBy("t.name")
    .execute();
}

/** Published articles of the same category, newest first, never the article itself. */
export async function getRelatedArticles(
  db: Db,
  article: Pick<ArticleCard, "id" | "category">,
  limit: number,
): Promise<ArticleCard[]> {
  if (!article.category) return [];
  return listArticles(db, { categorySlug: article.category.slug, excludeIds: [article.id] }, limit);
}

/** The newest published articles other than the ones given. */
export async function getMoreArticles(
  db: Db,
  excludeIds: string[],
  limit: number,
): Promise<ArticleCard[]> {
  return listArticles(db, { excludeIds }, limit);
}

export interface FeedItem extends ArticleCard {
  content: string;
  updatedAt: string;
}

export async function listFeedItems(db: Db, limit: number): Promise<FeedItem[]> {
  const rows = await cardQuery(db)
    .select(["p.content", "p.updated_at"])
    .where("p.published", "=", true)
    .orderBy("p.published_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toCard(row),
    content: row.content,
    updatedAt: toIso(row.updated_at),
  }));
}
