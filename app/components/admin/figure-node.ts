import { Node } from "@tiptap/core";
import { normalizeImageSrc } from "~/lib/editor-urls";

/**
 * An image with an editable caption, stored as `<figure><img><figcaption>…</figcaption></figure>`.
 * The caption is the node's content (text, links, bold, italic); the image is its attributes, so
 * the pair moves and deletes as one block. Images without a caption stay plain Image nodes.
 */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "inline*",
  draggable: true,
  isolating: true,

  addAttributes() {
    return {
      src: { default: null },
      alt: { default: "" },
    };
  },

  parseHTML() {
    return [
      {
        tag: "figure",
        // Only a figure with an image the sanitizer keeps; otherwise its parts parse on their own.
        getAttrs: (element) => {
          const image = element.querySelector("img");
          const src = normalizeImageSrc(image?.getAttribute("src") ?? "");
          return image && src ? { src, alt: image.getAttribute("alt") ?? "" } : false;
        },
        contentElement: (element) =>
          element.querySelector("figcaption") ?? element.ownerDocument.createElement("figcaption"),
      },
    ];
  },

  renderHTML({ node }) {
    return [
      "figure",
      {},
      ["img", { src: node.attrs.src, alt: node.attrs.alt ?? "" }],
      ["figcaption", 0],
    ];
  },
});
