import { adminWording } from "~/components/admin/admin-wording";
import { Link, useFetcher } from "react-router";
import { DeletePostDialog } from "./delete-post-dialog";
import type { ActionResult } from "~/lib/action-result";
import { Button } from "../ui/button";
import { useActionToast } from "../use-action-toast";

/**
 * The rows (and the bulk actions) share one fetcher, owned by the list through `usePostRowToast`: a deleted post's row
 * unmounts before the answer settles, so the row itself could not show the toast.
 */
const ROW_FETCHER_KEY = "admin-post-row";

/** The list's one fetcher for row and bulk actions, whose answers `usePostRowToast` shows. */
export function usePostListFetcher() {
  return useFetcher<ActionResult>({ key: ROW_FETCHER_KEY });
}

/** Toasts the answer of the last row action; call it once in the posts list. */
export function usePostRowToast() {
  const fetcher = usePostListFetcher();
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined, adminWording);
}

/**
 * The spec's edit and delete buttons of one row of the posts list. Their accessible names carry
 * the post's title, so a screen reader user hears which post each one acts on.
 */
export function PostRowActions({ post }: { post: { id: string; title: string } }) {
  const fetcher = usePostListFetcher();
  return (
    // Stacked on narrow screens, so the title keeps most of the row.
    <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end">
      <Button variant="ghost" size="sm" asChild>
        <Link to={`/admin-hub/posts/${post.id}`} aria-label={`Edit “${post.title}”`}>
          Edit
        </Link>
      </Button>
      <DeletePostDialog
        postTitle={post.title}
        compact
        form={fetcher.Form}
        fields={{ postId: post.id }}
        triggerAriaLabel={`Delete “${post.title}”`}
        busy={fetcher.state !== "idle"}
      />
    </div>
  );
}
