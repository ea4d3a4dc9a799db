import {
  keptByIdPerContentVersion,
  keptPerContentVersion,
  keptPerContentVersionByKey,
} from "~/cache/kept-per-content-version.server";
import type { Db } from "~/db/connection.server";
import { reusableQuery } from "~/db/reusable-query.server";
import { RELATED_LIMIT } from "~/lib/constants";
import { pageCountOf } from "~/lib/page-param";
import { readingMinutes } from "~/lib/reading-time";
import { displayArticleHtml } from "./html.server";
import { authorsOfPosts } from "./post-authors.server";
import type { ArticleCard, ArticleDetail, AuthorRef, Page, TagRef } from "./types";

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

/** A card from its row and its byline (`authorsOfPosts`, read for the whole page at once). */
function toCard(row: CardRow, byline: AuthorRef[] | undefined): ArticleCard {
  const primary = row.author_id
    ? { id: row.author_id, name: row.author_name, avatarUrl: row.author_avatar }
    : null;
  const authors = byline && byline.length > 0 ? byline : primary ? [primary] : [];
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.featured_image,
    date: row.published_at ?? row.created_at,
    readingMinutes: readingMinutes(row.word_count),
    category:
      row.category_id && row.category_name && row.category_slug
        ? { id: row.category_id, name: row.category_name, slug: row.category_slug }
        : null,
    author: authors[0] ?? null,
    authors,
  };
}

/** Which published articles a listing shows: one scope at a time. */
export interface ListFilter {
  categorySlug?: string;
  tagSlug?: string;
  authorId?: string;
}

/**
 * The ids of one page of published articles, newest first, read from an index alone
 * (`posts_*_order_idx`, or `post_tags_tag_order_idx` for a topic) so a deep page skips index
 * entries, never rows (migration 007).
 */
export async function pageIds(db: Db, filter: ListFilter, limit: number, offset: number) {
  const rows = await (filter.tagSlug ? topicPageIds : listingPageIds)(db, {
    filter,
    limit,
    offset,
  });
  return rows.map((row) => row.id);
}

const topicPageIds = reusableQuery((db, { filter, limit, offset }: PageOfIds) =>
  db
    .selectFrom("post_tags")
    .select("post_id as id")
    .where("tag_id", "=", (eb) =>
      eb.selectFrom("tags").select("id").where("slug", "=", filter.tagSlug!),
    )
    .where("published_at", "is not", null)
    .orderBy("published_at", "desc")
    .orderBy("post_id", "desc")
    .limit(limit)
    .offset(offset),
);

const listingPageIds = reusableQuery((db, { filter, limit, offset }: PageOfIds) =>
  db
    .selectFrom("posts")
    .select("id")
    .where("published", "=", true)
    .$if(Boolean(filter.categorySlug), (q) =>
      q.where("category_id", "=", (eb) =>
        eb.selectFrom("categories").select("id").where("slug", "=", filter.categorySlug!),
      ),
    )
    // Every post the person is on the byline of, co-written ones too (migration 035).
    .$if(Boolean(filter.authorId), (q) =>
      q.where("id", "in", (eb) =>
        eb.selectFrom("post_authors").select("post_id").where("author_id", "=", filter.authorId!),
      ),
    )
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset),
);

interface PageOfIds {
  filter: ListFilter;
  limit: number;
  offset: number;
}

