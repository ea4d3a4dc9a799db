import { useState } from "react";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../ui/dialog";

/**
 * A command of the writing surface that needs a second look (unpublish, unschedule): the
 * trigger opens a dialog whose button submits the whole document (`form={formId}`) with the
 * command's intent, so nothing typed is lost. Cancel and Escape submit nothing; Radix returns
 * the focus to the trigger.
 */
export function ConfirmDocumentCommand({
  formId,
  intent,
  triggerLabel,
  title,
  description,
  confirmLabel,
  busy,
}: {
  formId: string;
  intent: string;
  triggerLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={busy}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle className="pr-6 leading-snug">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            name="intent"
            value={intent}
            disabled={busy}
            // Closing on click would unmount the button before the browser submits its form.
            onClick={() => setTimeout(() => setOpen(false), 0)}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
