import path from "node:path";
import type { Db } from "~/db/connection.server";
import { stableId } from "~/platform/ids.server";
import { createPost } from "~/content/post-commands.server";
import type { DomainEvents } from "~/platform/domain-events.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { logger } from "~/logger.server";
import { DEMO_AUTHORS } from "./authors";
import { DEMO_CATEGORIES } from "./categories";
import { DEMO_ARTICLES } from "./demo-articles";
import { generateAvatar, generateCover } from "./images.server";
import { createLocalDiskStorage, type MediaStorage } from "~/media/storage.server";
import { DEMO_TAGS } from "./tags";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  dataDir: string;
  /**
   * Where covers and avatars are stored: the site's media storage (the bucket when S3_BUCKET
   * is set, so every server sees them). Default: local disk under `<dataDir>/media`.
   */
  media?: MediaStorage;
  /** Publication dates are relative to this moment. */
  now?: Date;
  /** Skip image generation (fast tests); articles then use the default image. */
  images?: boolean;
  /** The site's events; by default its subscribers with no worker to wake (none exists yet). */
  events?: DomainEvents;
}

export interface SeedReport {
  categories: number;
  authors: number;
  posts: number;
}

export { hasAnyContent } from "./has-content.server";

/**
 * Inserts the demo categories, authors, tags and articles. Deterministic (stable ids, dates
 * relative to `now`) and safe to run again: rows that already exist are left alone.
 */
export async function seedDemoContent(db: Db, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const withImages = options.images ?? true;
  const media = options.media ?? createLocalDiskStorage(path.join(options.dataDir, "media"));
  const report: SeedReport = { categories: 0, authors: 0, posts: 0 };
  const writer = {
    db,
    events: options.events ?? createSiteEvents(),
  };

  const categoryIds = new Map<string, string>();
  for (const category of DEMO_CATEGORIES) {
    const id = stableId("category", category.slug);
    categoryIds.set(category.slug, id);
    const result = await db
      .insertInto("categories")
      .values({ id, ...category })
      .onConflict((oc) => oc.column("slug").doNothing())
      .executeTakeFirst();
    report.categories += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  // A category that existed before keeps its own id.
  const storedCategories = await db.selectFrom("categories").select(["id", "slug"]).execute();
  for (const row of storedCategories) categoryIds.set(row.slug, row.id);

  const authorIds = new Map<string, string>();
  for (const author of DEMO_AUTHORS) {
    const id = stableId("author", author.key);
    authorIds.set(author.key, id);
    const exists = await db
      .selectFrom("profiles")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (exists) continue;
    const avatarUrl =
      withImages && author.avatarHue !== null
        ? await generateAvatar(media, author.key, author.avatarHue)
        : null;
    await db
      .insertInto("profiles")
      .values({
        id,
        full_name: author.fullName,
        avatar_url: avatarUrl,
        bio: author.bio,
        role_title: author.roleTitle,
        website_url: author.website ?? null,
        twitter_url: author.twitter ?? null,
        linkedin_url: author.linkedin ?? null,
        github_url: author.github ?? null,
      })
      .execute();
    report.authors++;
  }

  const existingSlugs = new Set(
    (await db.selectFrom("posts").select("slug").execute()).map((row) => row.slug),
  );
  const colorBySlug = new Map(DEMO_CATEGORIES.map((c) => [c.slug, c.color]));
  for (const article of DEMO_ARTICLES) {
    if (existingSlugs.has(article.slug)) continue;
    const featuredImage = withImages
      ? await generateCover(media, article.slug, colorBySlug.get(article.category) ?? "")
      : null;
    await createPost(
      writer,
      {
        id: stableId("post", article.slug),
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: article.html,
        featuredImage,
        published: article.published,
        categoryId: categoryIds.get(article.category) ?? null,
        authorId: authorIds.get(article.author) ?? null,
        tags: article.tags.map((slug) => ({ slug, name: DEMO_TAGS[slug] ?? slug })),
        createdAt: publicationTime(now, article.daysAgo, article.slug),
      },
      { source: "seed" },
    );
    report.posts++;
  }
  logger.info(report, "demo content seeded");
  return report;
}

/** A time of day between 07:00 and 18:59 UTC that depends only on the slug. */
function publicationTime(now: Date, daysAgo: number, slug: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(7 + (hash % 12), hash % 60, 0, 0);
  return day.toISOString();
}
