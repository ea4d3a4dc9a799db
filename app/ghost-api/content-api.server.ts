import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";
import { keptPerContentVersion } from "~/cache/kept-per-content-version.server";
import { countArticles, pageIds } from "~/content/articles.server";
import { absolutiseUrls } from "~/content/feed.server";
import { displayArticleHtml } from "~/content/html.server";
import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { pagedQuery } from "~/db/paged-query.server";
import { DEFAULT_AUTHOR_NAME, SITE_LOGO } from "~/lib/constants";
import { readingMinutes } from "~/lib/reading-time";
import { getSiteSettings } from "~/settings/settings.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import { contentApiKeyStatus } from "./content-keys.server";
import type { ContentQuery, ContentRequest } from "./content-request";
import { ghostError, type GhostAnswer } from "./ghost-errors.server";
import { listingScope } from "./listing-scope.server";
import { FilterError, buildFilter, holds, type FilterCondition } from "./nql-filter";
import { postFilter } from "./post-filter.server";

/**
 * Ghost's Content API over our model (docs/api.md, decision 0032): published posts only, our
 * categories and topics as Ghost's tags (a post's category is its primary tag), the profiles of
 * authors with published posts as Ghost's authors (slug = profile id, as our /author/{id}
 * addresses), no static pages and no tiers yet. Nothing private leaves here: no drafts or
 * scheduled posts, no emails, roles, revisions or editor fields.
 */
export async function answerContentApi(
  db: Db,
  origin: string,
  request: ContentRequest,
): Promise<GhostAnswer> {
  const keyStatus = await contentApiKeyStatus(db, request.query.key);
  if (keyStatus === "missing") {
    return ghostError(
      "NoPermissionError",
      "Authorization failed",
      "Unable to determine the authenticated member or integration. Check the supplied Content API Key and ensure cookies are being passed through if member auth is failing.",
    );
  }
  if (keyStatus === "unknown") return ghostError("UnauthorizedError", "Unknown Content API Key");
  try {
    switch (request.resource) {
      case "posts":
        return await postsAnswer(db, origin, request, PUBLISHED_POSTS);
      case "tags":
        return await answerTags(db, origin, request);
      case "authors":
        return await inMemory(
          request,
          "authors",
          "Author not found.",
          await publicAuthors(db, origin),
        );
      case "pages":
        // Static pages are not stored yet (issue 40): Ghost's shape with nothing in it.
        return inMemory(request, "pages", "Page not found.", []);
      case "tiers":
        return inMemory(request, "tiers", "Tier not found.", []);
      case "settings":
        return { status: 200, body: { settings: await settings(db, origin), meta: {} } };
    }
  } catch (error) {
    if (error instanceof FilterError) {
      return ghostError("BadRequestError", error.message, error.context);
    }
    throw error;
  }
}

/** Ghost's `meta.pagination`, computed exactly as Ghost's pagination plugin does. */
export function ghostPagination(total: number, page: number, limit: number) {
  const counted = Math.ceil(total / limit) || 0;
  const pages = counted === 0 ? 1 : counted;
  let next: number | null = null;
  let prev: number | null = null;
  if (pages > 1) {
    if (page === 1) next = page + 1;
    else if (page === pages) prev = page - 1;
    else {
      next = page + 1;
      prev = page - 1;
    }
  }
  return { page, limit, pages, total, next, prev };
}

// ---------------------------------------------------------------------------------------------
// Posts

/** Ghost's post fields that an `order` may name, by our column. */
const POST_ORDER: Record<string, string> = {
  published_at: "posts.published_at",
  created_at: "posts.created_at",
  updated_at: "posts.updated_at",
  title: "posts.title",
  slug: "posts.slug",
  id: "posts.id",
};

/**
 * Which posts a posts request sees, and how: the Content API's published posts, or the Admin
 * API's (app/ghost-api/admin-api.server.ts) every post its caller may view, with their status
 * and always their tags and authors, as Ghost's Admin API gives them.
 */
