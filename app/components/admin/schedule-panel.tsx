import { CalendarClockIcon } from "~/components/icons/calendar-clock";
import { useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { SCHEDULE_TEXT } from "~/lib/staff-text";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { ConfirmSendDialog, formWithConfirmedSend } from "./confirm-send-dialog";
import { LocalDateTime, useBrowserTimeZone } from "../local-date-time";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

/** "2026-11-25T07:00" in the browser's zone: what a datetime-local input holds. */
function toLocalInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value means in the browser's zone, or "" when incomplete. */
function toInstant(localValue: string): string {
  // ECMAScript reads a date-time without an offset as local time.
  const date = new Date(localValue);
  return localValue && !Number.isNaN(date.getTime()) ? date.toISOString() : "";
}

/**
 * Scheduling on a draft's edit page: the time is picked in the editor's own time zone and sent
 * as an instant with its offset; the server stores UTC. A scheduled draft shows when it goes
 * out and can be unscheduled (it is a plain draft again). Scheduling with the email asks for
 * confirmation first, as sending now does: it goes out later with nobody present.
 */
export function SchedulePanel({
  scheduledAt,
  scheduleEmail,
  canEmail,
  subscribers,
  busy,
  error,
}: {
  scheduledAt: string | null;
  scheduleEmail: boolean;
  canEmail: boolean;
  /** Confirmed subscribers now. */
  subscribers: number;
  busy: boolean;
  error: string | undefined;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const zone = useBrowserTimeZone();
  // Local values exist only in the browser (the server does not know the zone): until the
  // editor types, the field shows the current schedule once hydrated.
  const [typed, setTyped] = useState<string | null>(null);
  const localValue = typed ?? (zone && scheduledAt ? toLocalInputValue(new Date(scheduledAt)) : "");
  const minimum = zone ? toLocalInputValue(new Date()) : undefined;

  return (
    <section aria-labelledby="schedule-heading" className="mb-6 max-w-3xl rounded-xl border p-4">
      <h2 id="schedule-heading" className="flex items-center gap-2 font-semibold">
        <CalendarClockIcon className="size-4" aria-hidden="true" />
        Schedule
      </h2>
      {scheduledAt ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm" data-testid="schedule-summary">
            Goes live on{" "}
            <strong className="font-medium">
              <LocalDateTime iso={scheduledAt} />
            </strong>
            {scheduleEmail ? ", and is emailed to subscribers." : "."}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="unschedule" />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              Unschedule
            </Button>
          </Form>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          Pick a date and time and this draft is published then, with nobody present.
        </p>
      )}
      <Form
        ref={formRef}
        method="post"
        className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end"
        onSubmit={(event) => {
          if (new FormData(event.currentTarget).get("emailSubscribers") === "on") {
            event.preventDefault();
            setConfirming(true);
          }
        }}
      >
        <input type="hidden" name="intent" value="schedule" />
        <input type="hidden" name="scheduledAt" value={toInstant(localValue)} />
        <FormField
          label={scheduledAt ? "New date and time" : "Publish on"}
          name="scheduleLocal"
          error={error}
          hint={zone ? `In your time zone (${zone}).` : "In your time zone."}
        >
          <Input
            type="datetime-local"
            value={localValue}
            min={minimum}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-4 sm:pb-0.5">
          {canEmail && subscribers === 0 ? (
            <p className="text-sm text-muted-foreground">{NEWSLETTER_TEXT.noSubscribersYet}</p>
          ) : canEmail ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="emailSubscribers"
                defaultChecked={scheduleEmail}
                className="size-4 accent-primary"
              />
              {NEWSLETTER_TEXT.emailToSubscribers} when it goes live
            </label>
          ) : null}
          <Button ref={scheduleButton} type="submit" disabled={busy || !localValue}>
            {scheduledAt ? "Reschedule" : SCHEDULE_TEXT.scheduleButton}
          </Button>
        </div>
      </Form>
      <ConfirmSendDialog
        open={confirming}
        onOpenChange={setConfirming}
        count={subscribers}
        title={NEWSLETTER_TEXT.confirmScheduleTitle(subscribers)}
        description="When the post goes live it is emailed, once, to everyone confirmed at that moment (this is today's number). A sent email cannot be taken back; until then, unscheduling or scheduling again without the email cancels it."
        confirmLabel={NEWSLETTER_TEXT.confirmScheduleLabel}
        returnFocus={scheduleButton}
        busy={busy}
        onConfirm={(count) => {
          const data = formWithConfirmedSend(formRef.current, count);
          if (!data) return;
          setConfirming(false);
          void submit(data, { method: "post" });
        }}
      />
    </section>
  );
}
