import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "~/lib/toast";
import { refusalBeforeUpload } from "~/media/client-checks";
import { MEDIA_ALREADY_IN_LIBRARY } from "~/media/constants";
import type { MediaItem } from "~/media/types";
import { sendMediaUpload, type UploadHandle } from "~/media/upload-client";
import { MediaCard } from "./media-card";
import { MediaDropZone } from "./media-drop-zone";
import { MediaUploadList, type UploadEntry } from "./media-upload-list";

export interface MediaLibraryProps {
  /** The images to show, newest first (usually one page from the route's loader). */
  items: MediaItem[];
  /** Resource route taking a multipart `file` and answering `MediaUploadResponse` JSON. */
  uploadUrl: string;
  /**
   * Resource route taking form field `id` and answering `MediaDeleteResponse` JSON; left out
   * for roles that may not delete images.
   */
  deleteAction?: string;
  /** Resource route setting an image's alt text (`MediaAltResponse` JSON); left out in the picker. */
  altAction?: string;
  /** When given, each image gets a "Use" button that hands it over (e.g. to an editor). */
  onPick?: (item: MediaItem) => void;
  onUploaded?: (item: MediaItem) => void;
}

/**
 * The media library: upload by drag and drop or file picker (one file at a time, with
 * progress), then copy, use or delete images. Needs a data router (it revalidates the
 * route's loader after changes).
 */
export function MediaLibrary({
  items,
  uploadUrl,
  deleteAction,
  altAction,
  onPick,
  onUploaded,
}: MediaLibraryProps) {
  const revalidator = useRevalidator();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  // Uploaded here but not (yet) in `items`, and deleted here but maybe still in `items`,
  // so the grid is right before the loader has been revalidated.
  const [added, setAdded] = useState<MediaItem[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState("");
  const libraryRef = useRef<HTMLElement>(null);
  // Uploads run one after another: each one makes the server decode and encode an image.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const active = useRef(new Set<UploadHandle>());
  const nextKey = useRef(0);

  const unmounted = useRef(false);

  useEffect(() => {
    unmounted.current = false;
    const handles = active.current;
    return () => {
      unmounted.current = true;
      for (const handle of handles) handle.abort();
    };
  }, []);

  // Uploaded here first (newest first), then the loader's page without them.
  const addedIds = new Set(added.map((item) => item.id));
  const shown = [...added, ...items.filter((item) => !addedIds.has(item.id))].filter(
    (item) => !removed.has(item.id),
  );

  function updateEntry(key: string, patch: Partial<UploadEntry>) {
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)),
    );
  }

  function dismissEntry(key: string) {
    setEntries((current) => current.filter((entry) => entry.key !== key));
  }

  async function upload(key: string, file: File) {
    // Files still queued when the library goes away are not sent.
    if (unmounted.current) return;
    updateEntry(key, { status: "uploading" });
    const handle = sendMediaUpload(uploadUrl, file, (fraction) =>
      updateEntry(
        key,
        fraction >= 1 ? { status: "processing", progress: 1 } : { progress: fraction },
      ),
    );
    active.current.add(handle);
    const answer = await handle.result;
    active.current.delete(handle);
    if (!answer.ok) {
      updateEntry(key, { status: "failed", message: answer.message });
      return;
    }
    dismissEntry(key);
    const item = answer.item;
    // The same file uploaded again: the server kept no copy and answered with the image it
    // has, which moves to the front of the grid instead of appearing twice.
    setAdded((current) => [item, ...current.filter((other) => other.id !== item.id)]);
    if (answer.existing) {
      setAnnouncement(`${MEDIA_ALREADY_IN_LIBRARY} ${item.originalName}.`);
      showToast({
        kind: "success",
        title: MEDIA_ALREADY_IN_LIBRARY,
        description: `${file.name} is the same file as ${item.originalName}; that image is used.`,
      });
    } else {
      setAnnouncement(`${file.name} uploaded.`);
      showToast({ kind: "success", title: "Image uploaded", description: file.name });
    }
    onUploaded?.(item);
  }

  function addFiles(files: File[]) {
    const accepted: [string, File][] = [];
    const newEntries = files.map((file): UploadEntry => {
      const key = `upload-${nextKey.current++}`;
      const refusal = refusalBeforeUpload(file);
      if (!refusal) accepted.push([key, file]);
      return refusal
        ? { key, name: file.name, status: "failed", progress: 0, message: refusal }
        : { key, name: file.name, status: "queued", progress: 0 };
    });
    setEntries((current) => [...newEntries, ...current]);
    if (accepted.length === 0) return;
    for (const [key, file] of accepted) {
      queue.current = queue.current.then(() => upload(key, file));
    }
    queue.current = queue.current.then(() => {
      if (!unmounted.current) void revalidator.revalidate();
    });
  }

  function onDeleted(id: string) {
    setRemoved((current) => new Set(current).add(id));
    setAdded((current) => current.filter((item) => item.id !== id));
    setAnnouncement("Image deleted.");
    // The deleted card held the focus; the library is the nearest thing that remains.
    libraryRef.current?.focus();
    void revalidator.revalidate();
  }

  return (
    <div className="grid gap-6">
      <MediaDropZone onFiles={addFiles} />
      <MediaUploadList entries={entries} onDismiss={dismissEntry} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section
        ref={libraryRef}
        tabIndex={-1}
        aria-label="Media library"
        className="rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {shown.length > 0 ? (
          <ul role="list" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {shown.map((item) => (
              <li key={item.id}>
                <MediaCard
                  item={item}
                  deleteAction={deleteAction}
                  altAction={altAction}
                  onPick={onPick}
                  onDeleted={onDeleted}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            No images yet. Upload one above to get started.
          </p>
        )}
      </section>
    </div>
  );
}
