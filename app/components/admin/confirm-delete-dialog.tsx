import { Trash2Icon } from "~/components/icons/trash-2";
import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../ui/dialog";

/**
 * A destructive action behind a confirmation: the trigger opens a dialog whose form posts
 * `intent=delete` (plus `fields`) to the page's action, or through `form` (a fetcher's Form).
 * `children` are extra fields of that form, shown above the buttons (e.g. where a deleted
 * category's posts go). Given `open` and `onOpenChange`, the caller owns the dialog's state and
 * closes it itself (e.g. on success, so that an error can be shown in it); otherwise it closes
 * on submit.
 */
export function ConfirmDeleteDialog({
  title,
  description,
  confirmLabel,
  triggerLabel = "Delete",
  triggerAriaLabel,
  busy = false,
  fields = {},
  form: FormComponent = Form,
  compact = false,
  trigger,
  open: openProp,
  onOpenChange,
  children,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  triggerLabel?: string;
  triggerAriaLabel?: string;
  busy?: boolean;
  fields?: Record<string, string>;
  form?: typeof Form;
  /** A small ghost trigger, for rows of a list. */
  compact?: boolean;
  /** Replaces the trigger button, e.g. an icon button with its own label. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : ownOpen;
  const setOpen = (next: boolean) => (controlled ? onOpenChange?.(next) : setOwnOpen(next));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button
            variant={compact ? "ghost" : "outline"}
            size={compact ? "sm" : "default"}
            className="text-destructive"
            aria-label={triggerAriaLabel}
          >
            {compact ? null : <Trash2Icon aria-hidden="true" />}
            {triggerLabel}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <FormComponent
          method="post"
          className="grid gap-4"
          onSubmit={controlled ? undefined : () => setOpen(false)}
        >
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              name="intent"
              value="delete"
              variant="destructive"
              disabled={busy}
            >
              {confirmLabel}
            </Button>
          </div>
        </FormComponent>
      </DialogContent>
    </Dialog>
  );
}
