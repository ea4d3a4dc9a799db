import { ImageUpIcon } from "~/components/icons/image-up";
import { useId, useState, type DragEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { MEDIA_ACCEPT_ATTRIBUTE } from "~/media/constants";

export const DROP_ZONE_HINT =
  "JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each. Animated GIFs keep their first frame.";

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes("Files");
}

/**
 * Where images are dropped or chosen. The real file input stays in the page (visually hidden,
 * still focusable) so keyboard and screen-reader users get the browser's own file picker.
 */
export function MediaDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    // Without preventDefault the browser would open the dropped file instead.
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving over a child fires dragleave on the zone too; only leaving it counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  }

  return (
    <div
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-muted/40 px-6 py-8 text-center transition-colors data-dragging:border-primary data-dragging:bg-accent"
    >
      <ImageUpIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-medium">
        {dragging ? "Drop to upload" : "Drag and drop images here, or"}
      </p>
      <input
        id={inputId}
        type="file"
        multiple
        accept={MEDIA_ACCEPT_ATTRIBUTE}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so that choosing the same file again still fires a change.
          event.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: "outline" }),
          "cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
        )}
      >
        Choose files
      </label>
      <p id={hintId} className="text-xs text-muted-foreground">
        {DROP_ZONE_HINT}
      </p>
    </div>
  );
}