export interface PostsView {
  visible: (eb: ExpressionBuilder<Database, "posts">) => Expression<SqlBool>;
  admin: boolean;
}

const PUBLISHED_POSTS: PostsView = {
  visible: (eb) => eb("posts.published", "=", true),
  admin: false,
};

/** The tags (categories and topics) as the Content API browses and reads them. */
export async function answerTags(
  db: Db,
  origin: string,
  request: ContentRequest,
): Promise<GhostAnswer> {
  return inMemory(request, "tags", "Tag not found.", await publicTags(db, origin));
}

/** A browse or a read of posts, seen through `view`. */
export async function postsAnswer(
  db: Db,
  origin: string,
  request: ContentRequest,
  view: PostsView,
): Promise<GhostAnswer> {
  const { read } = request;
  const query = view.admin
    ? { ...request.query, include: [...new Set([...request.query.include, "tags", "authors"])] }
    : request.query;
  const condition = query.filter ? postFilter(query.filter) : null;
  let base = db.selectFrom("posts").where(view.visible);
  if (condition) base = base.where(condition);
  if (read) {
    base =
      "id" in read
        ? base.where("posts.id", "=", read.id)
        : base.where("posts.slug", "=", read.slug);
  }
  const order = query.order.filter(([field]) => Object.hasOwn(POST_ORDER, field));
  const { ids, total } = await pageOfPostIds(db, base, query, order, view, Boolean(read));
  const items = await postRows(db, ids);
  if (read && items.length === 0) return ghostError("NotFoundError", "Post not found.");
  const topics = query.include.includes("tags")
    ? await topicsOf(
        db,
        items.map((row) => row.id),
      )
    : null;
  // Every author of the page's posts in byline order, in one query (migration 035).
  const bylines = query.include.includes("authors")
    ? await profilesOnBylines(
        db,
        items.map((row) => row.id),
      )
    : null;
  const shaped = items.map((row) => {
    const shape = postShape(row, origin, query);
    // A scheduled post's `published_at` is when it goes out, as Ghost's Admin API gives it.
    const admin = view.admin
      ? {
          ...shape,
          status: statusOf(row),
          ...(!row.published && row.scheduled_at
            ? { published_at: ghostTime(row.scheduled_at) }
            : {}),
        }
      : shape;
    const post = pick(admin, query.fields);
    if (topics) {
      const primary = row.category_id
        ? categoryTag(
            {
              id: row.category_id,
              name: row.category_name!,
              slug: row.category_slug!,
              description: row.category_description ?? "",
            },
            origin,
          )
        : null;
      const tags = [
        ...(primary ? [primary] : []),
        ...(topics.get(row.id) ?? [])
          .filter((topic) => topic.slug !== primary?.slug)
          .map((topic) => topicTag(topic, origin)),
      ];
      Object.assign(post, { tags, primary_tag: tags[0] ?? null });
    }
    if (bylines) {
      const authors = (bylines.get(row.id) ?? []).map((profile) => authorShape(profile, origin));
      Object.assign(post, { authors, primary_author: authors[0] ?? null });
    }
    return post;
  });
  if (read) return { status: 200, body: { posts: shaped } };
  return {
    status: 200,
    body: { posts: shaped, meta: { pagination: ghostPagination(total, query.page, query.limit) } },
  };
}

/**
 * The ids of the page's posts, and how many posts the request matches. A public browse that is
 * one of the site's listings (`listingScope`) is read as the listing is, from an index alone
 * with its total kept in `post_counts`; any other one pages over ids only, so a deep page
 * (OFFSET 15,000) steps over index entries instead of reading 15,000 whole posts.
 */
