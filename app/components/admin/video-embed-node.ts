import { Node } from "@tiptap/react";
import { allowedVideoEmbedUrl } from "~/content/video-embeds";

/**
 * Keeps allowlisted YouTube/Vimeo iframes intact while an article is edited. Without a node for
 * them, ProseMirror's schema would silently drop an embed that the sanitizer allows, the first
 * time an article containing one is opened in the editor. The toolbar's "Embed video" inserts one
 * from a video's address (VideoEmbedPopover). The sanitizer still rebuilds the attributes on save.
 */
/** The node's attributes for an allowlisted player's iframe; false (not an embed) otherwise. */
export function videoEmbedAttrs(
  element: HTMLElement,
): { src: string; title: string | null } | false {
  const src = allowedVideoEmbedUrl(element.getAttribute("src") ?? undefined);
  return src ? { src, title: element.getAttribute("title") } : false;
}

export const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      title: { default: null },
    };
  },

  parseHTML() {
    return [{ tag: "iframe[src]", getAttrs: videoEmbedAttrs }];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      "iframe",
      {
        src: HTMLAttributes.src,
        title: HTMLAttributes.title,
        sandbox: "allow-scripts allow-same-origin allow-presentation",
        allowfullscreen: "",
        loading: "lazy",
      },
    ];
  },
});
