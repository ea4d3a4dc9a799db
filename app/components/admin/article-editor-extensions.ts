import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { normalizeImageSrc, normalizeLinkHref } from "~/lib/editor-urls";
import { isAutolinkText } from "./autolink-rules";
import { BlockExit } from "./block-exit";
import { Bookmark } from "./bookmark-node";
import { Callout } from "./callout-node";
import { CodeBlock } from "./code-block-node";
import { Figure } from "./figure-node";
import { Footnote } from "./footnote-node";
import { Gallery } from "./gallery-node";
import { ImageUpload } from "./image-upload-plugin";
import { MissingAltWarning } from "./missing-alt";
import { SlashMenu } from "./slash-menu-plugin";
import { Table, TableCell, TableHeader, TableRow } from "./table-nodes";
import { UrlPaste } from "./url-paste";
import { VideoEmbed } from "./video-embed-node";

/**
 * The editor's schema: exactly the elements the toolbar can produce (plus embeds, see
 * VideoEmbed), all of which the article sanitizer keeps.
 */
export function articleEditorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      link: {
        // Clicking a link while editing should place the caret, not navigate away.
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        // No target/rel from the editor: the sanitizer decides (external links open in a new tab).
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => normalizeLinkHref(url) !== null,
        shouldAutoLink: isAutolinkText,
      },
      // Replaced by CodeBlock below (languages normalised to the highlighter's names).
      codeBlock: false,
    }),
    Image.configure({ inline: false, allowBase64: false }).extend({
      // Images with sources the sanitizer would refuse are not loaded into the document.
      parseHTML() {
        return [
          {
            tag: "img[src]",
            getAttrs: (element) =>
              normalizeImageSrc(element.getAttribute("src") ?? "") === null ? false : null,
          },
        ];
      },
    }),
    CodeBlock,
    BlockExit,
    Figure,
    Gallery,
    Callout,
    Table,
    TableRow,
    TableHeader,
    TableCell,
    VideoEmbed,
    Bookmark,
    Footnote,
    UrlPaste,
    MissingAltWarning,
    SlashMenu,
    ImageUpload,
  ];
}
