import { Trash2Icon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../ui/dialog";

/**
 * A destructive action behind a confirmation: the trigger opens a dialog whose form posts
 * `intent=delete` (plus `fields`) to the page's action, or through `form` (a fetcher's Form).
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
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={compact ? "ghost" : "outline"}
          size={compact ? "sm" : "default"}
          className="text-destructive"
          aria-label={triggerAriaLabel}
        >
          {compact ? null : <Trash2Icon aria-hidden="true" />}
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <FormComponent
          method="post"
          className="flex justify-end gap-2"
          onSubmit={() => setOpen(false)}
        >
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" name="intent" value="delete" variant="destructive" disabled={busy}>
            {confirmLabel}
          </Button>
        </FormComponent>
      </DialogContent>
    </Dialog>
  );
}
