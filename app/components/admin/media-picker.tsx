import { ImageIcon } from "~/components/icons/image";
import { useCallback, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ADMIN_TEXT } from "~/lib/staff-text";
import { MEDIA_DELETE_URL, MEDIA_PICKER_URL, MEDIA_UPLOAD_URL } from "~/media/constants";
import type { MediaItem, MediaPage } from "~/media/types";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { MediaLibrary } from "./media-library";

export interface PickedImage {
  src: string;
  alt?: string;
}

/**
 * The media library as a picker: `pick()` opens it and resolves with the chosen image (its
 * largest variant), or null when the dialog is closed. Uploading inside the picker works too.
 */
export function useMediaPicker() {
  const fetcher = useFetcher<{ media: MediaPage; canDelete: boolean }>();
  const [open, setOpen] = useState(false);
  const resolver = useRef<((image: PickedImage | null) => void) | null>(null);

  const finish = useCallback((image: PickedImage | null) => {
    resolver.current?.(image);
    resolver.current = null;
    setOpen(false);
  }, []);

  const pick = useCallback(() => {
    fetcher.load(MEDIA_PICKER_URL);
    setOpen(true);
    return new Promise<PickedImage | null>((resolve) => {
      resolver.current = resolve;
    });
  }, [fetcher]);

  const choose = (item: MediaItem) => finish({ src: item.url, alt: item.alt || undefined });

  const dialog = (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : finish(null))}>
      <DialogContent className="top-[4vh] max-h-[92vh] max-w-4xl overflow-y-auto">
        <DialogTitle>Media library</DialogTitle>
        <DialogDescription>Choose an image, or upload a new one and use it.</DialogDescription>
        {fetcher.data ? (
          <MediaLibrary
            items={fetcher.data.media.items}
            uploadUrl={MEDIA_UPLOAD_URL}
            deleteAction={fetcher.data.canDelete ? MEDIA_DELETE_URL : undefined}
            onPick={choose}
          />
        ) : (
          <p className="py-10 text-center text-muted-foreground">{ADMIN_TEXT.loading}</p>
        )}
      </DialogContent>
    </Dialog>
  );

  return { pick, dialog };
}

/** "Choose … from library" under an image address field: opens the picker, hands back the address. */
export function ChooseFromLibraryButton({
  picker,
  label,
  onChoose,
}: {
  picker: ReturnType<typeof useMediaPicker>;
  label: string;
  onChoose: (src: string) => void;
}) {
  return (
    <div className="-mt-2 flex justify-end">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={async () => {
          const image = await picker.pick();
          if (image) onChoose(image.src);
        }}
      >
        <ImageIcon aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
