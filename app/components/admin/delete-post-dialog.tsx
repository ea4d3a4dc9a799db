import type { ComponentProps } from "react";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

type Passed = "busy" | "form" | "fields" | "compact" | "triggerAriaLabel";

/** Deleting a post, from its editor or from a row of the posts list: one wording for both. */
export function DeletePostDialog({
  postTitle,
  ...props
}: { postTitle: string } & Pick<ComponentProps<typeof ConfirmDeleteDialog>, Passed>) {
  return (
    <ConfirmDeleteDialog
      title="Delete this post?"
      description={`“${postTitle}” will be removed from the site and its address will answer “not found”. This cannot be undone.`}
      confirmLabel="Delete post"
      {...props}
    />
  );
}