async function pageOfPostIds(
  db: Db,
  base: SelectQueryBuilder<Database, "posts", object>,
  query: ContentQuery,
  order: ContentQuery["order"],
  view: PostsView,
  read: boolean,
): Promise<{ ids: string[]; total: number }> {
  const scope =
    !view.admin && !read && order.length === 0 ? await listingScope(db, query.filter) : null;
  if (scope) {
    const total = await countArticles(db, scope);
    const offset = (query.page - 1) * query.limit;
    return { ids: offset < total ? await pageIds(db, scope, query.limit, offset) : [], total };
  }
  const { items, total } = await pagedQuery(
    base,
    (q) => {
      let rows = q.select("posts.id");
      for (const [field, direction] of order)
        rows = rows.orderBy(sql.ref(POST_ORDER[field]!), direction);
      // Ghost's Admin API lists drafts (and scheduled posts) before published ones.
      if (order.length === 0 && view.admin) rows = rows.orderBy("posts.published", "asc");
      if (order.length === 0) rows = rows.orderBy("posts.published_at", "desc");
      return rows.orderBy("posts.id", "desc");
    },
    read ? { page: 1, pageSize: 1 } : { page: query.page, pageSize: query.limit },
  );
  return { ids: items.map((row) => row.id), total };
}

/** The rows of the given posts, in the order of `ids`. */
async function postRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("posts")
    .leftJoin("categories", "categories.id", "posts.category_id")
    .select([
      "posts.id",
      "posts.slug",
      "posts.title",
      "posts.excerpt",
      "posts.content",
      "posts.content_text",
      "posts.word_count",
      "posts.featured_image",
      "posts.published_at",
      "posts.created_at",
      "posts.updated_at",
      "posts.meta_title",
      "posts.meta_description",
      "posts.social_image",
      "posts.canonical_url",
      "posts.published",
      "posts.scheduled_at",
      "categories.id as category_id",
      "categories.name as category_name",
      "categories.slug as category_slug",
      "categories.description as category_description",
    ])
    .where("posts.id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Ghost's `status` of a post: published, scheduled, or a draft. */
function statusOf(row: { published: boolean; scheduled_at: string | null }) {
  if (row.published) return "published";
  return row.scheduled_at ? "scheduled" : "draft";
}

interface PostRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  content_text: string;
  word_count: number;
  featured_image: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  meta_title: string | null;
  meta_description: string | null;
  social_image: string | null;
  canonical_url: string | null;
}

/** Ghost 6's post as the Content API gives it, in Ghost's key order. */
function postShape(row: PostRow, origin: string, query: ContentQuery): Record<string, unknown> {
  const url = `${origin}/article/${encodeURIComponent(row.slug)}`;
  const formats: Record<string, unknown> = {};
  if (query.formats.includes("html"))
    formats.html = absolutiseUrls(displayArticleHtml(row.content), url);
  if (query.formats.includes("plaintext")) formats.plaintext = row.content_text;
  const socialImage = absolute(row.social_image, origin);
  return {
    id: row.id,
    uuid: row.id,
    title: row.title,
    slug: row.slug,
    ...formats,
    comment_id: row.id,
    feature_image: absolute(row.featured_image, origin),
    feature_image_alt: null,
    feature_image_caption: null,
    featured: false,
    visibility: "public",
    created_at: ghostTime(row.created_at),
    updated_at: ghostTime(row.updated_at),
    published_at: row.published_at && ghostTime(row.published_at),
    custom_excerpt: row.excerpt || null,
    codeinjection_head: null,
    codeinjection_foot: null,
    custom_template: null,
    canonical_url: row.canonical_url,
    url,
    excerpt: row.excerpt || row.content_text.slice(0, 500),
    reading_time: readingMinutes(row.word_count),
    access: true,
    comments: false,
    og_image: socialImage,
    og_title: null,
    og_description: null,
    twitter_image: socialImage,
    twitter_title: null,
    twitter_description: null,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    email_subject: null,
    frontmatter: null,
  };
}

