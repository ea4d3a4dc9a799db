import { autop } from "./autop";
import { convertLoneEmbedAddresses, convertWordPressEmbedBlocks } from "./embeds";
import { convertWordPressGalleryBlocks } from "./galleries";
import { convertShortcodes } from "./shortcodes";

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;

export interface CleanedContent {
  html: string;
  removedShortcodes: Map<string, number>;
}

/**
 * WordPress content as TechPulse stores it, before the editor's sanitizer runs: block-editor
 * comments removed (embed blocks become players or link cards first, gallery blocks galleries); classic-editor content (no blocks) gets WordPress's automatic paragraphs,
 * as WordPress itself renders it; shortcodes converted or removed.
 */
export function cleanWordPressContent(raw: string): CleanedContent {
  const isBlockContent = /<!--\s*wp:/.test(raw);
  const withoutBlocks = convertWordPressGalleryBlocks(convertWordPressEmbedBlocks(raw)).replace(
    BLOCK_COMMENT,
    "",
  );
  const { html, removed } = convertShortcodes(withoutBlocks);
  if (isBlockContent) {
    return { html: convertLoneEmbedAddresses(html).trim(), removedShortcodes: removed };
  }
  // Figures made from [caption] are finished blocks: WordPress renders shortcodes after its
  // automatic paragraphs, so their insides never get paragraphs or breaks.
  const figures: string[] = [];
  const protectedHtml = html.replace(/<figure>[\s\S]*?<\/figure>/g, (figure) => {
    figures.push(figure);
    return `<figure data-wp-figure="${figures.length - 1}"></figure>`;
  });
  const paragraphs = autop(protectedHtml).replace(
    /<figure data-wp-figure="(\d+)"><\/figure>/g,
    (_, index: string) => figures[Number(index)]!,
  );
  return { html: convertLoneEmbedAddresses(paragraphs), removedShortcodes: removed };
}
