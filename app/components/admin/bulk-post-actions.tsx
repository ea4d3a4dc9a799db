import { useState } from "react";
import { BULK_TEXT } from "~/lib/staff-text";
import type { BulkPostAction } from "~/lib/schemas";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { usePostListFetcher } from "./post-row-actions";

const LABELS: Record<BulkPostAction, string> = {
  publish: "Publish",
  unpublish: "Unpublish",
  delete: "Delete",
};

/**
 * The posts list's bulk toolbar: what is selected, and publish, unpublish or delete for all of
 * it behind a confirmation. The server applies each post's own rules and says what it left alone.
 */
export function BulkPostActions({
  selected,
  canPublish,
  onSubmitted,
}: {
  selected: string[];
  canPublish: boolean;
  /** Called when the confirmed action is sent (the selection is cleared then). */
  onSubmitted: () => void;
}) {
  const fetcher = usePostListFetcher();
  const [pending, setPending] = useState<BulkPostAction | null>(null);
  const actions: BulkPostAction[] = canPublish ? ["publish", "unpublish", "delete"] : ["delete"];
  const count = selected.length;
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border bg-muted/40 px-3 py-2 text-sm"
    >
      <span aria-live="polite" className="mr-auto font-medium">
        {count === 0 ? "Select posts to act on several at once" : `${count} selected`}
      </span>
      {actions.map((action) => (
        <Button
          key={action}
          type="button"
          size="sm"
          variant="outline"
          className={action === "delete" ? "text-destructive" : undefined}
          disabled={count === 0 || fetcher.state !== "idle"}
          onClick={() => setPending(action)}
        >
          {LABELS[action]}
        </Button>
      ))}
      <Dialog open={pending !== null} onOpenChange={(open) => (open ? null : setPending(null))}>
        {pending ? (
          <DialogContent>
            <DialogTitle>{BULK_TEXT.confirmTitle[pending](count)}</DialogTitle>
            <DialogDescription>{BULK_TEXT.confirmBody[pending](count)}</DialogDescription>
            <fetcher.Form
              method="post"
              className="flex justify-end gap-2"
              onSubmit={() => {
                setPending(null);
                onSubmitted();
              }}
            >
              <input type="hidden" name="intent" value="bulk" />
              <input type="hidden" name="bulkAction" value={pending} />
              {selected.map((id) => (
                <input key={id} type="hidden" name="postId" value={id} />
              ))}
              <Button type="button" variant="outline" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button type="submit" variant={pending === "delete" ? "destructive" : "default"}>
                {`${LABELS[pending]} ${count === 1 ? "1 post" : `${count} posts`}`}
              </Button>
            </fetcher.Form>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
