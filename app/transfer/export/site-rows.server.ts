import { authorIdsOfPosts } from "~/content/post-authors.server";
import { postSeoOf } from "~/content/posts.server";
import type { Db } from "~/db/connection.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import type { ExportedPost } from "./techpulse-format";

const PAGE = 200;

/** Every post with its category slug and tags, oldest id first, a page at a time. */
export async function* exportedPosts(db: Db): AsyncGenerator<ExportedPost> {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("posts")
      .leftJoin("categories", "categories.id", "posts.category_id")
      .select([
        "posts.id",
        "posts.title",
        "posts.slug",
        "posts.excerpt",
        "posts.content",
        "posts.featured_image",
        "posts.published",
        "posts.published_at",
        "posts.created_at",
        "posts.updated_at",
        "posts.author_id",
        "posts.meta_title",
        "posts.meta_description",
        "posts.social_image",
        "posts.canonical_url",
        "posts.noindex",
        "posts.import_note",
        "categories.slug as category_slug",
      ])
      .where("posts.id", ">", after)
      .orderBy("posts.id")
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    const tagRows = await db
      .selectFrom("post_tags")
      .innerJoin("tags", "tags.id", "post_tags.tag_id")
      .select(["post_tags.post_id", "tags.name", "tags.slug"])
      .where(
        "post_tags.post_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("tags.slug")
      .execute();
    const bylines = await authorIdsOfPosts(
      db,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      yield {
        id: row.id,
        title: row.title,
        slug: row.slug,
        excerpt: row.excerpt,
        content: row.content,
        featuredImage: row.featured_image,
        published: row.published,
        publishedAt: row.published_at,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        categorySlug: row.category_slug ?? null,
        authorId: row.author_id,
        authorIds: bylines.get(row.id) ?? [],
        tags: tagRows
          .filter((tag) => tag.post_id === row.id)
          .map((tag) => ({ name: tag.name, slug: tag.slug })),
        seo: postSeoOf(row),
        ...(row.import_note ? { importNote: row.import_note } : {}),
      };
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function exportedProfiles(db: Db) {
  const rows = await db.selectFrom("profiles").selectAll().orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    bio: row.bio,
    roleTitle: row.role_title,
    websiteUrl: row.website_url,
    twitterUrl: row.twitter_url,
    linkedinUrl: row.linkedin_url,
    githubUrl: row.github_url,
  }));
}

/** Categories in menu order, every column. */
export const exportedCategories = listCategories;

export async function exportedMedia(db: Db) {
  const rows = await db
    .selectFrom("media")
    .selectAll()
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fileKey: row.file_key,
    originalName: row.original_name,
    alt: row.alt,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    widths: JSON.parse(row.widths) as number[],
    createdAt: row.created_at,
  }));
}
