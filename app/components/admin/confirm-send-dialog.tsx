import { useRef, type ReactNode, type RefObject } from "react";
import { Form } from "react-router";
import { MailIcon } from "~/components/icons/mail";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";

/**
 * The one step between an admin and an email to every subscriber: it states how many confirmed
 * subscribers it goes to, and only its own button sends. Every path that emails subscribers
 * (the editor's newsletter panel, the new-post dialog, scheduling with the email) opens it; the
 * server refuses a request without its `confirmSend` number (decision 0009, addendum).
 *
 * With `fields`, the send button posts a form of its own (those fields and `confirmSend`) to the
 * page's action; otherwise it calls `onConfirm(count)` and the caller submits its own form.
 * Cancel, Escape and the close button only close it: nothing is submitted and no field of the
 * page or of the dialog beneath is touched. Focus starts on Cancel (the safe choice) and goes
 * back to `returnFocus` (the button that opened it) when it closes.
 */
export function ConfirmSendDialog({
  open,
  onOpenChange,
  count,
  title,
  description,
  confirmLabel,
  fields,
  onConfirm,
  busy = false,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Confirmed subscribers now (the loader's count). */
  count: number;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  fields?: Record<string, string>;
  onConfirm?: (count: number) => void;
  busy?: boolean;
  /** What had the focus before (the button that opened it): it gets it back. */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const buttons = (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button ref={cancel} type="button" variant="outline" onClick={() => onOpenChange(false)}>
        {NEWSLETTER_TEXT.confirmSendCancel}
      </Button>
      <Button
        type={fields ? "submit" : "button"}
        disabled={busy}
        onClick={fields ? undefined : () => onConfirm?.(count)}
      >
        <MailIcon aria-hidden="true" />
        {confirmLabel}
      </Button>
    </div>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Opened by state rather than a Radix trigger, so Radix has nothing to return to.
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogTitle className="pr-6 leading-snug">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {fields ? (
          <Form method="post" className="grid" onSubmit={() => onOpenChange(false)}>
            {Object.entries({ ...fields, confirmSend: String(count) }).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {buttons}
          </Form>
        ) : (
          buttons
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The form as it stands, with the confirmed number of subscribers the server asks for. */
export function formWithConfirmedSend(form: HTMLFormElement | null, count: number) {
  if (!form) return null;
  const data = new FormData(form);
  data.set("confirmSend", String(count));
  return data;
}
