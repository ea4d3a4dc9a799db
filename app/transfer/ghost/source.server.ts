import { convertMarkdownFootnotes } from "../footnotes";
import { ImportFormatError } from "../errors";
import { localFileMapper } from "../local-files";
import { arrayItems, ghostPaths, pickedValues } from "./json-stream.server";
import {
  GhostDocumentError,
  renderGhostDocument,
  stopGhostRenderer,
} from "./render-document.server";
import type { PreparedSource } from "../source";
import { importedSlug, importedTitle, plainText } from "../text";
import {
  addSkipped,
  addWarning,
  type ImportReport,
  type SourceAuthor,
  type SourcePost,
  type SourceTerm,
} from "../types";

export interface GhostOptions {
  /** The Ghost site's address, put where the export says `__GHOST_URL__`. */
  siteUrl?: string | null;
  /** A copy of the site's content/images folder. */
  imagesDir?: string | null;
}

const GHOST_URL = /__GHOST_URL__/g;

type Row = Record<string, unknown>;

interface GhostData {
  users: Row[];
  tags: Row[];
  posts_tags: Row[];
  posts_authors: Row[];
  posts_meta: Row[];
}

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function rows(value: unknown): Row[] {
  return Array.isArray(value)
    ? value.filter((row): row is Row => typeof row === "object" && row !== null)
    : [];
}

/** Ghost writes ISO dates; Ghost 1–2 wrote "YYYY-MM-DD HH:MM:SS" (UTC) or epoch milliseconds. */
function ghostDate(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date =
    typeof value === "number"
      ? new Date(value)
      : new Date(
          /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text(value))
            ? `${text(value).replace(" ", "T")}Z`
            : text(value),
        );
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const SIDE_TABLES = ghostPaths(
  "meta.version",
  ...["users", "tags", "posts_tags", "posts_authors", "posts_meta", "settings"].map(
    (table) => `data.${table}`,
  ),
);
const POSTS = ghostPaths("data.posts");

/** First pass: the small tables posts refer to, and the version. */
async function readSideTables(
  file: string,
): Promise<{ version: string; title: string; data: Omit<GhostData, "posts"> }> {
  const data: Omit<GhostData, "posts"> = {
    users: [],
    tags: [],
    posts_tags: [],
    posts_authors: [],
    posts_meta: [],
  };
  let version = "";
  let settings: Row[] = [];
  for await (const { path, value } of pickedValues(file, SIDE_TABLES)) {
    const name = path.split(".").pop()!;
    if (name === "version") version = text(value);
    else if (name === "settings") settings = rows(value);
    else data[name as keyof typeof data] = rows(value);
  }
  const title = text(settings.find((row) => row.key === "title")?.value);
  return { version, title, data };
}

/**
 * Why a post Ghost showed only to some readers must not become public here, or undefined for a
 * public one (a missing visibility, as in exports older than Ghost 1, is public).
 */
function restrictedVisibility(visibility: string): string | undefined {
  switch (visibility) {
    case "":
    case "public":
      return undefined;
    case "members":
      return "was for signed-in members only in Ghost";
    case "paid":
      return "was for paying members only in Ghost";
    case "tiers":
      return "was for members of some tiers only in Ghost";
    default:
      return `was not public in Ghost (visibility “${visibility.slice(0, 40)}”)`;
  }
}

function isPost(post: Row): boolean {
  return (text(post.type) || (post.page ? "page" : "post")) === "post";
}

/** An export with an empty posts list is still an export; anything else is not. */
async function hasPostsArray(file: string): Promise<boolean> {
  for await (const found of pickedValues(file, POSTS)) return Array.isArray(found.value);
  return false;
}

function groupByPost(links: Row[], key: string): Map<string, string[]> {
  const sorted = [...links].sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
  const grouped = new Map<string, string[]>();
  for (const link of sorted) {
    const postId = text(link.post_id);
    grouped.set(postId, [...(grouped.get(postId) ?? []), text(link[key])]);
  }
  return grouped;
}

/**
 * A Ghost export (versions 2–6), streamed in three passes (small tables, post count, posts):
 * reading a 50 MB export whole took 450 MB resident, streaming stays near 90 MB (decision 0013).
 * Content comes from each post's rendered `html`; a post with only its Lexical or Mobiledoc
 * document is rendered with Ghost's renderers.
 */
