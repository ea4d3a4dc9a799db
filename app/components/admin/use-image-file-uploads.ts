import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { NodeSelection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { MEDIA_UPLOAD_URL } from "~/media/constants";
import { sendMediaUpload } from "~/media/upload-client";
import { normalizeImageSrc } from "~/lib/editor-urls";
import {
  placeholderPosition,
  setImageFilesHandler,
  updatePlaceholder,
} from "./image-upload-plugin";

let uploadCount = 0;

/** The image with `src` closest to `pos` (inserting a block may split the paragraph first). */
function nearestImage(doc: ProseMirrorNode, src: string, pos: number): number | null {
  let best: number | null = null;
  doc.descendants((node, at) => {
    if (node.type.name === "image" && node.attrs.src === src) {
      if (best === null || Math.abs(at - pos) < Math.abs(best - pos)) best = at;
    }
  });
  return best;
}

/**
 * Uploads image files dropped on or pasted into the text through the media library's upload
 * route (the same checks, sizes and variants as the library), one placeholder per file showing
 * its progress. Each finished image is inserted where its placeholder is and selected, and
 * `onUploaded` asks for its alt text. Returns the last failure, for an alert under the toolbar.
 */
export function useImageFileUploads(editor: Editor | null, onUploaded: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const currentEditor = useRef(editor);
  useEffect(() => {
    currentEditor.current = editor;
  }, [editor]);

  useEffect(() => {
    if (!editor) return;
    setImageFilesHandler(editor, (files, pos) => {
      setFailure(null);
      for (const file of files) {
        uploadCount += 1;
        const id = `upload-${uploadCount}`;
        const label = (percent: number) => `Uploading ${file.name}… ${percent}%`;
        updatePlaceholder(editor, { add: { id, pos, label: label(0) } });
        const { result } = sendMediaUpload(MEDIA_UPLOAD_URL, file, (fraction) =>
          updatePlaceholder(editor, { progress: { id, label: label(Math.round(fraction * 100)) } }),
        );
        void result.then((answer) => {
          // The editor the page shows now (React may have made a new one during the upload).
          const current = currentEditor.current;
          if (!current || current.isDestroyed) return;
          const placeholderAt = placeholderPosition(current, id);
          if (placeholderAt !== null) updatePlaceholder(current, { remove: id });
          if (!answer.ok) {
            setFailure(`${file.name} was not uploaded: ${answer.message}`);
            return;
          }
          const src = normalizeImageSrc(answer.item.url);
          if (!src) return;
          // Without its placeholder (its text deleted, or a new editor), it goes at the caret.
          const at = placeholderAt ?? current.state.selection.from;
          current
            .chain()
            .focus()
            .insertContentAt(at, { type: "image", attrs: { src, alt: answer.item.alt } })
            .command(({ tr }) => {
              const imageAt = nearestImage(tr.doc, src, tr.mapping.map(at));
              if (imageAt !== null) tr.setSelection(NodeSelection.create(tr.doc, imageAt));
              return true;
            })
            .run();
          onUploaded();
        });
      }
    });
    return () => setImageFilesHandler(editor, null);
  }, [editor, onUploaded]);

  return failure;
}
