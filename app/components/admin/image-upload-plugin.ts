import { Extension, type Editor } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet, type EditorView } from "@tiptap/pm/view";

/**
 * Image files dropped on or pasted into the text. The plugin only notices them and keeps the
 * "Uploading…" placeholders (widgets that follow the text as it changes); useImageFileUploads
 * sends the files to the media library and swaps each placeholder for its image.
 */
type PlaceholderMeta =
  | { add: { id: string; pos: number; label: string } }
  | { progress: { id: string; label: string } }
  | { remove: string };

export const imageUploadKey = new PluginKey<DecorationSet>("imageUpload");

export type ImageFilesHandler = (files: File[], pos: number) => void;

function placeholderWidget(pos: number, id: string, label: string) {
  return Decoration.widget(
    pos,
    () => {
      const element = document.createElement("span");
      element.className = "image-upload-placeholder";
      element.setAttribute("role", "status");
      element.textContent = label;
      return element;
    },
    { id, key: `${id}:${label}`, side: -1 },
  );
}

/** Where placeholder `id` now is, or null once it is gone (its text was deleted). */
export function placeholderPosition(editor: Editor, id: string): number | null {
  const set = imageUploadKey.getState(editor.state);
  const found = set?.find(undefined, undefined, (spec) => spec.id === id);
  return found?.[0]?.from ?? null;
}

export function updatePlaceholder(editor: Editor, meta: PlaceholderMeta) {
  editor.view.dispatch(editor.state.tr.setMeta(imageUploadKey, meta));
}

function imageFiles(list: FileList | null | undefined): File[] {
  return [...(list ?? [])].filter((file) => file.type.startsWith("image/"));
}

export const ImageUpload = Extension.create<
  Record<string, never>,
  { onFiles: ImageFilesHandler | null }
>({
  name: "imageUpload",
  addStorage: () => ({ onFiles: null }),
  addProseMirrorPlugins() {
    const storage = this.storage;
    const take = (view: EditorView, files: File[], pos: number) => {
      if (files.length === 0 || !storage.onFiles) return false;
      storage.onFiles(files, Math.min(pos, view.state.doc.content.size));
      return true;
    };
    return [
      new Plugin<DecorationSet>({
        key: imageUploadKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            let next = set.map(tr.mapping, tr.doc);
            const meta = tr.getMeta(imageUploadKey) as PlaceholderMeta | undefined;
            if (!meta) return next;
            if ("add" in meta) {
              next = next.add(tr.doc, [
                placeholderWidget(meta.add.pos, meta.add.id, meta.add.label),
              ]);
            } else {
              const id = "remove" in meta ? meta.remove : meta.progress.id;
              const current = next.find(undefined, undefined, (spec) => spec.id === id);
              next = next.remove(current);
              const at = current[0]?.from;
              if ("progress" in meta && at !== undefined) {
                next = next.add(tr.doc, [placeholderWidget(at, id, meta.progress.label)]);
              }
            }
            return next;
          },
        },
        props: {
          decorations: (state) => imageUploadKey.getState(state),
          handlePaste: (view, event) =>
            take(view, imageFiles(event.clipboardData?.files), view.state.selection.from),
          handleDrop: (view, event) => {
            const files = imageFiles(event.dataTransfer?.files);
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
            if (files.length === 0) return false;
            event.preventDefault();
            return take(view, files, at?.pos ?? view.state.selection.from);
          },
        },
      }),
    ];
  },
});

export function setImageFilesHandler(editor: Editor, handler: ImageFilesHandler | null) {
  editor.storage.imageUpload.onFiles = handler;
}

declare module "@tiptap/core" {
  interface Storage {
    imageUpload: { onFiles: ImageFilesHandler | null };
  }
}