export async function openGhostExport(
  file: string,
  options: GhostOptions,
  report: ImportReport,
): Promise<PreparedSource> {
  const { version, title, data } = await readSideTables(file);
  // Second pass: how many posts (and pages) there are; also proves the file is whole.
  let postCount = 0;
  let itemCount = 0;
  for await (const item of arrayItems(file, POSTS)) {
    itemCount += 1;
    if (isPost(item as Row)) postCount += 1;
  }
  if (itemCount === 0 && !(await hasPostsArray(file))) {
    throw new ImportFormatError(
      'This is not a Ghost export: it has no "db[0].data.posts". Use Ghost\'s Settings → Labs → Export content.',
    );
  }
  const major = Number.parseInt(version, 10);
  if (version && (!(major >= 2) || major > 6)) {
    addWarning(report, `Ghost version ${version} is outside 2–6; the export was read as Ghost 5.`);
  }
  const siteUrl = options.siteUrl?.replace(/\/+$/, "") ?? null;
  const withSiteUrl = (value: string) => value.replace(GHOST_URL, siteUrl ?? "");

  const authors = new Map<string, SourceAuthor>();
  for (const user of data.users) {
    const id = text(user.id);
    if (!id) continue;
    authors.set(id, {
      sourceId: id,
      name: text(user.name).trim() || text(user.slug) || "Unknown author",
      bio: text(user.bio).trim() || null,
      avatarUrl: text(user.profile_image) ? withSiteUrl(text(user.profile_image)) : null,
      websiteUrl: /^https?:\/\//.test(text(user.website)) ? text(user.website) : null,
    });
  }
  const tagsById = new Map(data.tags.map((tag) => [text(tag.id), tag]));
  const tagsOfPost = groupByPost(data.posts_tags, "tag_id");
  const authorsOfPost = groupByPost(data.posts_authors, "author_id");
  const metaOfPost = new Map(data.posts_meta.map((meta) => [text(meta.post_id), meta]));

  return {
    format: "ghost",
    title,
    totalPosts: postCount,
    authors,
    siteUrl,
    localFileFor: localFileMapper(options.imagesDir, /\/content\/images\//),
    async *posts(runReport) {
      // Third pass: the posts, one at a time.
      try {
        for await (const item of arrayItems(file, POSTS)) {
          const post = item as Row;
          if (!isPost(post)) {
            addSkipped(runReport, "Pages (TechPulse imports articles only)", text(post.title));
            continue;
          }
          const mapped = await postOf(post);
          if (mapped) yield mapped;
        }
      } finally {
        // The renderers' thread, if a post needed it, is not kept between imports.
        await stopGhostRenderer();
      }

      async function postOf(post: Row): Promise<SourcePost | null> {
        const id = text(post.id);
        const title = importedTitle(text(post.title));
        let html = text(post.html);
        const lexical = text(post.lexical);
        const mobiledoc = text(post.mobiledoc);
        if (!html.trim() && (lexical.trim() || mobiledoc.trim())) {
          try {
            html = await renderGhostDocument({ lexical, mobiledoc });
          } catch (error) {
            if (!(error instanceof GhostDocumentError)) throw error;
            addSkipped(runReport, `No HTML in the export and ${error.message}`, title);
            return null;
          }
        }
        const notes: string[] = [];
        const status = text(post.status) || "draft";
        const keptFromPublic = restrictedVisibility(text(post.visibility));
        const published = status === "published" && !keptFromPublic;
        if (keptFromPublic) {
          notes.push(`${keptFromPublic}; imported as a draft so that it does not become public`);
        } else if (status === "scheduled") {
          notes.push("was scheduled; it was imported as a draft: schedule it again in the editor");
        } else if (status === "sent") {
          notes.push("was sent by email only; imported as a draft");
        }
        const meta = metaOfPost.get(id) ?? post;
        const socialImage = text(meta.og_image) || text(meta.twitter_image);
        const seo = {
          metaTitle: text(meta.meta_title) || text(meta.og_title) || undefined,
          metaDescription: text(meta.meta_description) || text(meta.og_description) || undefined,
          socialImageUrl: socialImage ? withSiteUrl(socialImage) : undefined,
          canonicalUrl: text(post.canonical_url) || undefined,
        };

        const tagRows = (tagsOfPost.get(id) ?? [])
          .map((tagId) => tagsById.get(tagId))
          .filter((tag): tag is Row => Boolean(tag));
        const publicTags: SourceTerm[] = [];
        for (const tag of tagRows) {
          const name = text(tag.name).trim();
          if (text(tag.visibility) === "internal" || name.startsWith("#")) continue;
          const slug = importedSlug(text(tag.slug) || name);
          if (slug && name) publicTags.push({ name: plainText(name, 60), slug });
        }
        if (tagRows.length > publicTags.length) {
          addWarning(runReport, "Internal #tags were not imported.");
        }
        const authorIds =
          authorsOfPost.get(id) ?? (text(post.author_id) ? [text(post.author_id)] : []);
        const slug = importedSlug(text(post.slug)) || importedSlug(title) || `post-${id}`;
        const createdAt =
          ghostDate(post.published_at) ?? ghostDate(post.created_at) ?? new Date(0).toISOString();
        const excerpt = text(post.custom_excerpt) || text(post.excerpt) || text(post.plaintext);
        const image = text(post.feature_image);
        const legacyKeys = [
          `slug:${text(post.slug).toLowerCase()}`,
          `path:/${text(post.slug).toLowerCase()}`,
        ];
        return {
          sourceId: id,
          title,
          slug,
          html: withSiteUrl(convertMarkdownFootnotes(html)),
          excerpt: plainText(excerpt, 300),
          published,
          keptFromPublic,
          createdAt,
          updatedAt: ghostDate(post.updated_at) ?? createdAt,
          authorSourceId: authorIds[0] ?? null,
          coAuthorSourceIds: authorIds.slice(1),
          category: publicTags[0] ?? null,
          categoryMustExist: true,
          tags: publicTags,
          featuredImageUrl: image ? withSiteUrl(image) : null,
          seo,
          legacyKeys,
          notes,
        };
      }
    },
  };
}
