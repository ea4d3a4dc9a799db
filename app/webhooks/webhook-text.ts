import { z } from "~/lib/zod";

/**
 * The webhook events TechPulse sends, by Ghost's names (docs/api.md, "Webhooks"): Ghost 6's
 * post and tag events that our writes produce, the newsletter's subscriber events (Ghost's
 * older names), our comment events, and `site.changed`. No `page.*`: static pages are not
 * stored yet (issue 40).
 */
export const WEBHOOK_EVENTS = [
  "site.changed",
  "post.added",
  "post.edited",
  "post.published",
  "post.published.edited",
  "post.unpublished",
  "post.scheduled",
  "post.unscheduled",
  "post.deleted",
  "tag.added",
  "tag.edited",
  "tag.deleted",
  "subscriber.added",
  "subscriber.deleted",
  "comment.added",
  "comment.edited",
  "comment.deleted",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What each event means, for the event select. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "site.changed": "Site changed (anything public)",
  "post.added": "Post created",
  "post.edited": "Post updated",
  "post.published": "Post published",
  "post.published.edited": "Published post updated",
  "post.unpublished": "Post unpublished",
  "post.scheduled": "Post scheduled",
  "post.unscheduled": "Post unscheduled",
  "post.deleted": "Post deleted",
  "tag.added": "Tag created (category)",
  "tag.edited": "Tag updated (category)",
  "tag.deleted": "Tag deleted (category)",
  "subscriber.added": "Newsletter subscriber confirmed",
  "subscriber.deleted": "Newsletter subscriber left or removed",
  "comment.added": "Comment posted",
  "comment.edited": "Comment edited or moderated",
  "comment.deleted": "Comment deleted",
};

export const WEBHOOK_DELIVERY_STATUSES = ["queued", "sending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_TEXT = {
  heading: "Webhooks",
  intro:
    "Each webhook posts a signed JSON body to its target URL when its event happens, in Ghost's format. Failed calls are tried again for 24 hours.",
  none: "No webhooks yet.",
  add: "Add webhook",
  save: "Save webhook",
  edit: "Edit",
  cancel: "Cancel",
  delete: "Delete",
  deleteTitle: "Delete this webhook?",
  deleteDescription:
    "Its target URL stops receiving this event at once, and its delivery log is deleted with it.",
  nameLabel: "Name",
  nameHint: "Optional: what the receiver is.",
  eventLabel: "Event",
  urlLabel: "Target URL",
  urlHint: "An https:// (or http://) address reachable from the internet.",
  secretLabel: "Signing secret",
  secretHint:
    "Each call carries X-Ghost-Signature: sha256=HMAC-SHA256(body + t, secret), t=timestamp.",
  added: "Webhook added.",
  saved: "Webhook saved.",
  deleted: "Webhook deleted.",
  logHeading: "Delivery log",
  logEmpty: "Nothing sent yet.",
  logStatus: "Status",
  logTime: "Time",
  logEvent: "Event",
  logResponse: "Response",
  logAttempts: "Attempts",
  logNextRetry: "Next retry",
  retryNow: "Retry now",
  retried: "The delivery will be sent again in a moment.",
  notRetriable: "That delivery is being sent or no longer exists.",
  notFound: "That webhook no longer exists.",
  nameTooLong: "Please keep the name under 191 characters.",
  eventInvalid: "Choose an event from the list.",
  urlRequired: "Please enter the target URL.",
  urlInvalid: "Enter a full address starting with https:// or http://.",
  urlTooLong: "Please keep the address under 2,000 characters.",
  urlCredentials: "Leave the user name and password out of the address.",
  urlPrivate:
    "That address is on this machine or a private network. Webhooks only go to public addresses unless private ones are allowed in Settings (Imports) or with IMPORT_ALLOW_PRIVATE_URLS.",
} as const;

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_TEXT.eventInvalid });

/** A target URL: absolute http(s), no credentials. Private addresses are checked on the server. */
export const webhookUrlSchema = z
  .string({ error: WEBHOOK_TEXT.urlRequired })
  .trim()
  .min(1, WEBHOOK_TEXT.urlRequired)
  .max(2000, WEBHOOK_TEXT.urlTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, WEBHOOK_TEXT.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.username === "" && url.password === "";
    } catch {
      return true;
    }
  }, WEBHOOK_TEXT.urlCredentials);

export const webhookFormSchema = z.object({
  name: z.string().trim().max(191, WEBHOOK_TEXT.nameTooLong),
  event: webhookEventSchema,
  targetUrl: webhookUrlSchema,
});
export type WebhookFormInput = z.infer<typeof webhookFormSchema>;
