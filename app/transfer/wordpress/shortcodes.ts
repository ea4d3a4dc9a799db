/**
 * WordPress shortcodes in post content. `[caption]` becomes a figure with its caption, `[embed]`
 * a link to what it embedded; every other shortcode is removed (an enclosing one keeps the text
 * it wrapped) and counted by name for the report. `[[name]]` is WordPress's escape for a literal
 * `[name]` and is kept as text.
 */

/** Names WordPress core and the most common plugins register; `[word]` alone is text otherwise. */
const KNOWN_SHORTCODES = new Set([
  "audio",
  "caption",
  "wp_caption",
  "embed",
  "gallery",
  "playlist",
  "video",
  "contact-form-7",
  "contact-form",
  "gravityform",
  "wpforms",
  "ninja_form",
  "vc_row",
  "vc_column",
  "vc_column_text",
  "et_pb_section",
  "et_pb_row",
  "et_pb_column",
  "et_pb_text",
  "fusion_builder_container",
  "su_button",
  "youtube",
  "tweet",
  "instagram",
  "soundcloud",
  "googlemaps",
  "code",
  "sourcecode",
]);

const ESCAPED = /\[\[([a-zA-Z][\w-]*[^\]]*)\]\]/g;
const CAPTION = /\[(wp_)?caption([^\]]*)\]([\s\S]*?)\[\/(?:wp_)?caption\]/gi;
const EMBED = /\[embed[^\]]*\]([\s\S]*?)\[\/embed\]/gi;
const ENCLOSING = /\[([a-zA-Z][\w-]*)(\s[^\]]*)?\]([\s\S]*?)\[\/\1\]/g;
const SELF_CLOSING = /\[([a-zA-Z][\w-]*)(\s[^\]]*)?\/?\]/g;

const IMAGE_OR_LINKED_IMAGE = /^\s*((?:<a\s[^>]*>\s*)?<img\s[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s\\]]+))`, "i").exec(
    attributes,
  );
  return match ? (match[2] ?? match[3] ?? match[4] ?? "") : null;
}

function captionToFigure(attributes: string, inner: string): string {
  const parts = IMAGE_OR_LINKED_IMAGE.exec(inner);
  // The caption is the text after the image, or (older exports) the `caption` attribute.
  const captionText = parts?.[2]?.trim() || attribute(attributes, "caption") || "";
  const media = parts?.[1] ?? inner.trim();
  const caption = captionText ? `<figcaption>${captionText}</figcaption>` : "";
  return `<figure>${media}${caption}</figure>`;
}

function isShortcode(name: string, attributes: string | undefined, enclosing: boolean): boolean {
  return KNOWN_SHORTCODES.has(name.toLowerCase()) || enclosing || /=/.test(attributes ?? "");
}

export interface ShortcodeResult {
  html: string;
  /** Shortcodes removed, by name (caption and embed are converted, not listed). */
  removed: Map<string, number>;
}

export function convertShortcodes(content: string): ShortcodeResult {
  const removed = new Map<string, number>();
  const count = (name: string) => removed.set(name, (removed.get(name) ?? 0) + 1);
  const escapes: string[] = [];
  let html = content.replace(ESCAPED, (_, inner: string) => {
    escapes.push(`[${inner}]`);
    return `\u0001${escapes.length - 1}\u0001`;
  });
  html = html.replace(CAPTION, (_, _wp, attributes: string, inner: string) =>
    captionToFigure(attributes, inner),
  );
  html = html.replace(EMBED, (_, url: string) => {
    const href = url.trim();
    return /^https?:\/\//i.test(href) ? `<p><a href="${href}">${href}</a></p>` : "";
  });
  // Enclosing shortcodes may nest; repeat until none is left.
  for (let pass = 0; pass < 5; pass += 1) {
    const before = html;
    html = html.replace(ENCLOSING, (match, name: string, attributes: string, inner: string) => {
      if (!isShortcode(name, attributes, true)) return match;
      count(name.toLowerCase());
      return inner;
    });
    if (html === before) break;
  }
  html = html.replace(SELF_CLOSING, (match, name: string, attributes: string | undefined) => {
    if (!isShortcode(name, attributes, false)) return match;
    count(name.toLowerCase());
    return "";
  });
  // eslint-disable-next-line no-control-regex -- the placeholder is a control character on purpose
  html = html.replace(/\u0001(\d+)\u0001/g, (_, index: string) => escapes[Number(index)]!);
  return { html, removed };
}
