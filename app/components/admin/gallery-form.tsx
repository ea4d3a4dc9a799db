import { useState, type FormEvent } from "react";
import { ImagesIcon } from "~/components/icons/images";
import { Trash2Icon } from "~/components/icons/trash-2";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { normalizeImageSrc } from "~/lib/editor-urls";
import { ALT_TEXT_MAX_LENGTH } from "./alt-text";
import { GALLERY_MAX_IMAGES, GALLERY_MIN_IMAGES, type GalleryDetails } from "./gallery-node";

/** What is still missing before the gallery can be saved, or null. */
export function galleryProblem({ images }: GalleryDetails): string | null {
  if (images.length < GALLERY_MIN_IMAGES) {
    return `Add at least ${GALLERY_MIN_IMAGES} images (up to ${GALLERY_MAX_IMAGES}).`;
  }
  const missing = images.findIndex((image) => !image.alt.trim());
  if (missing >= 0) return `Describe image ${missing + 1} in its alt text.`;
  return null;
}

/** The gallery popover's fields: images with their alt text, one to add, the caption. */
export function GalleryForm({
  draft,
  onChange,
  onAddFromLibrary,
  onSave,
}: {
  draft: GalleryDetails & { editing: boolean };
  onChange: (details: Partial<GalleryDetails>) => void;
  onAddFromLibrary?: () => void;
  onSave: (details: GalleryDetails) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [address, setAddress] = useState("");
  const full = draft.images.length >= GALLERY_MAX_IMAGES;

  function setAlt(index: number, alt: string) {
    onChange({ images: draft.images.map((image, i) => (i === index ? { ...image, alt } : image)) });
    setError(null);
  }

  function addByAddress() {
    const src = normalizeImageSrc(address);
    if (!src) {
      setError("Enter an image address starting with https:// or a path such as /media/….");
      return;
    }
    onChange({ images: [...draft.images, { src, alt: "" }] });
    setAddress("");
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The popover is portalled, but React still bubbles its submit to the article form.
    event.stopPropagation();
    const problem = galleryProblem(draft);
    if (problem) {
      setError(problem);
      return;
    }
    onSave(draft);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm font-medium">Gallery: 2–3 images in a row</p>
      {draft.images.length > 0 ? (
        <ol className="space-y-3" aria-label="Gallery images">
          {draft.images.map((image, index) => (
            <li key={`${image.src}-${index}`} className="flex items-start gap-2">
              <img src={image.src} alt="" className="mt-7 size-12 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <FormField
                  label={`Alt text, image ${index + 1}`}
                  name={`gallery-alt-${index}`}
                  error={undefined}
                >
                  <Input
                    // A newly added image's description is what is still to be written.
                    autoFocus={index === draft.images.length - 1 && !image.alt}
                    value={image.alt}
                    maxLength={ALT_TEXT_MAX_LENGTH}
                    onChange={(event) => setAlt(index, event.target.value)}
                  />
                </FormField>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6 shrink-0"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => onChange({ images: draft.images.filter((_, i) => i !== index) })}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No images yet.</p>
      )}
      {full ? null : onAddFromLibrary ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full justify-start"
          autoFocus={draft.images.length === 0}
          onClick={onAddFromLibrary}
        >
          <ImagesIcon aria-hidden="true" />
          Add image from media library
        </Button>
      ) : (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <FormField label="Image address" name="gallery-src" error={undefined} required={false}>
              <Input
                autoFocus={draft.images.length === 0}
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  addByAddress();
                }}
              />
            </FormField>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={addByAddress}>
            Add
          </Button>
        </div>
      )}
      <FormField
        label="Caption (optional)"
        name="gallery-caption"
        error={undefined}
        required={false}
      >
        <Input
          value={draft.caption}
          onChange={(event) => onChange({ caption: event.target.value })}
        />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="sm">
          {draft.editing ? "Save gallery" : "Insert gallery"}
        </Button>
      </div>
    </form>
  );
}
