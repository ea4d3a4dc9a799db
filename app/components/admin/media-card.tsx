import { CheckIcon } from "~/components/icons/check";
import { CopyIcon } from "~/components/icons/copy";
import { useState } from "react";
import { showToast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { formatBytes } from "~/media/format-bytes";
import type { MediaItem } from "~/media/types";
import { MediaAltForm } from "./media-alt-form";
import { MediaDeleteDialog } from "./media-delete-dialog";

const THUMBNAIL_SIZES = "(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw";

async function copyUrl(item: MediaItem) {
  // Absolute, so the address also works when pasted outside this site.
  const url = new URL(item.url, window.location.href).href;
  try {
    await navigator.clipboard.writeText(url);
    showToast({ kind: "success", title: "URL copied", description: url });
  } catch {
    // The clipboard needs HTTPS (or localhost) and permission; show the URL to copy by hand.
    showToast({ kind: "error", title: "Couldn't copy the URL", description: url });
  }
}

/** One image of the library: thumbnail, facts, and what can be done with it. */
export function MediaCard({
  item,
  deleteAction,
  altAction,
  onPick,
  onDeleted,
}: {
  item: MediaItem;
  /** Resource route that sets the alt text; left out where it is not editable (the picker). */
  altAction?: string;
  /** Left out for roles that may not delete images. */
  deleteAction?: string;
  onPick?: (item: MediaItem) => void;
  onDeleted: (id: string) => void;
}) {
  // The saved alt text, shown at once (the loader's copy catches up on the next visit).
  const [alt, setAlt] = useState(item.alt);
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs">
      <div className="aspect-[4/3] bg-muted">
        <img
          src={item.thumbnailUrl}
          srcSet={item.srcSet}
          sizes={THUMBNAIL_SIZES}
          width={item.width}
          height={item.height}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
      </div>
      <figcaption className="grid gap-1 p-3 text-sm">
        <span className="truncate font-medium" title={item.originalName}>
          {item.originalName}
        </span>
        <span className="text-xs tabular-nums text-muted-foreground">
          {item.width} × {item.height} px · {formatBytes(item.byteSize)}
        </span>
        {alt ? (
          <span className="line-clamp-2 text-xs" title={alt}>
            <span className="text-muted-foreground">Alt: </span>
            {alt}
          </span>
        ) : (
          <span className="text-xs italic text-muted-foreground">No alt text</span>
        )}
      </figcaption>
      <div className="mt-auto flex flex-wrap gap-1 border-t p-2 [&_button]:px-2">
        {onPick ? (
          <Button size="sm" onClick={() => onPick(item)}>
            <CheckIcon aria-hidden="true" />
            Use<span className="sr-only"> {item.originalName}</span>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => copyUrl(item)}>
          <CopyIcon aria-hidden="true" />
          Copy URL<span className="sr-only"> of {item.originalName}</span>
        </Button>
        {altAction ? (
          <MediaAltForm item={{ ...item, alt }} altAction={altAction} onSaved={setAlt} />
        ) : null}
        {deleteAction ? (
          <MediaDeleteDialog item={item} deleteAction={deleteAction} onDeleted={onDeleted} />
        ) : null}
      </div>
    </figure>
  );
}
