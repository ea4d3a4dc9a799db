import { isSitePath } from "./site-path";

/**
 * What the editor's link and image forms accept. The server's sanitizer is the real gate; these
 * checks give the author an immediate, specific answer instead of a link that silently vanishes
 * on save.
 */

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const BARE_DOMAIN = /^[^\s/:@]+\.[a-z]{2,}(?:[/?#:]|$)/i;

/**
 * A link target as typed by an author, made usable: http(s) and mailto URLs, paths on this site
 * and in-page anchors pass; a bare domain gets `https://`, a bare address gets `mailto:`.
 * Returns null for anything else (other schemes such as `javascript:`, or text with spaces).
 */
export function normalizeLinkHref(input: string): string | null {
  const value = input.trim();
  if (value === "" || /\s/.test(value)) return null;
  if (isSitePath(value) || value.startsWith("#")) return value;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === "mailto") return EMAIL.test(value.slice("mailto:".length)) ? value : null;
  if (scheme === "http" || scheme === "https") return absoluteHttpUrl(value);
  if (scheme === undefined && EMAIL.test(value)) return `mailto:${value}`;
  // "example.com:8080/x" looks like a scheme to the pattern above; a dotted host is not one.
  if (BARE_DOMAIN.test(value)) return absoluteHttpUrl(`https://${value}`);
  return null;
}

/** An image source: an absolute http(s) URL or a path on this site (e.g. `/media/…`). */
export function normalizeImageSrc(input: string): string | null {
  const value = input.trim();
  if (value === "" || /\s/.test(value)) return null;
  if (isSitePath(value)) return value;
  return absoluteHttpUrl(value);
}

function absoluteHttpUrl(value: string): string | null {
  // Only the full form: browsers read "https:host" too, but nobody means to type it.
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname || url.username || url.password) return null;
    // Keep what the author typed (URL#href would add a trailing slash to bare hosts).
    return value;
  } catch {
    return null;
  }
}
