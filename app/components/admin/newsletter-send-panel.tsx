import { MailIcon } from "~/components/icons/mail";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { NEWSLETTER_TEXT, confirmedSubscribers } from "~/lib/newsletter-text";
import { NEWSLETTER_OPENS_CAVEAT } from "~/lib/staff-text";
import { formatLongDate } from "~/lib/format";
import type { SendProgress } from "~/newsletter/types";
import { Button } from "../ui/button";
import { ConfirmSendDialog } from "./confirm-send-dialog";

function summary(progress: SendProgress): string {
  const { status, sent, total } = progress;
  if (status === "queued") return `Queued for ${total} subscriber${total === 1 ? "" : "s"}`;
  if (status === "sending") return `Sending: sent ${sent} of ${total}`;
  return `Sent ${sent} of ${total}`;
}

/**
 * "Email to subscribers" in the post's settings: for a published post not emailed yet, the
 * button (a draft is emailed by the publish step), then the send's progress, refreshed every few seconds until it is finished. The
 * button only opens the confirmation, which states the number of confirmed subscribers and
 * holds the one button that sends; with nobody confirmed there is nothing to offer.
 */
export function NewsletterSendPanel({
  postTitle,
  published,
  progress,
  subscribers,
  busy,
}: {
  postTitle: string;
  published: boolean;
  progress: SendProgress | null;
  /** Confirmed subscribers now: who a send would reach. */
  subscribers: number;
  busy: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const revalidator = useRevalidator();
  const active = progress !== null && progress.status !== "finished";
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [active, revalidator]);

  return (
    <section
      aria-labelledby="newsletter-send-heading"
      className="mb-6 max-w-3xl rounded-xl border p-4"
    >
      <h2 id="newsletter-send-heading" className="flex items-center gap-2 font-semibold">
        <MailIcon className="size-4" aria-hidden="true" />
        Newsletter
      </h2>
      {progress ? (
        <div role="status" aria-live="polite" className="mt-2 text-sm">
          <p className="font-medium" data-testid="send-summary">
            {summary(progress)}
          </p>
          <p className="text-muted-foreground">
            Queued {formatLongDate(progress.createdAt)}
            {progress.finishedAt ? ` · finished ${formatLongDate(progress.finishedAt)}` : ""}
            {progress.status === "sending" && progress.waiting > 0
              ? ` · ${progress.waiting} waiting to send`
              : ""}
            {progress.failed > 0 ? ` · ${progress.failed} failed` : ""}
            {progress.retrying > 0 ? ` · ${progress.retrying} waiting to retry` : ""}
            {progress.skipped > 0 ? ` · ${progress.skipped} unsubscribed before sending` : ""}
          </p>
          {progress.sent > 0 ? (
            <p className="mt-1" data-testid="send-engagement">
              Opened by {progress.opened} of {progress.sent} · links followed by {progress.clicked}{" "}
              ({progress.clicks} click{progress.clicks === 1 ? "" : "s"})
              <span className="block text-xs text-muted-foreground">{NEWSLETTER_OPENS_CAVEAT}</span>
            </p>
          ) : null}
          {progress.lastError && (progress.failed > 0 || progress.retrying > 0) ? (
            <p className="mt-1 text-destructive">Last error: {progress.lastError}</p>
          ) : null}
        </div>
      ) : subscribers === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="no-subscribers">
          {NEWSLETTER_TEXT.noSubscribersYet}
        </p>
      ) : !published ? (
        // A draft is emailed by the one publish step, which saves the document with it.
        <p className="mt-2 text-sm text-muted-foreground" data-testid="newsletter-on-publish">
          Publish offers to email it to the {confirmedSubscribers(subscribers)}, once.
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">
            Send this post, as last updated, to the {confirmedSubscribers(subscribers)}, once.
          </p>
          <Button
            ref={trigger}
            type="button"
            variant="outline"
            disabled={busy}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            {NEWSLETTER_TEXT.emailToSubscribers}
          </Button>
          <ConfirmSendDialog
            open={confirming}
            onOpenChange={setConfirming}
            count={subscribers}
            title={NEWSLETTER_TEXT.confirmSendTitle(subscribers)}
            description={NEWSLETTER_TEXT.confirmSendBody(postTitle, subscribers, false)}
            confirmLabel={NEWSLETTER_TEXT.confirmSendLabel(subscribers)}
            fields={{ intent: "email-subscribers" }}
            busy={busy}
            returnFocus={trigger}
          />
        </div>
      )}
    </section>
  );
}
