import { adminWording } from "~/components/admin/admin-wording";
import { PencilIcon } from "~/components/icons/pencil";
import { PlusIcon } from "~/components/icons/plus";
import { Trash2Icon } from "~/components/icons/trash-2";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../ui/dialog";
import { useActionToast } from "../use-action-toast";
import { CategoryFields, type CategoryValues } from "./category-form";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

/** A category as the admin's list shows it. */
export interface CategoryView extends CategoryValues {
  id: string;
  postCount: number;
}

const DELETE_FETCHER = "category-delete";

/** Toasts a fetcher's answer once, and reports success so dialogs can close. */
function useOutcome(result: ActionResult | undefined, onSuccess?: () => void) {
  const [handled, setHandled] = useState<ActionResult | undefined>(undefined);
  if (result && result !== handled) {
    setHandled(result);
    if (result.ok) onSuccess?.();
  }
  useActionToast(result, adminWording);
}

/** The "New category" button and its dialog. */
export function NewCategoryDialog() {
  return (
    <CategoryDialog
      trigger={
        <Button>
          <PlusIcon aria-hidden="true" />
          New category
        </Button>
      }
    />
  );
}

/** A row's pencil button and its dialog. */
export function EditCategoryDialog({ category }: { category: CategoryView }) {
  return (
    <CategoryDialog
      category={category}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit ${category.name}`}>
          <PencilIcon aria-hidden="true" />
        </Button>
      }
    />
  );
}

function CategoryDialog({
  category,
  trigger,
}: {
  category?: CategoryView;
  trigger: React.ReactNode;
}) {
  const fetcher = useFetcher<ActionResult>();
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useOutcome(result, () => {
    setOpen(false);
    setFormKey((key) => key + 1);
  });
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{category ? `Edit ${category.name}` : "New category"}</DialogTitle>
        <DialogDescription>
          Categories appear in the header, the footer and Explore Topics, in this order.
        </DialogDescription>
        <fetcher.Form method="post" className="grid gap-4" key={formKey}>
          <input type="hidden" name="intent" value={category ? "update" : "create"} />
          {category ? <input type="hidden" name="id" value={category.id} /> : null}
          <CategoryFields errors={errors} defaults={category} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {category ? "Save category" : "Create category"}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteCategoryDialog({
  category,
  others,
}: {
  category: CategoryView;
  others: CategoryView[];
}) {
  // Shared key: the row (and this dialog) disappears once the category is gone, so the page
  // reports the outcome.
  const fetcher = useFetcher<ActionResult>({ key: DELETE_FETCHER });
  const [open, setOpen] = useState(false);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [handled, setHandled] = useState<ActionResult | undefined>(undefined);
  if (open && result && result !== handled) {
    setHandled(result);
    if (result.ok) setOpen(false);
  }
  const moveError = result && !result.ok ? result.fieldErrors?.moveTo : undefined;
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      form={fetcher.Form}
      busy={fetcher.state !== "idle"}
      fields={{ id: category.id }}
      title={`Delete ${category.name}?`}
      description={
        category.postCount > 0
          ? `It still has ${category.postCount} post${category.postCount === 1 ? "" : "s"}. Choose where they go.`
          : "It has no posts. This cannot be undone."
      }
      confirmLabel="Delete category"
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${category.name}`}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    >
      {category.postCount > 0 ? (
        <div className="grid gap-2">
          <label htmlFor={`move-${category.id}`} className="text-sm font-medium">
            Move its posts to
          </label>
          <select
            id={`move-${category.id}`}
            name="moveTo"
            className="h-10 rounded-md border bg-background px-3 text-sm"
            aria-invalid={moveError ? true : undefined}
            defaultValue=""
          >
            <option value="">Uncategorized</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </select>
          {moveError ? <p className="text-sm text-destructive">{moveError}</p> : null}
        </div>
      ) : null}
    </ConfirmDeleteDialog>
  );
}

/**
 * Toasts the outcome of a deletion: the row (and its dialog) is gone by then, so the page that
 * lists the categories calls this once.
 */
export function useCategoryDeletionToast() {
  const deletion = useFetcher<ActionResult>({ key: DELETE_FETCHER });
  useOutcome(deletion.state === "idle" ? deletion.data : undefined);
}
