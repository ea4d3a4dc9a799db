import { suggestSlug } from "~/lib/slugify";

const SLUG_MAX = 200;

/**
 * A slug by the site's rule from an imported one. Percent-encoded (WordPress stores non-ASCII
 * slugs that way) is decoded and accents are dropped ("café" → "cafe"); what has no Latin
 * letters at all becomes empty, and the caller falls back to something stable.
 */
export function importedSlug(raw: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded after all; use as is.
  }
  const latin = decoded.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return suggestSlug(latin.replace(/_/g, "-"))
    .replace(/-+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** Plain text of a short HTML fragment (excerpts), entities decoded, whitespace collapsed. */
export function plainText(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#x27;/g, "'")
    .replace(/&#8217;/g, "\u2019")
    .replace(/&#8220;/g, "\u201c")
    .replace(/&#8221;/g, "\u201d")
    .replace(/&hellip;|&#8230;/g, "\u2026")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}\u2026` : text;
}

/** Title within the editor's limit. */
export function importedTitle(raw: string): string {
  const title = plainText(raw, 200);
  return title || "(untitled)";
}

/** Lower-cased path without a trailing slash, decoded: how old addresses are stored and looked up. */
export function normalisePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // keep as given
  }
  const trimmed = decoded.toLowerCase().replace(/\/+$/, "");
  return trimmed || "/";
}
