import {
  addSkipped,
  type ImportReport,
  type SourceAuthor,
  type SourcePost,
  type SourceTerm,
} from "../types";
import { importedSlug, importedTitle, normalisePath, plainText } from "../text";
import { convertWordPressFootnotes } from "../footnotes";
import { cleanWordPressContent } from "./content";
import type { WxrRecord } from "./wxr-reader.server";

export interface WxrAttachment {
  url: string;
  /** `_wp_attached_file`: the path under wp-content/uploads. */
  file: string;
  alt: string;
}

/** What the first pass collects: small tables the posts refer to. */
export interface WxrIndex {
  authors: Map<string, SourceAuthor>;
  attachments: Map<string, WxrAttachment>;
  postCount: number;
}

const NO_DATE = /^0000-00-00/;

/** "2020-01-02 10:00:00" (UTC) → ISO; null when WordPress left it unset. */
function gmtDate(value: string | undefined): string | null {
  const text = value?.trim() ?? "";
  if (!text || NO_DATE.test(text)) return null;
  const date = new Date(`${text.replace(" ", "T")}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** `pubDate` carries an offset (RFC 822); used when the GMT fields are missing (WXR 1.0). */
function rfcDate(value: string | undefined): string | null {
  const date = new Date(value?.trim() ?? "");
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1971 ? null : date.toISOString();
}

export function authorOf(record: WxrRecord): SourceAuthor | null {
  const login = record.fields["wp:author_login"]?.trim();
  if (!login) return null;
  const display = record.fields["wp:author_display_name"]?.trim();
  const first = record.fields["wp:author_first_name"]?.trim() ?? "";
  const last = record.fields["wp:author_last_name"]?.trim() ?? "";
  return {
    sourceId: login,
    name: display || `${first} ${last}`.trim() || login,
    bio: record.fields["wp:author_description"]?.trim() || null,
    avatarUrl: null,
    websiteUrl: null,
  };
}

export function attachmentOf(record: WxrRecord): [string, WxrAttachment] | null {
  if (record.fields["wp:post_type"]?.trim() !== "attachment") return null;
  const id = record.fields["wp:post_id"]?.trim();
  const url = record.fields["wp:attachment_url"]?.trim() || record.fields["guid"]?.trim();
  if (!id || !url) return null;
  return [
    id,
    {
      url,
      file: record.meta["_wp_attached_file"]?.trim() ?? "",
      alt: record.meta["_wp_attachment_image_alt"]?.trim() ?? "",
    },
  ];
}

const STATUS_SKIPS: Record<string, string> = {
  trash: "In the WordPress trash",
  "auto-draft": "Automatic drafts (never edited)",
  inherit: "Revisions",
};

function term(entry: { name: string; nicename: string }): SourceTerm | null {
  const slug = importedSlug(entry.nicename || entry.name);
  const name = plainText(entry.name, 60);
  return slug && name ? { name, slug } : null;
}

/**
 * One `<item>` as a TechPulse post, or null when it is not imported (the reason goes into the
 * report: pages and other post types, trash, revisions).
 */
export function postOf(
  record: WxrRecord,
  index: WxrIndex,
  report: ImportReport,
): SourcePost | null {
  const fields = record.fields;
  const id = fields["wp:post_id"]?.trim() ?? "";
  const type = fields["wp:post_type"]?.trim() || "post";
  const title = importedTitle(fields["title"] ?? "");
  if (type !== "post") {
    if (type === "attachment") return null;
    const reason =
      type === "page"
        ? "Pages (TechPulse imports articles only)"
        : `Items of type "${type}" (TechPulse imports articles only)`;
    addSkipped(report, reason, title);
    return null;
  }
  const status = fields["wp:status"]?.trim() || "publish";
  if (STATUS_SKIPS[status]) {
    addSkipped(report, STATUS_SKIPS[status], title);
    return null;
  }

  const notes: string[] = [];
  const createdGmt = gmtDate(fields["wp:post_date_gmt"]) ?? rfcDate(fields["pubDate"]);
  const local = gmtDate(fields["wp:post_date"]);
  if (!createdGmt && local) {
    notes.push("has no UTC date (unpublished in WordPress); its local date was taken as UTC");
  }
  const createdAt = createdGmt ?? local ?? new Date(0).toISOString();
  const updatedAt =
    gmtDate(fields["wp:post_modified_gmt"]) ?? gmtDate(fields["wp:post_modified"]) ?? createdAt;

  const keptFromPublic = fields["wp:post_password"]?.trim()
    ? "was password-protected in WordPress"
    : status === "private"
      ? "was private in WordPress"
      : undefined;
  const published = status === "publish" && !keptFromPublic;
  if (keptFromPublic) {
    notes.push(`${keptFromPublic}; imported as a draft so that it does not become public`);
  } else if (status === "future") {
    notes.push(
      `was scheduled for ${createdAt}; imported as a draft: schedule it again from its edit page`,
    );
  }

  const rawSlug = fields["wp:post_name"]?.trim() ?? "";
  const slug = importedSlug(rawSlug) || importedSlug(title) || `post-${id}`;

  const cleaned = cleanWordPressContent(fields["content:encoded"] ?? "");
  for (const [name, count] of cleaned.removedShortcodes) {
    notes.push(`shortcode [${name}] removed${count > 1 ? ` (${count}×)` : ""}`);
  }

  const categoryTerms = record.terms
    .filter((entry) => entry.domain === "category")
    .map(term)
    .filter((entry): entry is SourceTerm => entry !== null);
  const tagTerms = record.terms
    .filter((entry) => entry.domain === "post_tag" || entry.domain === "tag")
    .map(term)
    .filter((entry): entry is SourceTerm => entry !== null);
  // TechPulse has one category per post: the first real one; further ones become tags.
  const realCategories = categoryTerms.filter((entry) => entry.slug !== "uncategorized");
  const [category = null, ...otherCategories] = realCategories;

  const thumbnail = index.attachments.get(record.meta["_thumbnail_id"]?.trim() ?? "");
  const legacyKeys = [`p:${id}`];
  if (rawSlug) legacyKeys.push(`slug:${normalisePath(rawSlug)}`);
  const link = fields["link"]?.trim();
  if (link) {
    try {
      const path = normalisePath(new URL(link).pathname);
      if (path !== "/") legacyKeys.push(`path:${path}`);
    } catch {
      // A malformed link is simply not kept.
    }
  }

  const [creator = null, ...coAuthors] = bylineOf(record, index);
  return {
    sourceId: id,
    title,
    slug,
    html: convertWordPressFootnotes(cleaned.html, record.meta["footnotes"]),
    excerpt: plainText(fields["excerpt:encoded"] ?? "", 500),
    published,
    keptFromPublic,
    createdAt,
    updatedAt,
    authorSourceId: creator,
    coAuthorSourceIds: coAuthors,
    category,
    tags: dedupe([...tagTerms, ...otherCategories]),
    featuredImageUrl: thumbnail?.url ?? null,
    legacyKeys,
    notes,
  };
}

/**
 * The item's authors' logins in byline order: the co-authors-plus plugin's `author` terms
 * (`cap-{login}`, in the plugin's order) where it was used, else `dc:creator`, WordPress's one
 * author. A term's login is matched to the export's author list regardless of case.
 */
function bylineOf(record: WxrRecord, index: WxrIndex): string[] {
  const logins = record.terms
    .filter((entry) => entry.domain === "author" && entry.nicename.startsWith("cap-"))
    .map((entry) => loginOf(entry.nicename.slice("cap-".length), entry.name, index));
  const creator = record.fields["dc:creator"]?.trim() || null;
  const byline = logins.length > 0 ? logins : creator ? [creator] : [];
  return [...new Set(byline.filter(Boolean))];
}

function loginOf(nicename: string, name: string, index: WxrIndex): string {
  for (const candidate of [nicename, name.trim()]) {
    if (index.authors.has(candidate)) return candidate;
    const lower = candidate.toLowerCase();
    for (const login of index.authors.keys()) if (login.toLowerCase() === lower) return login;
  }
  return nicename || name.trim();
}

function dedupe(terms: SourceTerm[]): SourceTerm[] {
  const seen = new Set<string>();
  return terms.filter((entry) => !seen.has(entry.slug) && Boolean(seen.add(entry.slug)));
}
