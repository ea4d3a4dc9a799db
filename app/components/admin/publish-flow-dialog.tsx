import { useId, useRef, useState, type RefObject } from "react";
import { formatCount } from "~/lib/format";
import { confirmedSubscribers } from "~/lib/newsletter-text";
import { LocalDateTime, useBrowserTimeZone } from "../local-date-time";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { Input } from "../ui/input";
import { toInstant, toLocalInputValue } from "./local-datetime-value";

/** The publish confirmation's final button: exactly what it does. */
function publishButtonLabel(when: "now" | "later", emailCount: number | null): string {
  const verb = when === "now" ? "Publish" : "Schedule";
  if (emailCount === null) return when === "now" ? "Publish now" : "Schedule";
  return `${verb} and email ${formatCount(emailCount)} subscriber${emailCount === 1 ? "" : "s"}`;
}

/**
 * The one publish step of the writing surface: now or at a date and time (in the writer's own
 * zone, named), and the newsletter with the real number of confirmed subscribers. Its final
 * button says exactly what happens and submits the whole document (`form={formId}`), so the
 * text is saved with it; Cancel and Escape submit nothing. Focus starts on the first choice and
 * returns to the button that opened it.
 */
export function PublishFlowDialog({
  open,
  onOpenChange,
  formId,
  scheduledAt,
  scheduleEmail,
  canEmail,
  subscribers,
  busy,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  formId: string;
  /** The schedule the draft has now, if any: the dialog then starts on "Later". */
  scheduledAt: string | null;
  scheduleEmail: boolean;
  canEmail: boolean;
  /** Confirmed subscribers now (the loader's count). */
  subscribers: number;
  busy: boolean;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const [when, setWhen] = useState<"now" | "later">(scheduledAt ? "later" : "now");
  const [email, setEmail] = useState(scheduleEmail);
  const zone = useBrowserTimeZone();
  const [typed, setTyped] = useState<string | null>(null);
  const localValue = typed ?? (zone && scheduledAt ? toLocalInputValue(new Date(scheduledAt)) : "");
  const instant = toInstant(localValue);
  const first = useRef<HTMLInputElement>(null);
  const ids = useId();
  const mayEmail = canEmail && subscribers > 0;
  const emailing = mayEmail && email;
  const label = publishButtonLabel(when, emailing ? subscribers : null);
  const laterLabel =
    when === "later" && instant && !emailing ? (
      <>
        Schedule for <LocalDateTime iso={instant} />
      </>
    ) : (
      label
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={`${ids}-description`}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          first.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Opened by state rather than a Radix trigger, so Radix has nothing to return to.
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogTitle className="pr-6 leading-snug">
          {scheduledAt ? "Change the schedule" : "Ready to publish?"}
        </DialogTitle>
        <DialogDescription id={`${ids}-description`}>
          Your latest changes are saved with it.
        </DialogDescription>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">When</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              ref={when === "now" ? first : undefined}
              type="radio"
              name={`${ids}-when`}
              checked={when === "now"}
              onChange={() => setWhen("now")}
              className="size-4 accent-primary"
            />
            Publish now
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              ref={when === "later" ? first : undefined}
              type="radio"
              name={`${ids}-when`}
              checked={when === "later"}
              onChange={() => setWhen("later")}
              className="size-4 accent-primary"
            />
            Schedule for later
          </label>
          {when === "later" ? (
            <div className="grid gap-1 pl-6">
              <label htmlFor={`${ids}-at`} className="text-sm font-medium">
                Publish on
              </label>
              <Input
                id={`${ids}-at`}
                type="datetime-local"
                value={localValue}
                min={zone ? toLocalInputValue(new Date()) : undefined}
                aria-describedby={`${ids}-zone`}
                onChange={(event) => setTyped(event.target.value)}
              />
              <p id={`${ids}-zone`} className="text-xs text-muted-foreground">
                {zone ? `In your time zone (${zone}).` : "In your time zone."}
              </p>
            </div>
          ) : null}
        </fieldset>
        {mayEmail ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={email}
              onChange={(event) => setEmail(event.target.checked)}
              className="size-4 accent-primary"
            />
            Email to {confirmedSubscribers(subscribers)}
            {when === "later" ? " when it goes live" : ""}
          </label>
        ) : null}
        {emailing ? (
          <p className="text-sm text-muted-foreground">
            A sent email cannot be taken back.
            {when === "later"
              ? " It goes to everyone confirmed at that moment (this is today's number)."
              : ""}
          </p>
        ) : null}
        {/* What the final button adds to the document's form. */}
        {when === "later" ? (
          <input type="hidden" form={formId} name="scheduledAt" value={instant} />
        ) : null}
        {emailing ? (
          <>
            <input type="hidden" form={formId} name="emailSubscribers" value="on" />
            <input type="hidden" form={formId} name="confirmSend" value={String(subscribers)} />
          </>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            name="intent"
            value={when === "now" ? "publish" : "schedule"}
            disabled={busy || (when === "later" && !instant)}
            // Closing on click would unmount the button before the browser submits its form.
            onClick={() => setTimeout(() => onOpenChange(false), 0)}
          >
            {busy ? "Working..." : laterLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
