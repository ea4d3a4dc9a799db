import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

const IMAGE_NODES = new Set(["image", "figure"]);

const blank = (alt: unknown) => !String(alt ?? "").trim();

/** How many of the node's images have no alt text (a gallery holds several). */
function imagesWithoutAlt(node: ProseMirrorNode): number {
  if (IMAGE_NODES.has(node.type.name)) return blank(node.attrs.alt) ? 1 : 0;
  if (node.type.name !== "gallery") return 0;
  const images = (node.attrs.images ?? []) as { alt?: string }[];
  return images.filter((image) => blank(image.alt)).length;
}

function lacksAlt(node: ProseMirrorNode): boolean {
  return imagesWithoutAlt(node) > 0;
}

/** How many images (plain, captioned or in galleries) of the document have no alt text. */
export function countImagesWithoutAlt(doc: ProseMirrorNode): number {
  let count = 0;
  doc.descendants((node) => {
    count += imagesWithoutAlt(node);
  });
  return count;
}

/**
 * Marks each image without alt text while editing (a dashed outline and, on captioned images, a
 * "No alt text" badge; see app.css). Decorations only: nothing of this reaches the stored HTML.
 */
export const MissingAltWarning = Extension.create({
  name: "missingAltWarning",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("missingAltWarning"),
        props: {
          decorations(state) {
            const decorations: Decoration[] = [];
            state.doc.descendants((node, pos) => {
              if (!lacksAlt(node)) return;
              decorations.push(
                Decoration.node(pos, pos + node.nodeSize, {
                  class: "missing-alt",
                  title: "This image has no alt text",
                }),
              );
            });
            return DecorationSet.create(state.doc, decorations);
          },
        },
      }),
    ];
  },
});
