import { Node } from "@tiptap/react";
import { allowedEmbedUrl } from "~/content/embeds";

/**
 * Keeps allowlisted players' iframes (app/content/embeds.ts) intact while an article is edited. Without a node for
 * them, ProseMirror's schema would silently drop an embed that the sanitizer allows, the first
 * time an article containing one is opened in the editor. The toolbar's "Embed video" inserts one
 * from a video's address (VideoEmbedPopover). The sanitizer still rebuilds the attributes on save.
 */
/** The node's attributes for an allowlisted player's iframe; false (not an embed) otherwise. */
export function videoEmbedAttrs(
  element: HTMLElement,
): { src: string; title: string | null } | false {
  const src = allowedEmbedUrl(element.getAttribute("src") ?? undefined);
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
        // The sanitizer writes the same sandbox and permissions (EMBED_SANDBOX, EMBED_ALLOW).
        sandbox: "allow-scripts allow-same-origin allow-presentation",
        allow: "encrypted-media; fullscreen; picture-in-picture",
        allowfullscreen: "",
        loading: "lazy",
      },
    ];
  },
});
