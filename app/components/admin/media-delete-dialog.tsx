import { Trash2Icon } from "~/components/icons/trash-2";
import { useRef, useState } from "react";
import { showToast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import type { MediaItem } from "~/media/types";
import { sendMediaDelete } from "~/media/upload-client";

/**
 * "Delete" with a confirmation. `onDeleted` runs once the dialog has closed, so the caller can
 * remove the card and move focus somewhere useful (the card's button, where focus would
 * normally return, is about to disappear).
 */
export function MediaDeleteDialog({
  item,
  deleteAction,
  onDeleted,
}: {
  item: MediaItem;
  deleteAction: string;
  onDeleted: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleted = useRef(false);

  async function confirm() {
    setPending(true);
    setError(null);
    const answer = await sendMediaDelete(deleteAction, item.id);
    setPending(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    deleted.current = true;
    setOpen(false);
    showToast({ kind: "success", title: "Image deleted", description: item.originalName });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Delete<span className="sr-only"> {item.originalName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          onDeleted(item.id);
        }}
      >
        <DialogTitle>Delete this image?</DialogTitle>
        <DialogDescription>
          “{item.originalName}” will be removed from the library and its address will stop working,
          also in articles that show it. This cannot be undone.
        </DialogDescription>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={pending} variant="destructive">
            {pending ? "Deleting…" : "Delete image"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
