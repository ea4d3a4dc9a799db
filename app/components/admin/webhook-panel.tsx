import { Form, useNavigation } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import type { WebhookDeliveryView, WebhookView } from "~/webhooks/types";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_TEXT as TEXT,
  type WebhookEvent,
} from "~/webhooks/webhook-text";
import { LocalDateTime } from "../local-date-time";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

/** What the screen's last action answered, as far as the webhook forms need it. */
export type WebhookFormResult =
  | (ActionResult<{ webhookId?: string }> & {
      fieldErrors?: Record<string, string>;
      formId?: string;
    })
  | undefined;

const selectClass = "h-10 w-full rounded-md border bg-background px-3 text-sm";

/** The fields of a webhook, for adding one or changing it. */
function WebhookForm({
  formId,
  intent,
  hidden,
  defaults,
  errors,
  submitLabel,
}: {
  formId: string;
  intent: "webhook-create" | "webhook-update";
  hidden: Record<string, string>;
  defaults?: { name: string; event: WebhookEvent; targetUrl: string };
  errors: Record<string, string>;
  submitLabel: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="grid gap-3 pt-3" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formId" value={formId} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormField label={TEXT.eventLabel} name="event" error={errors.event}>
        <select className={selectClass} defaultValue={defaults?.event ?? "post.published"}>
          {WEBHOOK_EVENTS.map((event) => (
            <option key={event} value={event}>
              {WEBHOOK_EVENT_LABELS[event]} ({event})
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label={TEXT.urlLabel}
        name="targetUrl"
        error={errors.targetUrl}
        hint={TEXT.urlHint}
      >
        <Input
          type="url"
          inputMode="url"
          maxLength={2000}
          autoComplete="off"
          placeholder="https://example.com/hooks/techpulse"
          defaultValue={defaults?.targetUrl}
        />
      </FormField>
      <FormField
        label={TEXT.nameLabel}
        name="name"
        error={errors.name}
        hint={TEXT.nameHint}
        required={false}
      >
        <Input maxLength={191} autoComplete="off" defaultValue={defaults?.name} />
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

const STATUS_LABELS: Record<WebhookDeliveryView["status"], string> = {
  queued: "Waiting to retry",
  sending: "Sending",
  delivered: "Delivered",
  failed: "Failed",
};

function DeliveryStatus({ delivery }: { delivery: WebhookDeliveryView }) {
  const label =
    delivery.status === "queued" && delivery.attempts === 0
      ? "Queued"
      : STATUS_LABELS[delivery.status];
  return (
    <Badge
      variant={delivery.status === "delivered" ? "secondary" : "outline"}
      className={delivery.status === "failed" ? "border-destructive text-destructive" : undefined}
    >
      {label}
    </Badge>
  );
}

/** One webhook's recent calls, newest first, each with "Retry now". */
function DeliveryLog({ webhook, headingId }: { webhook: WebhookView; headingId: string }) {
  const busy = useNavigation().state === "submitting";
  const logId = `${headingId}-log`;
  if (webhook.deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground">{TEXT.logEmpty}</p>;
  }
  return (
    <div
      className="overflow-x-auto rounded-md border"
      role="region"
      aria-labelledby={logId}
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id={logId} className="sr-only">
          {TEXT.logHeading}: {webhook.name || webhook.event}
        </caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {[
              TEXT.logStatus,
              TEXT.logTime,
              TEXT.logEvent,
              TEXT.logResponse,
              TEXT.logAttempts,
              TEXT.logNextRetry,
            ].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-medium">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {webhook.deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-t align-top">
              <td className="px-3 py-2">
                <DeliveryStatus delivery={delivery} />
              </td>
              <td className="px-3 py-2">
                <LocalDateTime iso={delivery.lastAttemptAt ?? delivery.createdAt} />
              </td>
              <td className="px-3 py-2 font-mono text-xs">{delivery.event}</td>
              <td className="px-3 py-2">
                {delivery.responseStatus ?? "—"}
                {delivery.error ? (
                  <span className="block text-xs text-muted-foreground">{delivery.error}</span>
                ) : null}
              </td>
              <td className="px-3 py-2">{delivery.attempts}</td>
              <td className="px-3 py-2">
                {delivery.nextAttemptAt ? <LocalDateTime iso={delivery.nextAttemptAt} /> : "—"}
              </td>
              <td className="px-3 py-2">
                {delivery.status === "sending" ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="webhook-retry" />
                    <input type="hidden" name="deliveryId" value={delivery.id} />
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={`${TEXT.retryNow}: ${delivery.event}, ${delivery.createdAt}`}
                    >
                      {TEXT.retryNow}
                    </Button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WebhookItem({ webhook, result }: { webhook: WebhookView; result: WebhookFormResult }) {
  const headingId = `webhook-${webhook.id}`;
  const formId = `edit-${webhook.id}`;
  const errors = result && !result.ok && result.formId === formId ? (result.fieldErrors ?? {}) : {};
  const title = webhook.name || WEBHOOK_EVENT_LABELS[webhook.event] || webhook.event;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {title}
        </h4>
        <Badge variant="outline" className="font-mono">
          {webhook.event}
        </Badge>
      </div>
      <p className="text-sm break-all">
        <span className="text-muted-foreground">{TEXT.urlLabel}: </span>
        {webhook.targetUrl}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor={`${headingId}-secret`} className="text-sm font-medium">
          {TEXT.secretLabel}
        </label>
        <Input
          id={`${headingId}-secret`}
          readOnly
          value={webhook.secret ?? "(unreadable: AUTH_SECRET changed; delete and add it again)"}
          className="font-mono text-xs"
          aria-describedby={`${headingId}-secret-hint`}
        />
        <p id={`${headingId}-secret-hint`} className="text-xs text-muted-foreground">
          {TEXT.secretHint}
        </p>
      </div>
      <details open={Object.keys(errors).length > 0} className="rounded-md">
        <summary className="cursor-pointer text-sm font-medium underline-offset-4 hover:underline">
          {TEXT.edit} <span className="sr-only">{title}</span>
        </summary>
        <WebhookForm
          formId={formId}
          intent="webhook-update"
          hidden={{ webhookId: webhook.id }}
          defaults={{
            name: webhook.name ?? "",
            event: webhook.event,
            targetUrl: webhook.targetUrl,
          }}
          errors={errors}
          submitLabel={TEXT.save}
        />
      </details>
      <div>
        <ConfirmDeleteDialog
          title={TEXT.deleteTitle}
          description={TEXT.deleteDescription}
          confirmLabel={TEXT.delete}
          triggerLabel={TEXT.delete}
          triggerAriaLabel={`${TEXT.delete} ${title}`}
          fields={{ webhookId: webhook.id }}
        />
      </div>
      <h5 className="text-sm font-semibold">{TEXT.logHeading}</h5>
      <DeliveryLog webhook={webhook} headingId={headingId} />
    </li>
  );
}

/** An integration's webhooks: each with its secret, edit, delete and log; and "Add webhook". */
export function WebhookPanel({
  integrationId,
  webhooks,
  result,
}: {
  integrationId: string;
  webhooks: WebhookView[];
  result: WebhookFormResult;
}) {
  const headingId = `webhooks-${integrationId}`;
  const formId = `new-${integrationId}`;
  const errors = result && !result.ok && result.formId === formId ? (result.fieldErrors ?? {}) : {};
  // A new, empty form after each webhook added.
  const addedId = result?.ok ? result.webhookId : undefined;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <h3 id={headingId} className="text-base font-semibold">
        {TEXT.heading}
      </h3>
      <p className="text-sm text-muted-foreground">{TEXT.intro}</p>
      {webhooks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXT.none}</p>
      ) : (
        <ul className="grid gap-3">
          {webhooks.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} result={result} />
          ))}
        </ul>
      )}
      <details key={addedId ?? "add"} open={Object.keys(errors).length > 0}>
        <summary className="cursor-pointer text-sm font-medium underline-offset-4 hover:underline">
          {TEXT.add}
        </summary>
        <WebhookForm
          formId={formId}
          intent="webhook-create"
          hidden={{ integrationId }}
          errors={errors}
          submitLabel={TEXT.add}
        />
      </details>
    </section>
  );
}
