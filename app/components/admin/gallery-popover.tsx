import type { Editor } from "@tiptap/react";
import { useState } from "react";
import { ImagesIcon } from "~/components/icons/images";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { normalizeImageSrc } from "~/lib/editor-urls";
import { GalleryForm } from "./gallery-form";
import {
  GALLERY_MAX_IMAGES,
  saveGallery,
  selectedGallery,
  type GalleryDetails,
} from "./gallery-node";
import type { ImageRequest } from "./image-popover";
import { ToolbarButton } from "./toolbar-button";
import { useOpenRequest } from "./use-open-request";
import { useReturnToText } from "./use-return-to-text";

const EMPTY: GalleryDetails = { images: [], caption: "" };

/**
 * A gallery's images (2–3, from the media library, or by address where there is none), each
 * with its alt text, and an optional caption. With a gallery selected (click it, or reach it
 * with the arrow keys) the same button, or Enter, edits that one.
 */
export function GalleryPopover({
  editor,
  disabled,
  onRequestImage,
  openRequest = 0,
}: {
  editor: Editor;
  disabled: boolean;
  onRequestImage?: ImageRequest;
  /** Opens the popover each time it changes to a new number above 0 (`/` menu, Enter). */
  openRequest?: number;
}) {
  const [open, setOpen] = useState(false);
  // Kept here, not in the form: the popover closes while the media library is open.
  const [draft, setDraft] = useState<GalleryDetails & { editing: boolean }>({
    ...EMPTY,
    editing: false,
  });
  const { returnToTextOnClose, onCloseAutoFocus } = useReturnToText(editor);
  const { openedFromText, closeAutoFocus } = useOpenRequest(editor, openRequest, () =>
    start(editor, setDraft, setOpen),
  );

  async function chooseFromLibrary(request: ImageRequest) {
    setOpen(false);
    const chosen = await request();
    const src = chosen ? normalizeImageSrc(chosen.src) : null;
    if (chosen && src) {
      setDraft((current) => ({
        ...current,
        images: [...current.images, { src, alt: chosen.alt ?? "" }].slice(0, GALLERY_MAX_IMAGES),
      }));
    }
    setOpen(true);
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) start(editor, setDraft, setOpen);
        else setOpen(false);
      }}
    >
      <PopoverTrigger asChild>
        <ToolbarButton
          label="Gallery"
          icon={ImagesIcon}
          disabled={disabled}
          title="Insert a gallery of 2–3 images, or edit the selected one"
        />
      </PopoverTrigger>
      <PopoverContent
        aria-label="Gallery"
        className="max-h-[min(36rem,85vh)] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto"
        onCloseAutoFocus={(event) =>
          openedFromText ? closeAutoFocus(event) : onCloseAutoFocus(event)
        }
      >
        <GalleryForm
          draft={draft}
          onChange={(details) => setDraft((current) => ({ ...current, ...details }))}
          onAddFromLibrary={
            onRequestImage ? () => void chooseFromLibrary(onRequestImage) : undefined
          }
          onSave={(details) => {
            if (draft.editing && !selectedGallery(editor)) return;
            saveGallery(editor, details);
            returnToTextOnClose();
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

/** The selected gallery's details, or an empty one to insert at the caret. */
function start(
  editor: Editor,
  setDraft: (draft: GalleryDetails & { editing: boolean }) => void,
  setOpen: (open: boolean) => void,
) {
  const current = selectedGallery(editor);
  setDraft(
    current
      ? { images: current.images, caption: current.caption, editing: true }
      : { ...EMPTY, editing: false },
  );
  setOpen(true);
}
