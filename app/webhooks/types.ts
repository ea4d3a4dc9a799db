import type { WebhookDeliveryStatus, WebhookEvent } from "./webhook-text";

/** One call of a webhook, as its delivery log shows it. */
export interface WebhookDeliveryView {
  id: string;
  event: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The last answer's status code; null when none came. */
  responseStatus: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  /** When it is tried next (queued ones only). */
  nextAttemptAt: string | null;
}

/** A webhook on the integrations screen (administrators only: the secret is shown). */
export interface WebhookView {
  id: string;
  integrationId: string;
  name: string | null;
  event: WebhookEvent;
  targetUrl: string;
  /** Null when it cannot be opened (AUTH_SECRET changed). */
  secret: string | null;
  deliveries: WebhookDeliveryView[];
}
