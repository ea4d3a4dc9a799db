import type sanitizeHtml from "sanitize-html";
import { lazyRequire } from "~/platform/lazy-require.server";
import { renderKeepersOn } from "~/cache/render-keepers.server";
import { countWords } from "~/lib/reading-time";
import { isSitePath } from "~/lib/site-path";
import { highlightCodeBlocks } from "./code-highlight.server";
import { normalizeCodeLanguage } from "./code-languages";
import { allowedEmbedUrl } from "./embeds";
import { GALLERY_CLASS } from "./gallery";
import {
  backLinkLabel,
  FOOTNOTES_LABEL_ID,
  footnoteNumberOf,
  noteId,
  referenceId,
} from "./footnotes";

/**
 * Players run inside a sandbox: scripts and their own origin (their cookies and storage) and
 * presenting; no popups, forms, top navigation or downloads. `allow` grants only what playing
 * needs (Spotify plays whole tracks only with encrypted media); the Permissions-Policy header
 * limits the same features to the players' origins.
 */
export const EMBED_SANDBOX = "allow-scripts allow-same-origin allow-presentation";
export const EMBED_ALLOW = "encrypted-media; fullscreen; picture-in-picture";

/** Absolute http(s) URL or a path on this site (`/media/…`, never `//…` or `/\…` in disguise). */
const isImageSource = (src: string) => /^https?:\/\//i.test(src) || isSitePath(src);
const DIMENSION = /^\d{1,5}$/;
/**
 * A table cell spans at most this many rows or columns: enough for any real table, and no
 * `colspan="65534"` that makes the browser lay out a huge grid.
 */
const MAX_TABLE_SPAN = 20;
/** The one attribute set of a callout (the editor's "Callout" block): a note, not a landmark. */
const NO_ATTRIBUTES: sanitizeHtml.Attributes = {};
const CALLOUT_ATTRIBUTES = { class: "callout", role: "note" };

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
    "aside",
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
    "section",
  ],
  allowedAttributes: {
    // id, role and the aria attributes only as transformTags.a writes them (footnotes).
    a: ["href", "title", "rel", "target", "id", "role", "aria-describedby", "aria-label"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    // Only what transformTags.iframe sets; `title` is the frame's accessible name.
    iframe: ["src", "title", "sandbox", "allow", "allowfullscreen", "loading"],
    code: ["class"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    aside: ["class", "role"],
    // The footnotes list (app/content/footnotes.ts): its ids, nothing an author chooses.
    li: ["id"],
    h2: ["id"],
    section: ["class", "aria-labelledby"],
    // Bookmark cards and galleries (the editor's bookmark-node.ts, gallery-node.ts): their
    // classes only, see allowedClasses.
    figure: ["class"],
    span: ["class"],
  },
  allowedClasses: {
    code: [/^language-[\w-]+$/],
    aside: ["callout"],
    section: ["footnotes"],
    figure: ["bookmark-card", GALLERY_CLASS],
    span: ["bookmark-text", "bookmark-description", "bookmark-site"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Attributes are rebuilt in a fixed order so that sanitizing twice gives identical bytes.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    li: (tagName, attribs) => ({
      tagName,
      attribs: /^fn-\d{1,3}$/.test(attribs.id ?? "") ? { id: attribs.id! } : NO_ATTRIBUTES,
    }),
    h2: (tagName, attribs) => ({
      tagName,
      attribs: attribs.id === FOOTNOTES_LABEL_ID ? { id: FOOTNOTES_LABEL_ID } : NO_ATTRIBUTES,
    }),
    // The footnotes list gets its fixed attributes; any other section keeps none (a bare
    // section is a plain grouping; renaming it here would upset sanitize-html's tag stack).
    section: (tagName, attribs) => ({
      tagName,
      attribs: /(^|\s)footnotes(\s|$)/.test(attribs.class ?? "")
        ? { class: "footnotes", "aria-labelledby": FOOTNOTES_LABEL_ID }
        : NO_ATTRIBUTES,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: tableCellAttributes(attribs, true) }),
    td: (tagName, attribs) => ({ tagName, attribs: tableCellAttributes(attribs, false) }),
    code: (tagName, attribs) => ({ tagName, attribs: codeAttributes(attribs) }),
    // Every aside is a callout: its look and role come from here, never from the author.
    aside: (tagName) => ({ tagName, attribs: { ...CALLOUT_ATTRIBUTES } }),
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

/** Spans from 2 to MAX_TABLE_SPAN (1 is the default, left out); scope only on headers. */
function tableCellAttributes(
  attribs: sanitizeHtml.Attributes,
  header: boolean,
): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of ["colspan", "rowspan"] as const) {
    const span = /^\d{1,2}$/.test(attribs[name] ?? "") ? Number(attribs[name]) : 1;
    if (span > 1 && span <= MAX_TABLE_SPAN) kept[name] = String(span);
  }
  const scope = attribs.scope?.trim().toLowerCase();
  if (header && (scope === "col" || scope === "row")) kept.scope = scope;
  return kept;
}

/**
 * A code element keeps one class, its language normalised (`language-ts` → `language-typescript`,
 * also from `lang-…`); an unknown language leaves no class, so the code shows as plain text.
 */
function codeAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const declared = (attribs.class ?? "")
    .split(/\s+/)
    .map((name) => /^(?:language|lang)-(.+)$/i.exec(name)?.[1])
    .find((name) => name !== undefined);
  const language = normalizeCodeLanguage(declared);
  return language ? { class: `language-${language}` } : {};
}

/** Rebuilt from scratch: nothing the author wrote survives except the URL and the title. */
function videoEmbedAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const src = allowedEmbedUrl(attribs.src);
  if (!src) return {};
  return {
    src,
    title: attribs.title?.trim() || "Embedded player",
    sandbox: EMBED_SANDBOX,
    allow: EMBED_ALLOW,
    allowfullscreen: "",
    loading: "lazy",
  };
}

