import type { Database } from "./schema";

type ColumnsOf = { [Table in keyof Database]?: readonly (keyof Database[Table] & string)[] };

/**
 * Boolean columns. SQLite has no boolean type and returns them as 1/0; the SQLite connection
 * turns them into true/false (`sqlite-values.server.ts`). PostgreSQL returns booleans already.
 * tests/integration/typed-columns.test.ts checks this list against PostgreSQL's own types.
 */
export const BOOLEAN_COLUMNS = {
  posts: ["published", "schedule_email", "noindex", "comments_closed"],
  user: ["email_verified", "banned", "two_factor_enabled"],
  two_factor: ["verified"],
} as const satisfies ColumnsOf;

/**
 * Timestamp columns: ISO-8601 text on SQLite, `timestamptz` on PostgreSQL. Both connections
 * return them as the ISO string `Date.prototype.toISOString()` gives
 * ("2026-01-02T03:04:05.000Z"), so they compare and sort as text the same way on both.
 */
export const TIMESTAMP_COLUMNS = {
  categories: ["created_at"],
  profiles: ["created_at", "updated_at"],
  posts: ["published_at", "created_at", "updated_at", "submitted_at", "scheduled_at"],
  post_revisions: ["created_at"],
  tags: ["created_at"],
  content_api_keys: ["created_at"],
  integrations: ["created_at", "last_used_at"],
  post_tags: ["published_at"],
  user: ["created_at", "updated_at", "ban_expires"],
  session: ["expires_at", "created_at", "updated_at"],
  account: ["access_token_expires_at", "refresh_token_expires_at", "created_at", "updated_at"],
  verification: ["expires_at", "created_at", "updated_at"],
  two_factor: ["locked_until"],
  invitations: ["created_at", "expires_at", "accepted_at", "revoked_at"],
  media: ["created_at"],
  settings: ["updated_at"],
  newsletter_subscribers: [
    "confirm_expires_at",
    "created_at",
    "updated_at",
    "confirmed_at",
    "unsubscribed_at",
  ],
  newsletter_sends: ["created_at", "started_at", "finished_at"],
  newsletter_deliveries: ["sent_at"],
  contact_messages: ["created_at", "read_at"],
  import_items: ["created_at"],
  import_jobs: ["created_at", "updated_at", "finished_at"],
  mail_jobs: ["next_attempt_at", "lease_until", "created_at", "sent_at"],
  webhooks: ["created_at", "updated_at"],
  webhook_deliveries: [
    "next_attempt_at",
    "give_up_at",
    "lease_until",
    "last_attempt_at",
    "delivered_at",
    "created_at",
  ],
  redirects: ["created_at"],
  comments: ["created_at", "edited_at"],
  comment_reports: ["created_at"],
  comment_bans: ["created_at"],
  comment_actions: ["created_at"],
} as const satisfies ColumnsOf;
