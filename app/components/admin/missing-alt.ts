import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

const IMAGE_NODES = new Set(["image", "figure"]);

function lacksAlt(node: ProseMirrorNode): boolean {
  return IMAGE_NODES.has(node.type.name) && !String(node.attrs.alt ?? "").trim();
}

/** How many images (plain or captioned) of the document have no alt text. */
export function countImagesWithoutAlt(doc: ProseMirrorNode): number {
  let count = 0;
  doc.descendants((node) => {
    if (lacksAlt(node)) count += 1;
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
