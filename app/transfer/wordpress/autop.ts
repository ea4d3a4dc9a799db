/**
 * WordPress's `wpautop` rules for classic-editor content: blank lines separate paragraphs,
 * single line breaks inside a paragraph become `<br />`, and block-level elements are never
 * wrapped in a paragraph. `<pre>` keeps its line breaks untouched.
 */

const BLOCKS =
  "table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary";

const OPEN_BLOCK = new RegExp(`(<(?:${BLOCKS})[\\s/>])`, "gi");
const CLOSE_BLOCK = new RegExp(`(</(?:${BLOCKS})>)`, "gi");
const P_BEFORE_BLOCK = new RegExp(`<p>\\s*(</?(?:${BLOCKS})[^>]*>)`, "gi");
const P_AFTER_BLOCK = new RegExp(`(</?(?:${BLOCKS})[^>]*>)\\s*</p>`, "gi");
const BR_AFTER_BLOCK = new RegExp(`(</?(?:${BLOCKS})[^>]*>)\\s*<br />`, "gi");
const BR_BEFORE_BLOCK = new RegExp(
  `<br />(\\s*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)`,
  "gi",
);

export function autop(text: string): string {
  if (text.trim() === "") return "";
  const preserved: string[] = [];
  // <pre> blocks are set aside so nothing below touches their line breaks.
  let html = text.replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (block) => {
    preserved.push(block);
    return `<pre wp-pre-tag-${preserved.length - 1}></pre>`;
  });
  html = `${html.replace(/\r\n?/g, "\n")}\n`;
  html = html.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, "\n\n");
  html = html.replace(OPEN_BLOCK, "\n\n$1").replace(CLOSE_BLOCK, "$1\n\n");
  html = html.replace(/<hr\s*?\/?>/gi, "<hr />\n\n");
  html = html.replace(/\n\n+/g, "\n\n");

  const paragraphs = html.split(/\n\s*\n/).filter((part) => part.trim() !== "");
  html = paragraphs.map((part) => `<p>${part.replace(/^\n+|\n+$/g, "")}</p>\n`).join("");

  html = html.replace(/<p>\s*<\/p>/g, "");
  html = html.replace(/<p>([^<]+)<\/(div|address|form)>/gi, "<p>$1</p></$2>");
  html = html.replace(P_BEFORE_BLOCK, "$1").replace(P_AFTER_BLOCK, "$1");
  html = html.replace(/<p>(<li.+?)<\/p>/gi, "$1");
  html = html.replace(/<p><blockquote([^>]*)>/gi, "<blockquote$1><p>");
  html = html.replace(/<\/blockquote><\/p>/gi, "</p></blockquote>");
  // Remaining line breaks are hard breaks, except right after or before a block tag.
  html = html.replace(/(?<!<br \/>)\s*\n/g, "<br />\n");
  html = html.replace(BR_AFTER_BLOCK, "$1").replace(BR_BEFORE_BLOCK, "$1");
  html = html.replace(/\n<\/p>$/g, "</p>");
  return html
    .replace(/<pre wp-pre-tag-(\d+)><\/pre>/g, (_, index: string) => preserved[Number(index)]!)
    .trim();
}
