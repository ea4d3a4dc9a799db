import { Node } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { NodeSelection, TextSelection, type Transaction } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import { GALLERY_CLASS, GALLERY_MAX_IMAGES, GALLERY_MIN_IMAGES } from "~/content/gallery";
import { normalizeImageSrc } from "~/lib/editor-urls";

export { GALLERY_MAX_IMAGES, GALLERY_MIN_IMAGES };

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface GalleryDetails {
  images: GalleryImage[];
  /** Plain text, optional. */
  caption: string;
}

/**
 * A row of 2–3 images with an optional caption, stored as
 * `<figure class="gallery"><img …><img …><figcaption>…</figcaption></figure>` (the sanitizer
 * keeps that class and nothing else; app.css lays the row out, stacked on narrow screens). One
 * atom, so arrows select it, Backspace deletes it and Enter opens its details (alt texts).
 */
export const Gallery = Node.create<
  Record<string, never>,
  { edit: ((editor: Editor) => void) | null }
>({
  name: "gallery",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,

  addStorage: () => ({ edit: null }),

  addAttributes() {
    return {
      images: { default: [] as GalleryImage[], rendered: false },
      caption: { default: "", rendered: false },
    };
  },

  parseHTML() {
    return [
      {
        tag: `figure.${GALLERY_CLASS}`,
        // Before Figure, which would take it for one image with a caption.
        priority: 70,
        getAttrs: (element) => {
          const images = galleryImagesOf(element);
          if (images.length < GALLERY_MIN_IMAGES) return false;
          const caption = element.querySelector("figcaption")?.textContent ?? "";
          return { images, caption: caption.replace(/\s+/g, " ").trim() };
        },
      },
    ];
  },

  renderHTML({ node }) {
    const { images, caption } = node.attrs as GalleryDetails;
    return [
      "figure",
      { class: GALLERY_CLASS },
      ...images.map((image) => ["img", { src: image.src, alt: image.alt }]),
      ...(caption ? [["figcaption", {}, caption]] : []),
    ];
  },

  addKeyboardShortcuts() {
    return {
      // Enter on a selected gallery opens its details (alt texts, caption, images).
      Enter: ({ editor }) => {
        if (!selectedGallery(editor)) return false;
        this.storage.edit?.(editor);
        return true;
      },
    };
  },
});

/** The images a stored or pasted gallery holds (at most GALLERY_MAX_IMAGES, usable sources). */
export function galleryImagesOf(element: Element): GalleryImage[] {
  const images: GalleryImage[] = [];
  for (const image of Array.from(element.querySelectorAll("img"))) {
    const src = normalizeImageSrc(image.getAttribute("src") ?? "");
    if (src) images.push({ src, alt: image.getAttribute("alt") ?? "" });
  }
  return images.slice(0, GALLERY_MAX_IMAGES);
}

/** The selected gallery and where it is, if the selection is one. */
export function selectedGallery(editor: Editor): (GalleryDetails & { pos: number }) | null {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== "gallery") return null;
  const { images, caption } = selection.node.attrs as GalleryDetails;
  return { pos: selection.from, images, caption };
}

/**
 * Replaces the selected gallery's details, or inserts a new gallery at the caret; the new or
 * changed gallery is left selected.
 */
export function saveGallery(editor: Editor, details: GalleryDetails): boolean {
  const attrs = {
    images: details.images.map(({ src, alt }) => ({ src, alt: alt.trim() })),
    caption: details.caption.replace(/\s+/g, " ").trim(),
  };
  const current = selectedGallery(editor);
  if (current) return editor.chain().updateAttributes("gallery", attrs).run();
  const gallery = editor.schema.nodes.gallery!.create(attrs);
  return (
    editor
      .chain()
      .command(({ tr }) => insertGalleryBlock(tr, gallery))
      .run() || editor.chain().insertContent({ type: "gallery", attrs }).run()
  );
}

/**
 * The gallery takes the empty line it was asked from (or goes after the caret's paragraph,
 * which it never splits), and the caret goes to the line after it, made if there is none, so
 * that typing goes on below the gallery instead of replacing it.
 */
function insertGalleryBlock(tr: Transaction, gallery: ProseMirrorNode): boolean {
  const { selection } = tr;
  const { $from } = selection;
  try {
    let from: number;
    let to: number;
    if (selection instanceof NodeSelection) {
      from = to = selection.to;
    } else if ($from.depth === 0) {
      return false;
    } else if (selection.empty && $from.parent.isTextblock && $from.parent.content.size === 0) {
      from = $from.before();
      to = $from.after();
    } else {
      from = to = $from.after();
    }
    tr.replaceWith(from, to, gallery);
    const after = from + gallery.nodeSize;
    if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
      tr.insert(after, gallery.type.schema.nodes.paragraph!.create());
    }
    tr.setSelection(TextSelection.create(tr.doc, after + 1));
    return true;
  } catch {
    // Somewhere a gallery cannot go as a block of its own: TipTap finds a place for it.
    return false;
  }
}

/** What Enter on a selected gallery runs (the editor component opens the gallery popover). */
export function setGalleryEditing(editor: Editor, edit: ((editor: Editor) => void) | null) {
  editor.storage.gallery.edit = edit;
}

declare module "@tiptap/core" {
  interface Storage {
    gallery: { edit: ((editor: Editor) => void) | null };
  }
}
