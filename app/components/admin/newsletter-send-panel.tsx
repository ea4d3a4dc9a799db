import { MailIcon } from "~/components/icons/mail";
import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { formatLongDate } from "~/lib/format";
import { Button } from "../ui/button";

export interface SendProgressView {
  status: "queued" | "sending" | "finished";
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  remaining: number;
  waiting: number;
  retrying: number;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

function summary(progress: SendProgressView): string {
  const { status, sent, total } = progress;
  if (status === "queued") return `Queued for ${total} subscriber${total === 1 ? "" : "s"}`;
  if (status === "sending") return `Sending: sent ${sent} of ${total}`;
  return `Sent ${sent} of ${total}`;
}

/**
 * "Email to subscribers" on the post's edit page: the button while the post has not been
 * emailed, then the send's progress, refreshed every few seconds until it is finished.
 */
export function NewsletterSendPanel({
  published,
  progress,
  busy,
}: {
  published: boolean;
  progress: SendProgressView | null;
  busy: boolean;
}) {
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
          {progress.lastError && (progress.failed > 0 || progress.retrying > 0) ? (
            <p className="mt-1 text-destructive">Last error: {progress.lastError}</p>
          ) : null}
        </div>
      ) : (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value={published ? "email-subscribers" : "publish"} />
          {published ? null : <input type="hidden" name="emailSubscribers" value="on" />}
          <p className="text-sm text-muted-foreground">
            {published
              ? "Send this post to every confirmed subscriber, once."
              : "Publish this draft and send it to every confirmed subscriber."}
          </p>
          <Button type="submit" variant="outline" disabled={busy}>
            {published ? NEWSLETTER_TEXT.emailToSubscribers : "Publish and email to subscribers"}
          </Button>
        </Form>
      )}
    </section>
  );
}