/** The cards of the given posts, in the order given (card columns only, never the body). */
async function cardsByIds(db: Db, ids: readonly string[]): Promise<ArticleCard[]> {
  if (ids.length === 0) return [];
  const byId = await keptCards(db, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Cards kept per content version: more than the newest few hundred articles' pages show. */
const CARDS_KEPT = 5_000;

/**
 * Cards by id, kept per content version: the same card is on the home page, its category's and
 * topics' listings and other articles' lists, so most pages find all of theirs kept. A kept card
 * is frozen (every request shares it), and the JSON its kept markup is keyed by is made once
 * per card (`app/http/shared-markup.server.ts`) instead of once per page.
 */
const keptCards = keptByIdPerContentVersion(async (db, ids) => {
  const [rows, bylines] = await Promise.all([cardsOf(db, { ids }), authorsOfPosts(db, ids)]);
  return new Map(rows.map((row) => [row.id, frozenCard(toCard(row, bylines.get(row.id)))]));
}, CARDS_KEPT);

function frozenCard(card: ArticleCard): ArticleCard {
  Object.freeze(card.category);
  for (const author of card.authors) Object.freeze(author);
  Object.freeze(card.authors);
  return Object.freeze(card);
}

const cardsOf = reusableQuery((db, { ids }: { ids: readonly string[] }) =>
  cardQuery(db).where("p.id", "in", ids),
);

/** How many published articles a listing has, read from `post_counts` (kept by triggers). */
export async function countArticles(db: Db, filter: ListFilter): Promise<number> {
  if (filter.authorId && !filter.categorySlug && !filter.tagSlug) {
    return publishedCountOfAuthor(db, filter.authorId);
  }
  const [row] = await publishedCount(db, { filter });
  return row?.published ?? 0;
}

/**
 * An author's published posts, co-written ones too: counted from the byline table, since the
 * counts' 'author' scope (migration 007) follows the primary author alone. One author's posts
 * are few next to the archive, and the answer is kept per content version with its page.
 */
export async function publishedCountOfAuthor(db: Db, authorId: string): Promise<number> {
  const [row] = await authorPublishedCount(db, { authorId });
  return Number(row?.count ?? 0);
}

const authorPublishedCount = reusableQuery((db, { authorId }: { authorId: string }) =>
  db
    .selectFrom("post_authors as pa")
    .innerJoin("posts as p", "p.id", "pa.post_id")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("pa.author_id", "=", authorId)
    .where("p.published", "=", true),
);

const publishedCount = reusableQuery((db, { filter }: { filter: ListFilter }) =>
  db
    .selectFrom("post_counts")
    .select("published")
    .$call((q) => {
      if (filter.tagSlug) {
        return q
          .where("scope", "=", "tag")
          .where("key", "=", (eb) =>
            eb.selectFrom("tags").select("id").where("slug", "=", filter.tagSlug!),
          );
      }
      if (filter.categorySlug) {
        return q
          .where("scope", "=", "category")
          .where("key", "=", (eb) =>
            eb.selectFrom("categories").select("id").where("slug", "=", filter.categorySlug!),
          );
      }
      return q.where("scope", "=", "all").where("key", "=", "");
    }),
);

/**
 * One page of published articles (page numbers start at 1; out-of-range pages are empty). Its
 * count and ids are kept per content version and its cards by id, so a listing asked for again
 * before anything public changes runs no query.
 */
export async function pageOfArticles(
  db: Db,
  filter: ListFilter,
  page: number,
  pageSize: number,
): Promise<Page<ArticleCard>> {
  const { categorySlug, tagSlug, authorId } = filter;
  const key: ListingPageKey = { categorySlug, tagSlug, authorId, page, pageSize };
  const { total, ids } = await keptListingPage(db, JSON.stringify(key));
  const items = await cardsByIds(db, ids);
  return { items, total, page, pageCount: pageCountOf(total, pageSize) };
}

/** What one listing page is kept by (as JSON: a slug from the address may hold anything). */
interface ListingPageKey {
  categorySlug: string | undefined;
  tagSlug: string | undefined;
  authorId: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * Listing pages whose count and ids are kept per content version: every category's, topic's and
 * author's first pages, and the pages a crawler walks (each read once, then let go).
 */
const LISTING_PAGES_KEPT = 1_000;

const keptListingPage = keptPerContentVersionByKey(async (db, json) => {
  const { page, pageSize, ...filter } = JSON.parse(json) as ListingPageKey;
  const total = await countArticles(db, filter);
  const offset = (page - 1) * pageSize;
  const ids = offset < total ? await pageIds(db, filter, pageSize, offset) : [];
  // Shared by every request that asks for this page until the version moves on.
  return Object.freeze({ total, ids: Object.freeze(ids) });
}, LISTING_PAGES_KEPT);

/** What the article page says of its author from their profile. */
export interface AuthorAbout {
  bio: string | null;
  roleTitle: string | null;
}

/**
 * One article by slug with its tags. Drafts are returned only when `includeDrafts` is set (admin
 * preview); the public site never shows them.
 */
export async function getArticleBySlug(
  db: Db,
  slug: string,
  options: { includeDrafts?: boolean } = {},
): Promise<ArticleDetail | null> {
  return (await getArticleAndAuthorBySlug(db, slug, options))?.article ?? null;
}

/**
 * Published articles kept per content version by slug: the few a spike of readers asks for
 * (bodies included, ~15 KB each; an imported archive can hold far longer ones).
 */
const ARTICLES_KEPT = 100;

/**
 * A published article and its author's profile, by slug (null for none), kept per content
 * version: the readers of one article share one read until something public changes. Frozen,
 * since every request shares it.
 */
export const publishedArticleBySlug = keptPerContentVersionByKey(async (db, slug) => {
  const found = await getArticleAndAuthorBySlug(db, slug);
  if (!found) return null;
  const { article, author } = found;
  for (const part of [article.category, article.seo, author, ...article.authors]) {
    if (part) Object.freeze(part);
  }
  Object.freeze(article.authors);
  for (const tag of article.tags) Object.freeze(tag);
  Object.freeze(article.tags);
  return Object.freeze({ article: Object.freeze(article), author });
}, ARTICLES_KEPT);

/** `getArticleBySlug`, with its author's bio and role read in the same query. */
export async function getArticleAndAuthorBySlug(
  db: Db,
  slug: string,
  options: { includeDrafts?: boolean } = {},
): Promise<{ article: ArticleDetail; author: AuthorAbout | null } | null> {
  const [row] = await articleBySlug(db, { slug, includeDrafts: Boolean(options.includeDrafts) });
  if (!row) return null;
  const [tags, bylines] = await Promise.all([tagsOfPost(db, row.id), authorsOfPosts(db, [row.id])]);
  const article: ArticleDetail = {
    ...toCard(row, bylines.get(row.id)),
    content: row.content,
    published: row.published,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    tags,
    seo: {
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      socialImage: row.social_image,
      canonicalUrl: row.canonical_url,
      noindex: row.noindex,
    },
  };
  const author = row.author_id ? { bio: row.author_bio, roleTitle: row.author_role_title } : null;
  return { article, author };
}

const articleBySlug = reusableQuery(
  (db, { slug, includeDrafts }: { slug: string; includeDrafts: boolean }) => {
    const query = cardQuery(db)
      .select([
        "p.content",
        "p.updated_at",
        "p.meta_title",
        "p.meta_description",
        "p.social_image",
        "p.canonical_url",
        "p.noindex",
        "a.bio as author_bio",
        "a.role_title as author_role_title",
      ])
      .where("p.slug", "=", slug);
    return includeDrafts ? query : query.where("p.published", "=", true);
  },
);

async function tagsOfPost(db: Db, postId: string): Promise<TagRef[]> {
  return tagsOf(db, { postId });
}

const tagsOf = reusableQuery((db, { postId }: { postId: string }) =>
  db
    .selectFrom("post_tags as pt")
    .innerJoin("tags as t", "t.id", "pt.tag_id")
    .select(["t.name", "t.slug"])
    .where("pt.post_id", "=", postId)
    .orderBy("t.name"),
);

/** How many of the newest articles' ids are kept, more than any page takes from them. */
export const NEWEST_IDS_KEPT = 20;

/**
 * The ids of the newest published articles, read once per content version: the same list for
 * every article page's "more articles" (like the category menu, a site-wide value).
 */
export const newestArticleIds: (db: Db) => Promise<readonly string[]> = keptPerContentVersion(
  (db) => pageIds(db, {}, NEWEST_IDS_KEPT, 0),
);

/**
 * The newest published articles, `limit` of them: from the kept newest ids when they hold that
 * many (the home page), else read.
 */
export async function newestArticles(db: Db, limit: number): Promise<ArticleCard[]> {
  return cardsByIds(db, await newestIds(db, limit));
}

async function newestIds(db: Db, limit: number): Promise<readonly string[]> {
  return limit <= NEWEST_IDS_KEPT
    ? (await newestArticleIds(db)).slice(0, limit)
    : pageIds(db, {}, limit, 0);
}

/** Category slugs whose newest ids are kept per content version. */
const CATEGORIES_KEPT = 1_000;

/**
 * The ids of a category's newest published articles, one more than an article's related list
 * shows (so that one left out, the article itself, still leaves a full list), read once per
 * content version: every article of the category shows them.
 */
const newestIdsOfCategory = keptPerContentVersionByKey(
  (db, categorySlug) => pageIds(db, { categorySlug }, RELATED_LIMIT + 1, 0),
  CATEGORIES_KEPT,
);

/** The ids of the articles related to one (its category's newest, never itself). */
export async function relatedArticleIds(
  db: Db,
  article: Pick<ArticleCard, "id" | "category">,
): Promise<string[]> {
  if (!article.category) return [];
  const ids = await newestIdsOfCategory(db, article.category.slug);
  return ids.filter((id) => id !== article.id).slice(0, RELATED_LIMIT);
}

/**
 * The cards of several lists of ids in one query, each list in its own order: a page showing two
 * lists (the article's related and newest) pays for one card query instead of two.
 */
export async function cardsOfLists(
  db: Db,
  idLists: readonly (readonly string[])[],
): Promise<ArticleCard[][]> {
  const cards = await cardsByIds(db, [...new Set(idLists.flat())]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return idLists.map((ids) => ids.flatMap((id) => byId.get(id) ?? []));
}

export interface FeedItem extends ArticleCard {
  /** The body as shown: sanitized and highlighted (`displayArticleHtml`). */
  html: string;
  updatedAt: string;
}

/**
 * The newest published articles with their bodies as shown, for a feed: the site's, or one
 * listing's (a category, a topic, an author) through the same kept listing pages.
 */
export async function listFeedItems(
  db: Db,
  limit: number,
  filter?: ListFilter,
): Promise<FeedItem[]> {
  const ids = filter
    ? (await pageOfArticles(db, filter, 1, limit)).items.map((card) => card.id)
    : await newestIds(db, limit);
  const [cards, bodies] = await Promise.all([cardsByIds(db, ids), keptBodies(db, ids)]);
  return cards.flatMap((card) => {
    const body = bodies.get(card.id);
    return body ? [{ ...card, html: body.html, updatedAt: body.updatedAt }] : [];
  });
}

/** Bodies kept per content version: the feed's and more. */
const BODIES_KEPT = 200;

/**
 * Articles' bodies as shown (sanitized and highlighted) and when they last changed, by id, kept
 * per content version: the feed shows the newest twenty on every request, and reading and
 * looking up twenty bodies (by their text, in the display cache) was most of its CPU.
 */
const keptBodies = keptByIdPerContentVersion(async (db, ids) => {
  const rows = await bodiesOf(db, { ids });
  return new Map(
    rows.map((row) => [
      row.id,
      Object.freeze({ html: displayArticleHtml(row.content), updatedAt: row.updated_at }),
    ]),
  );
}, BODIES_KEPT);

const bodiesOf = reusableQuery((db, { ids }: { ids: readonly string[] }) =>
  db.selectFrom("posts").select(["id", "content", "updated_at"]).where("id", "in", ids),
);