/** The topics of the given posts, by post, in name order. */
async function topicsOf(db: Db, ids: string[]) {
  const byPost = new Map<string, Array<{ id: string; name: string; slug: string }>>();
  if (ids.length === 0) return byPost;
  const rows = await db
    .selectFrom("post_tags")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select(["post_tags.post_id", "tags.id", "tags.name", "tags.slug"])
    .where("post_tags.post_id", "in", ids)
    .orderBy("tags.name")
    .orderBy("tags.id")
    .execute();
  for (const { post_id, ...topic } of rows) {
    const list = byPost.get(post_id) ?? [];
    list.push(topic);
    byPost.set(post_id, list);
  }
  return byPost;
}

// ---------------------------------------------------------------------------------------------
// Tags and authors: small lists, read once per content version and filtered in memory.

interface Listed {
  /** The Ghost object, without `count`. */
  shape: Record<string, unknown>;
  /** Published posts, for `include=count.posts`. */
  posts: number;
  /** Fields a filter or an order may name. */
  fields: Record<string, string | number | boolean | null>;
}

export function categoryTag(
  category: { id: string; name: string; slug: string; description: string },
  origin: string,
) {
  return tagShape(category, category.description || null, `${origin}/category/${category.slug}`);
}

function topicTag(topic: { id: string; name: string; slug: string }, origin: string) {
  return tagShape(topic, null, `${origin}/topics/${encodeURIComponent(topic.slug)}`);
}

/** Ghost 6's tag as the Content API gives it. */
function tagShape(
  tag: { id: string; name: string; slug: string },
  description: string | null,
  url: string,
): Record<string, unknown> {
  return {
    id: tag.id,
    name: tag.name,
    slug: tag.slug,
    description,
    feature_image: null,
    visibility: "public",
    og_image: null,
    og_title: null,
    og_description: null,
    twitter_image: null,
    twitter_title: null,
    twitter_description: null,
    meta_title: null,
    meta_description: null,
    codeinjection_head: null,
    codeinjection_foot: null,
    canonical_url: null,
    accent_color: null,
    url,
  };
}

/**
 * Every category (the menu shows them all), and every topic with a published post (a topic only
 * drafts use stays private). A topic whose slug is a category's is that category's tag: Ghost's
 * tags have one slug each, and `tag:ai` then finds the posts of either.
 */
const publicTagList = keptPerContentVersion(async (db: Db) => {
  const [categories, topics, counts] = await Promise.all([
    listCategories(db),
    db
      .selectFrom("tags")
      .innerJoin("post_counts", (join) =>
        join.onRef("post_counts.key", "=", "tags.id").on("post_counts.scope", "=", "tag"),
      )
      .select(["tags.id", "tags.name", "tags.slug", "post_counts.published"])
      .where("post_counts.published", ">", 0)
      .execute(),
    db
      .selectFrom("post_counts")
      .select(["key", "published"])
      .where("scope", "=", "category")
      .execute(),
  ]);
  const categoryCounts = new Map(counts.map((row) => [row.key, row.published]));
  const categorySlugs = new Set(categories.map((category) => category.slug));
  const merged = new Set(topics.filter((t) => categorySlugs.has(t.slug)).map((t) => t.slug));
  const mergedCounts =
    merged.size > 0 ? await taggedCounts(db, [...merged]) : new Map<string, number>();
  const tags = [
    ...categories.map((category) => ({
      id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      url: `/category/${category.slug}`,
      posts: mergedCounts.get(category.slug) ?? categoryCounts.get(category.id) ?? 0,
    })),
    ...topics
      .filter((topic) => !merged.has(topic.slug))
      .map((topic) => ({
        id: topic.id,
        name: topic.name,
        slug: topic.slug,
        description: null,
        url: `/topics/${encodeURIComponent(topic.slug)}`,
        posts: topic.published,
      })),
  ];
  return Object.freeze(tags);
});

/** Published posts tagged with each slug, counted as `tag:{slug}` finds them. */
async function taggedCounts(db: Db, slugs: string[]) {
  const counts = new Map<string, number>();
  for (const slug of slugs) {
    const row = await db
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("posts.published", "=", true)
      .where(postFilter(`tag:'${slug.replaceAll("'", "\\'")}'`))
      .executeTakeFirstOrThrow();
    counts.set(slug, Number(row.total));
  }
  return counts;
}