/**
 * A footnote's reference and back-link get their fixed roles and ids from their `href`
 * (`#fn-N`, `#fnref-N`); every other link goes through withSafeTarget, which keeps no id or role.
 */
function linkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const note = footnoteNumberOf(attribs.href, "note");
  if (note !== null) {
    return {
      href: `#${noteId(note)}`,
      id: referenceId(note),
      role: "doc-noteref",
      "aria-describedby": FOOTNOTES_LABEL_ID,
    };
  }
  const reference = footnoteNumberOf(attribs.href, "reference");
  if (reference !== null) {
    return {
      href: `#${referenceId(reference)}`,
      role: "doc-backlink",
      "aria-label": backLinkLabel(reference),
    };
  }
  return withSafeTarget(attribs);
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

/**
 * sanitize-html (with postcss, which it loads for style attributes): ~60 ms of a server's start,
 * needed only once an article is shown or written, so loaded then.
 */
const sanitizer = lazyRequire<typeof sanitizeHtml>("sanitize-html");

export function sanitizeArticleHtml(html: string): string {
  return dropBareSections(sanitizer()(html, ARTICLE_HTML_OPTIONS));
}

/**
 * Only the footnotes' section is kept as an element; any other section (which transformTags
 * left without attributes) is unwrapped, its content kept. The sanitizer's output is well
 * formed, so opening and closing tags pair up on a stack.
 */
function dropBareSections(html: string): string {
  if (!html.includes("<section>")) return html;
  const kept: boolean[] = [];
  return html.replace(/<section\b[^>]*>|<\/section>/g, (tag) => {
    if (tag !== "</section>") {
      const keep = tag !== "<section>";
      kept.push(keep);
      return keep ? tag : "";
    }
    return kept.pop() ? tag : "";
  });
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
 * Stored HTML was sanitized when written; it is sanitized again for display, and code blocks
 * are syntax-highlighted (display only, never stored) (docs/architecture.md, "Security
 * baseline": rows written by an older version or by hand). That pass cost ~0.5 ms an article, 20 of them per
 * feed request, for bodies that rarely change: each distinct body is sanitized once and kept
 * (least recently used first out). Keyed by the body itself, so an edit can never be served
 * from a stale copy. With the render keepers off (`RENDER_KEEPERS=false`) nothing is kept.
 */
export function displayArticleHtml(html: string): string {
  if (!renderKeepersOn()) return highlightCodeBlocks(sanitizeArticleHtml(html));
  const cached = displayCache.get(html);
  if (cached !== undefined) {
    displayCache.delete(html);
    displayCache.set(html, cached);
    return cached;
  }
  // Highlighting comes after sanitizing: its spans are trusted output, not author input.
  const clean = highlightCodeBlocks(sanitizeArticleHtml(html));
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
  const text = sanitizer()(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

export function wordCountOfText(text: string): number {
  return countWords(text);
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}
