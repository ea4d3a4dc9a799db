import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "~/db/connection.server";
import { stableId } from "~/platform/ids.server";
import { exportedPosts, exportedProfiles } from "./site-rows.server";

export const GHOST_EXPORT_FILE = "ghost-export.json";

/** Ghost ids are 24 hex characters (MongoDB ObjectId shape); ours map to stable ones. */
function ghostId(kind: string, id: string): string {
  return stableId(`ghost-${kind}`, id).replace(/-/g, "").slice(0, 24);
}

/** Ghost imports content as Mobiledoc; an HTML card carries our sanitized HTML unchanged. */
function htmlCardMobiledoc(html: string): string {
  return JSON.stringify({
    version: "0.3.1",
    atoms: [],
    cards: [["html", { html }]],
    markups: [],
    sections: [[10, 0]],
  });
}

/** Relative site paths (our /media/… images) need the site's origin on another site. */
function absolute(url: string | null, origin: string): string | null {
  if (!url) return null;
  return url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url;
}

/**
 * Writes `ghost-export.json` in the format of Ghost's "Export content" (db[0].meta/data with
 * posts, users, tags, posts_tags, posts_authors), which Ghost's importer accepts, so a site
 * can move to Ghost. Categories become each post's first tag, as Ghost has only tags.
 */
export async function exportGhost(db: Db, outDir: string, origin: string): Promise<string> {
  const file = path.join(outDir, GHOST_EXPORT_FILE);
  // Ghost's format nests everything in one document, so it is built whole (posts stream in).
  const tags = new Map<string, { id: string; name: string; slug: string }>();
  const postsTags: Record<string, unknown>[] = [];
  const postsAuthors: Record<string, unknown>[] = [];
  const categories = new Map(
    (await db.selectFrom("categories").select(["name", "slug"]).execute()).map((row) => [
      row.slug,
      row.name,
    ]),
  );
  const profiles = await exportedProfiles(db);

  const posts: Record<string, unknown>[] = [];
  for await (const post of exportedPosts(db)) {
    const id = ghostId("post", post.id);
    const postTags = [
      ...(post.categorySlug
        ? [
            {
              name: categories.get(post.categorySlug) ?? post.categorySlug,
              slug: post.categorySlug,
            },
          ]
        : []),
      ...post.tags.filter((tag) => tag.slug !== post.categorySlug),
    ];
    postTags.forEach((tag, order) => {
      const tagId = ghostId("tag", tag.slug);
      tags.set(tag.slug, { id: tagId, name: tag.name, slug: tag.slug });
      postsTags.push({
        id: ghostId("post-tag", `${post.id}:${tag.slug}`),
        post_id: id,
        tag_id: tagId,
        sort_order: order,
      });
    });
    // Ghost's byline order is its sort_order; the first author is the primary one.
    const authorIds = post.authorIds?.length
      ? post.authorIds
      : post.authorId
        ? [post.authorId]
        : [];
    authorIds.forEach((authorId, order) => {
      postsAuthors.push({
        id: ghostId("post-author", order === 0 ? post.id : `${post.id}:${authorId}`),
        post_id: id,
        author_id: ghostId("user", authorId),
        sort_order: order,
      });
    });
    const content = post.content.replace(/(src|href)="\/(?!\/)/g, `$1="${origin}/`);
    posts.push({
      id,
      uuid: post.id,
      title: post.title,
      slug: post.slug,
      mobiledoc: htmlCardMobiledoc(content),
      html: content,
      feature_image: absolute(post.featuredImage, origin),
      featured: false,
      type: "post",
      status: post.published ? "published" : "draft",
      visibility: "public",
      custom_excerpt: post.excerpt || null,
      created_at: post.createdAt,
      updated_at: post.updatedAt,
      published_at: post.publishedAt,
    });
  }
  const document = {
    db: [
      {
        meta: { exported_on: Date.now(), version: "5.0.0" },
        data: {
          posts,
          users: profiles.map((profile) => ({
            id: ghostId("user", profile.id),
            name: profile.fullName ?? "Anonymous",
            slug: ghostId("user", profile.id).slice(0, 12),
            email: `${ghostId("user", profile.id).slice(0, 12)}@example.invalid`,
            profile_image: absolute(profile.avatarUrl, origin),
            bio: profile.bio,
            website: profile.websiteUrl,
            status: "active",
          })),
          tags: [...tags.values()].map((tag) => ({ ...tag, visibility: "public" })),
          posts_tags: postsTags,
          posts_authors: postsAuthors,
        },
      },
    ],
  };
  await writeFile(file, JSON.stringify(document, null, 2));
  return file;
}
