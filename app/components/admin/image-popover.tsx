import type { Editor } from "@tiptap/react";
import { ArrowLeftIcon } from "~/components/icons/arrow-left";
import { GlobeIcon } from "~/components/icons/globe";
import { ImageIcon } from "~/components/icons/image";
import { ImagesIcon } from "~/components/icons/images";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { normalizeImageSrc } from "~/lib/editor-urls";
import { AltAndCaptionFields } from "./alt-and-caption-fields";
import { insertImage, type ImageDetails } from "./editor-commands";
import { ToolbarButton } from "./toolbar-button";
import { useOpenRequest } from "./use-open-request";
import { useReturnToText } from "./use-return-to-text";

export type ImageRequest = () => Promise<{ src: string; alt?: string } | null>;

const INVALID_SRC = "Enter an image address starting with https:// or a path such as /media/….";

/**
 * Insert an image by URL (with alt text), or, when the page offers a media library
 * (`onRequestImage`), choose between the library and a URL first.
 */
export function ImagePopover({
  editor,
  disabled,
  onRequestImage,
  openRequest = 0,
}: {
  editor: Editor;
  disabled?: boolean;
  onRequestImage?: ImageRequest;
  /** Opens the popover each time it changes to a new number above 0 (the `/` menu's Image). */
  openRequest?: number;
}) {
  const [open, setOpen] = useState(false);
  const [byUrl, setByUrl] = useState(!onRequestImage);
  // The image chosen in the library, waiting for its alt text and caption.
  const [picked, setPicked] = useState<{ src: string; alt: string } | null>(null);
  const { returnToTextOnClose, onCloseAutoFocus } = useReturnToText(editor);

  const { openedFromText, closeAutoFocus } = useOpenRequest(editor, openRequest, () => {
    setPicked(null);
    setByUrl(!onRequestImage);
    setOpen(true);
  });

  async function chooseFromLibrary(request: ImageRequest) {
    setOpen(false);
    const chosen = await request();
    // The library hands out its own URLs; anything else would be dropped on save anyway.
    const src = chosen ? normalizeImageSrc(chosen.src) : null;
    if (!chosen || !src) return;
    // Asked like an image by URL: the library's alt text is only the suggestion.
    setPicked({ src, alt: chosen.alt ?? "" });
    setByUrl(true);
    setOpen(true);
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setPicked(null);
        if (next && !picked) setByUrl(!onRequestImage);
      }}
    >
      <PopoverTrigger asChild>
        <ToolbarButton label="Image" icon={ImageIcon} disabled={disabled} />
      </PopoverTrigger>
      <PopoverContent
        aria-label="Insert image"
        onCloseAutoFocus={(event) =>
          openedFromText ? closeAutoFocus(event) : onCloseAutoFocus(event)
        }
      >
        {byUrl ? (
          <ImageUrlForm
            // A new form for a newly picked image, so its fields start from that image.
            key={picked?.src ?? "url"}
            initialSrc={picked?.src}
            initialAlt={picked?.alt}
            onBack={
              onRequestImage
                ? () => {
                    setPicked(null);
                    setByUrl(false);
                  }
                : undefined
            }
            onInsert={(image) => {
              insertImage(editor, image);
              returnToTextOnClose();
              setPicked(null);
              setOpen(false);
            }}
          />
        ) : (
          <div className="grid gap-2" role="group" aria-label="Image source">
            <p className="text-sm font-medium">Insert image</p>
            {onRequestImage ? (
              <Button
                type="button"
                variant="outline"
                className="justify-start"
                // Also where focus lands when "Back" leaves the URL form.
                autoFocus
                onClick={() => void chooseFromLibrary(onRequestImage)}
              >
                <ImagesIcon aria-hidden="true" />
                From media library
              </Button>
            ) : null}
            <Button
              type="button"
              variant="outline"
              className="justify-start"
              onClick={() => setByUrl(true)}
            >
              <GlobeIcon aria-hidden="true" />
              By URL
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}

function ImageUrlForm({
  onInsert,
  onBack,
  initialSrc = "",
  initialAlt = "",
}: {
  onInsert: (image: ImageDetails) => void;
  onBack?: () => void;
  /** Set when the image comes from the media library: then alt text and caption are asked. */
  initialSrc?: string;
  initialAlt?: string;
}) {
  const [src, setSrc] = useState(initialSrc);
  const [alt, setAlt] = useState(initialAlt);
  const [caption, setCaption] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The popover is portalled, but React still bubbles its submit to the article form.
    event.stopPropagation();
    const normalized = normalizeImageSrc(src);
    if (!normalized) {
      setError(INVALID_SRC);
      return;
    }
    onInsert({ src: normalized, alt: alt.trim(), caption: caption.trim() });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField label="Image URL" name="image-src" error={error ?? undefined}>
        <Input
          // Focused when the form replaces the two choices (Radix only focuses on opening); for a
          // library image the alt text is what is still to be written.
          autoFocus={!initialSrc}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/photo.jpg"
          value={src}
          onChange={(event) => {
            setSrc(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <AltAndCaptionFields
        alt={alt}
        caption={caption}
        onAltChange={setAlt}
        onCaptionChange={setCaption}
        focusAlt={Boolean(initialSrc)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onBack ? (
          <Button type="button" variant="ghost" size="sm" className="mr-auto" onClick={onBack}>
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Button>
        ) : null}
        <Button type="submit" size="sm">
          Insert image
        </Button>
      </div>
    </form>
  );
}
