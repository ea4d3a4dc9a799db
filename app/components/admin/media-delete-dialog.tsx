import { Trash2Icon } from "~/components/icons/trash-2";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { showToast } from "~/lib/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { MEDIA_USAGE_URL } from "~/media/constants";
import type { MediaItem, MediaUsage } from "~/media/types";
import { fetchMediaUsage, sendMediaDelete } from "~/media/upload-client";
import {
  isMediaUsed,
  MEDIA_PLACE_TEXT,
  MEDIA_STATUS_TEXT,
  mediaUsageSummary,
} from "~/media/usage-text";

/**
 * "Delete" with a confirmation that first asks the server where the image is used and lists
 * those posts (title, status, where in the post), so nobody breaks a published article's image
 * without being told. The delete sends the uses' token; if the uses changed meanwhile the server
 * refuses (409) with the new list, which replaces the old one here.
 * `onDeleted` runs once the dialog has closed, so the caller can remove the card and move focus
 * somewhere useful (the card's button, where focus would normally return, is about to disappear).
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
  // undefined while asking; null when the question failed (the delete then asks the server).
  const [usage, setUsage] = useState<MediaUsage | null | undefined>(undefined);
  const deleted = useRef(false);

  // Answers to an earlier opening of the dialog are ignored.
  const asked = useRef(0);

  function askUsage() {
    const ask = ++asked.current;
    setUsage(undefined);
    void fetchMediaUsage(MEDIA_USAGE_URL, item.id).then((answer) => {
      if (ask !== asked.current) return;
      if (answer.ok) {
        setUsage(answer.usage);
      } else {
        setUsage(null);
        setError(answer.message);
      }
    });
  }

  const used = usage ? isMediaUsed(usage) : false;

  async function confirm() {
    setPending(true);
    setError(null);
    const answer = await sendMediaDelete(deleteAction, item.id, used ? usage?.token : undefined);
    setPending(false);
    if (!answer.ok) {
      if (answer.usage) {
        // Used in the meantime (or the list could not be loaded): show the uses as they are now.
        setUsage(answer.usage);
        setError("Where this image is used has changed. Check the list, then confirm again.");
      } else {
        setError(answer.message);
      }
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
        setError(null);
        if (next) askUsage();
        else asked.current += 1;
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
        <div aria-live="polite" className="min-w-0">
          {usage === undefined ? (
            <p className="text-sm text-muted-foreground">Checking where this image is used…</p>
          ) : usage && used ? (
            <MediaUsageList usage={usage} />
          ) : usage ? (
            <p className="text-sm text-muted-foreground">No post or profile uses this image.</p>
          ) : null}
        </div>
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
          <Button onClick={confirm} disabled={pending || usage === undefined} variant="destructive">
            {pending ? "Deleting…" : used ? "Delete anyway" : "Delete image"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The uses: a warning line, then each post with its status and a link to edit it. */
function MediaUsageList({ usage }: { usage: MediaUsage }) {
  const more = usage.postCount - usage.posts.length;
  return (
    <div
      className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
      data-testid="media-usage"
    >
      <p className="font-medium">
        {mediaUsageSummary(usage)}
        {usage.publishedCount > 0
          ? " Published articles will show a broken image until you replace it."
          : ""}
      </p>
      {usage.posts.length > 0 ? (
        <ul role="list" className="grid max-h-56 gap-1.5 overflow-y-auto pr-1">
          {usage.posts.map((post) => (
            <li key={post.id} className="grid min-w-0 gap-1 rounded-md bg-background/70 p-2">
              <Link
                to={`/admin-hub/posts/${post.id}`}
                className="min-w-0 break-words font-medium text-primary underline underline-offset-4"
              >
                {post.title}
              </Link>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <Badge variant={post.status === "published" ? "default" : "outline"}>
                  {MEDIA_STATUS_TEXT[post.status]}
                </Badge>
                <span>
                  {capitalised(post.places.map((place) => MEDIA_PLACE_TEXT[place]).join(", "))}
                </span>
                {post.status === "published" ? (
                  <a
                    href={`/article/${post.slug}`}
                    className="text-primary underline underline-offset-4"
                  >
                    View article<span className="sr-only"> “{post.title}”</span>
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? (
        <p className="text-xs text-muted-foreground">
          and {more} more {more === 1 ? "post" : "posts"}.
        </p>
      ) : null}
      {usage.profiles.length > 0 ? (
        <p className="text-xs">Profile picture of {usage.profiles.join(", ")}.</p>
      ) : null}
    </div>
  );
}