async function publicTags(db: Db, origin: string): Promise<Listed[]> {
  return (await publicTagList(db)).map((tag) => ({
    shape: tagShape(tag, tag.description || null, `${origin}${tag.url}`),
    posts: tag.posts,
    fields: { id: tag.id, slug: tag.slug, name: tag.name, visibility: "public" },
  }));
}

interface ProfileRow {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  website_url: string | null;
  twitter_url: string | null;
}

/** Ghost 6's author as the Content API gives it: public profile fields only. */
function authorShape(profile: ProfileRow, origin: string): Record<string, unknown> {
  return {
    id: profile.id,
    // As the site shows a profile without a name (Ghost's authors always have one).
    name: profile.full_name ?? DEFAULT_AUTHOR_NAME,
    slug: profile.id,
    profile_image: absolute(profile.avatar_url, origin),
    cover_image: null,
    bio: profile.bio,
    website: profile.website_url,
    location: null,
    facebook: null,
    twitter: handleOf(profile.twitter_url),
    meta_title: null,
    meta_description: null,
    url: `${origin}/author/${encodeURIComponent(profile.id)}`,
  };
}

/** The profiles on the bylines of the given posts, by post, in byline order. */
async function profilesOnBylines(
  db: Db,
  postIds: readonly string[],
): Promise<Map<string, ProfileRow[]>> {
  const byPost = new Map<string, ProfileRow[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom("post_authors")
    .innerJoin("profiles", "profiles.id", "post_authors.author_id")
    .select([
      "post_authors.post_id",
      "profiles.id",
      "profiles.full_name",
      "profiles.avatar_url",
      "profiles.bio",
      "profiles.website_url",
      "profiles.twitter_url",
    ])
    .where("post_authors.post_id", "in", postIds)
    .orderBy("post_authors.post_id")
    .orderBy("post_authors.position")
    .execute();
  for (const { post_id: postId, ...profile } of rows) {
    byPost.set(postId, [...(byPost.get(postId) ?? []), profile]);
  }
  return byPost;
}

/**
 * The profiles of people on a published post's byline, with how many (co-written ones count):
 * a staff member who never published stays private.
 */
const publicProfiles = keptPerContentVersion(async (db: Db) =>
  Object.freeze(
    await db
      .selectFrom("profiles")
      .innerJoin("post_authors", "post_authors.author_id", "profiles.id")
      .innerJoin("posts", "posts.id", "post_authors.post_id")
      .select((eb) => [
        "profiles.id",
        "profiles.full_name",
        "profiles.avatar_url",
        "profiles.bio",
        "profiles.website_url",
        "profiles.twitter_url",
        eb.cast<number>(eb.fn.countAll(), "integer").as("published"),
      ])
      .where("posts.published", "=", true)
      .groupBy([
        "profiles.id",
        "profiles.full_name",
        "profiles.avatar_url",
        "profiles.bio",
        "profiles.website_url",
        "profiles.twitter_url",
      ])
      .execute(),
  ),
);

async function publicAuthors(db: Db, origin: string): Promise<Listed[]> {
  return (await publicProfiles(db)).map((profile) => ({
    shape: authorShape(profile, origin),
    posts: profile.published,
    fields: { id: profile.id, slug: profile.id, name: profile.full_name ?? DEFAULT_AUTHOR_NAME },
  }));
}

/** Browse or read of a list kept in memory: filter, order, page, fields, `count.posts`. */
function inMemory(
  request: ContentRequest,
  resource: "tags" | "authors" | "pages" | "tiers",
  notFound: string,
  list: Listed[],
): GhostAnswer {
  const { query, read } = request;
  let matching = list;
  if (read) {
    const found = list.find((item) =>
      "id" in read ? item.fields.id === read.id : item.fields.slug === read.slug,
    );
    if (!found) return ghostError("NotFoundError", notFound);
    matching = [found];
  } else if (query.filter) {
    const test = buildFilter<(item: Listed) => boolean>(query.filter, {
      all: (parts) => (item) => parts.every((part) => part(item)),
      any: (parts) => (item) => parts.some((part) => part(item)),
      condition: (condition) => listCondition(condition, list),
    });
    matching = list.filter(test);
  }
  const order = query.order.length > 0 ? query.order : [["name", "asc"] as [string, "asc"]];
  const sorted = [...matching].sort((a, b) => {
    for (const [field, direction] of order) {
      const left = field === "count.posts" ? a.posts : a.fields[field];
      const right = field === "count.posts" ? b.posts : b.fields[field];
      if (left === undefined || left === right) continue;
      const sign = direction === "desc" ? -1 : 1;
      return String(left).localeCompare(String(right), "en", { numeric: true }) * sign;
    }
    return String(a.fields.id).localeCompare(String(b.fields.id));
  });
  const start = read ? 0 : (query.page - 1) * query.limit;
  const page = sorted.slice(start, start + query.limit).map((item) => {
    const shape = pick({ ...item.shape }, query.fields);
    if (query.include.includes("count.posts")) shape.count = { posts: item.posts };
    return shape;
  });
  if (read) return { status: 200, body: { [resource]: page } };
  return {
    status: 200,
    body: {
      [resource]: page,
      meta: { pagination: ghostPagination(matching.length, query.page, query.limit) },
    },
  };
}

function listCondition(condition: FilterCondition, list: Listed[]) {
  const known = list.length === 0 || list.some((item) => condition.field in item.fields);
  if (!known && !["id", "slug", "name", "visibility"].includes(condition.field)) {
    throw new FilterError(`Unsupported filter field: ${condition.field}`);
  }
  return (item: Listed) => holds(condition, item.fields[condition.field] ?? null);
}

// ---------------------------------------------------------------------------------------------
// Settings

async function settings(db: Db, origin: string) {
  const [site, categories] = await Promise.all([getSiteSettings(db), listCategories(db)]);
  return {
    title: site.title,
    description: site.description || site.tagline,
    logo: `${origin}${SITE_LOGO.path}`,
    icon: `${origin}/favicon.svg`,
    accent_color: null,
    cover_image: null,
    facebook: pathOf(site.facebookUrl),
    twitter: handleOf(site.twitterUrl),
    lang: "en",
    locale: "en",
    timezone: "Etc/UTC",
    codeinjection_head: null,
    codeinjection_foot: null,
    navigation: categories.map((category) => ({
      label: category.name,
      url: `/category/${category.slug}`,
    })),
    secondary_navigation: [],
    meta_title: null,
    meta_description: null,
    og_image: null,
    og_title: null,
    og_description: null,
    twitter_image: null,
    twitter_title: null,
    twitter_description: null,
    members_support_address: null,
    url: `${origin}/`,
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Ghost writes times as `2026-01-06T09:30:00.000+00:00`. */
function ghostTime(iso: string): string {
  return iso.replace(/Z$/, "+00:00");
}

function absolute(url: string | null, origin: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return null;
  }
}

/** `https://x.com/techpulse` → `@techpulse`, as Ghost's `twitter` fields hold a handle. */
function handleOf(url: string | null | undefined): string | null {
  const path = pathOf(url);
  return path ? `@${path}` : null;
}

/** The first path segment of a profile URL (`https://facebook.com/techpulse` → `techpulse`). */
function pathOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname.split("/").find(Boolean) ?? null;
  } catch {
    return null;
  }
}

/** Only the fields asked for (`fields=title,url`), in the object's order; all when none. */
function pick(shape: Record<string, unknown>, fields: string[] | null): Record<string, unknown> {
  if (!fields) return shape;
  return Object.fromEntries(Object.entries(shape).filter(([key]) => fields.includes(key)));
}
