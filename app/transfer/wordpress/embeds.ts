import { embedFor } from "~/content/embed-url";

/**
 * WordPress embeds as TechPulse blocks: Gutenberg's embed blocks (`<!-- wp:embed {"url":…,
 * "providerNameSlug":"youtube"} -->` and the older `wp:core-embed/youtube`) and addresses alone
 * on a line (what the classic editor turned into embeds when it rendered the post) become
 * players or link cards (app/content/embed-url.ts); an embed of any other provider becomes a
 * link to what it showed. Runs on the raw content, before the block comments go.
 */
const EMBED_BLOCK =
  /<!--\s*wp:(?:core-)?embed(?:\/[\w-]+)?(\s+\{[\s\S]*?\})?\s*-->([\s\S]*?)<!--\s*\/wp:(?:core-)?embed(?:\/[\w-]+)?\s*-->/gi;
const LONE_ADDRESS =
  /<p>\s*(?:<a href="(https?:\/\/[^"\s<]+)"[^>]*>\s*\1\s*<\/a>|(https?:\/\/[^\s<"]+))\s*<\/p>|^[ \t]*(https?:\/\/[^\s<"]+)[ \t]*$/gim;

export function convertWordPressEmbedBlocks(raw: string): string {
  return raw.replace(EMBED_BLOCK, (whole, json: string | undefined, inner: string) => {
    const url = urlOfBlock(json, inner);
    if (!url) return whole;
    const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/i.exec(inner)?.[1]?.trim();
    const block = embedHtml(url) ?? `<p><a href="${attribute(url)}">${attribute(url)}</a></p>`;
    return caption ? `${block}\n<p>${caption}</p>` : block;
  });
}

/** Addresses alone on a line or in a paragraph of their own (after paragraphs were made). */
export function convertLoneEmbedAddresses(html: string): string {
  return html.replace(LONE_ADDRESS, (whole, linked?: string, bare?: string, line?: string) => {
    const url = decode(linked ?? bare ?? line ?? "");
    return embedHtml(url) ?? whole;
  });
}

function urlOfBlock(json: string | undefined, inner: string): string | null {
  try {
    const attributes = JSON.parse(json?.trim() || "{}") as { url?: unknown };
    if (typeof attributes.url === "string" && /^https?:\/\//i.test(attributes.url)) {
      return attributes.url;
    }
  } catch {
    // The address is still in the block's wrapper.
  }
  const inWrapper = /(https?:\/\/[^\s<"]+)/.exec(inner)?.[1];
  return inWrapper ? decode(inWrapper) : null;
}

/** The block for an embeddable address, else null. */
function embedHtml(url: string): string | null {
  const target = embedFor(url);
  if (target?.kind === "frame") {
    return `<iframe src="${attribute(target.src)}" title="${attribute(target.title)}"></iframe>`;
  }
  if (target?.kind === "card") {
    return `<blockquote><p><a href="${attribute(target.url)}">${attribute(target.label)}</a></p></blockquote>`;
  }
  return null;
}

function decode(url: string): string {
  return url.replace(/&amp;|&#0?38;/g, "&");
}

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
