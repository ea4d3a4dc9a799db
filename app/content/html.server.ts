import sanitizeHtml from "sanitize-html";
import { countWords } from "~/lib/reading-time";
import { isSitePath } from "~/lib/site-path";
import { allowedVideoEmbedUrl } from "./video-embeds";

/** Videos play inside a sandbox; the player needs scripts, its own origin and fullscreen. */
const EMBED_SANDBOX = "allow-scripts allow-same-origin allow-presentation";

/** Absolute http(s) URL or a path on this site (`/media/…`, never `//…` or `/\…` in disguise). */
const isImageSource = (src: string) => /^https?:\/\//i.test(src) || isSitePath(src);
const DIMENSION = /^\d{1,5}$/;

/**
 * The allowlist for article HTML. Applied when content is written and again when it is
 * rendered, so nothing stored before a rule change can slip through. Attributes not listed
 * (event handlers, `style`, `srcdoc`, `id`, `class` except code languages) never survive.
 */
const ARTICLE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "figure",
    "figcaption",
    "img",
    "iframe",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "mark",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    // Only what transformTags.iframe sets; `title` is the frame's accessible name.
    iframe: ["src", "title", "sandbox", "allowfullscreen", "loading"],
    code: ["class"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Attributes are rebuilt in a fixed order so that sanitizing twice gives identical bytes.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: withSafeTarget(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs) }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: videoEmbedAttributes(attribs),
      // Browsers never render an iframe's children; drop stray text rather than keep it.
      text: "",
    }),
  },
  // An image or frame whose source was refused is removed with everything inside it. (Renaming
  // it in transformTags instead would confuse sanitize-html's tag stack for the next element.)
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
};

function imageAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const src = attribs.src?.trim() ?? "";
  if (!isImageSource(src)) return {};
  const { alt, title, width, height } = attribs;
  return {
    src,
    ...(alt !== undefined ? { alt } : {}),
    ...(title ? { title } : {}),
    ...(width && DIMENSION.test(width) ? { width } : {}),
    ...(height && DIMENSION.test(height) ? { height } : {}),
    loading: "lazy",
  };
}

/** Rebuilt from scratch: nothing the author wrote survives except the URL and the title. */
function videoEmbedAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const src = allowedVideoEmbedUrl(attribs.src);
  if (!src) return {};
  return {
    src,
    ...(attribs.title ? { title: attribs.title } : {}),
    sandbox: EMBED_SANDBOX,
    allowfullscreen: "",
    loading: "lazy",
  };
}

/**
 * External links open in a new tab; any link that opens a new tab gets a `rel` that denies the
 * new page `window.opener` and our referrer. Other `target` values (named frames) are dropped.
 */
function withSafeTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { href, title, rel, target } = attribs;
  const external = /^https?:\/\//i.test(href?.trim() ?? "");
  const newTab = external || target?.trim().toLowerCase() === "_blank";
  return {
    ...(href !== undefined ? { href } : {}),
    ...(title ? { title } : {}),
    ...(newTab ? { rel: "noopener noreferrer nofollow", target: "_blank" } : rel ? { rel } : {}),
  };
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_OPTIONS);
}

/**
 * Characters of stored bodies (keys) and their sanitized copies kept for display: ~4–8 MB of
 * a worker's heap (WORKER_HEAP_MB, 192 by default), about 150 articles of 700 words, which
 * covers the pages and feed readers actually ask for.
 */
const DISPLAY_CACHE_CHARS = 4 * 1024 * 1024;
const displayCache = new Map<string, string>();
let displayCacheChars = 0;

/**
 * Stored HTML was sanitized when written; it is sanitized again for display (DESIGN §6: rows
 * written by an older version or by hand). That pass cost ~0.5 ms an article, 20 of them per
 * feed request, for bodies that rarely change: each distinct body is sanitized once and kept
 * (least recently used first out). Keyed by the body itself, so an edit can never be served
 * from a stale copy.
 */
export function displayArticleHtml(html: string): string {
  const cached = displayCache.get(html);
  if (cached !== undefined) {
    displayCache.delete(html);
    displayCache.set(html, cached);
    return cached;
  }
  const clean = sanitizeArticleHtml(html);
  displayCache.set(html, clean);
  displayCacheChars += html.length + clean.length;
  for (const [body, copy] of displayCache) {
    if (displayCacheChars <= DISPLAY_CACHE_CHARS) break;
    displayCache.delete(body);
    displayCacheChars -= body.length + copy.length;
  }
  return clean;
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|figcaption|tr|td|th)>|<br\s*\/?>/gi;

/** Plain text of article HTML, for search and word counts. */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_END, (match) => `${match}\n`);
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

export function wordCountOfText(text: string): number {
  return countWords(text);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}
