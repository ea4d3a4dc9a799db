import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Database types, declared once for both engines, as domain code reads and writes them: the
 * connections return the same values on both (`openDatabase`).
 * Timestamps are ISO-8601 strings as `toISOString()` writes them ("2026-01-02T03:04:05.000Z"):
 * text on SQLite, timestamptz on PostgreSQL (its pool parses them into that string).
 * Booleans are stored as 0/1 on SQLite, written and read back as booleans
 * (`sqlite-values.server.ts`). Bigints are read as numbers on PostgreSQL.
 * The boolean and timestamp columns are listed in `typed-columns.ts` for SQLite's sake.
 */
type Timestamp = ColumnType<string, string, string>;
/** A timestamp the database fills in when the insert leaves it out. */
type DefaultedTimestamp = ColumnType<string, string | undefined, string>;
type Bool = ColumnType<boolean, boolean, boolean>;
/** A boolean with a default (false). */
type DefaultedBool = ColumnType<boolean, boolean | undefined, boolean>;
/** bigint: epoch milliseconds and counters, read as numbers on both engines. */
type Int64 = ColumnType<number, number, number>;

export interface CategoriesTable {
  id: string;
  name: string;
  slug: string;
  description: Generated<string>;
  icon: Generated<string>;
  color: Generated<string>;
  position: Generated<number>;
  created_at: DefaultedTimestamp;
}

export interface ProfilesTable {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  role_title: string | null;
  website_url: string | null;
  twitter_url: string | null;
  linkedin_url: string | null;
  github_url: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface PostsTable {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Sanitized HTML. */
  content: string;
  /** Plain text of `content`, for search and reading time. */
  content_text: string;
  word_count: number;
  featured_image: string | null;
  published: Bool;
  published_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  category_id: string | null;
  author_id: string | null;
  /** When a contributor asked for review; null once published or never asked. */
  submitted_at: Timestamp | null;
  /** When a draft is to be published (UTC); null unless scheduled (migration 013). */
  scheduled_at: Timestamp | null;
  /** Send the newsletter when the scheduled post goes out. */
  schedule_email: DefaultedBool;
  /** Who scheduled it: the newsletter send's requester. */
  scheduled_by: string | null;
  /** Search and social appearance (migration 015); null means "the post's own". */
  meta_title: string | null;
  meta_description: string | null;
  social_image: string | null;
  canonical_url: string | null;
  /** Hidden from search engines: robots noindex, left out of the sitemap. */
  noindex: DefaultedBool;
  /**
   * Why an import kept it from the public (members-only or paid at its Ghost source,
   * password-protected or private in WordPress; migration 026); null otherwise.
   */
  import_note: string | null;
  /** An editor closed this article's comments (migration 036). */
  comments_closed: DefaultedBool;
}

/**
 * A post's authors in byline order (migration 035); position 0 is `posts.author_id`, the
 * primary author. Written by the post commands (`app/content/post-authors.server.ts`).
 */
export interface PostAuthorsTable {
  post_id: string;
  author_id: string;
  position: number;
}

export interface TagsTable {
  id: string;
  name: string;
  slug: string;
  created_at: DefaultedTimestamp;
}

export interface PostTagsTable {
  post_id: string;
  tag_id: string;
  /** The post's `published_at` while it is published, NULL for a draft; set by triggers. */
  published_at: ColumnType<string | null, never, never>;
}

/**
 * Published and total posts per scope ('all' with key '', 'category', 'author', 'tag' keyed
 * by id; '' for posts without one). Kept by database triggers (migration 007): read-only here.
 */
export interface PostCountsTable {
  scope: "all" | "category" | "author" | "tag";
  key: string;
  total: ColumnType<number, never, never>;
  published: ColumnType<number, never, never>;
}

/** Better Auth's user, with the admin plugin's role and ban columns. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  email_verified: Bool;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Comma-separated roles (admin plugin); null means the default role "user". */
  role: string | null;
  banned: Bool | null;
  ban_reason: string | null;
  ban_expires: Timestamp | null;
  /** Better Auth's two-factor plugin: set once an authenticator app is confirmed. */
  two_factor_enabled: Bool | null;
}

/** Better Auth's two-factor plugin: the encrypted TOTP secret and recovery codes. */
export interface TwoFactorTable {
  id: string;
  secret: string;
  backup_codes: string;
  user_id: string;
  verified: Bool | null;
  failed_verification_count: number | null;
  locked_until: Timestamp | null;
  /** The last TOTP time step a code was accepted for (migration 018): never accepted twice. */
  last_time_step: number | null;
}

/** Staff invitations by email; see migrations/010_roles.ts. */
export interface InvitationsTable {
  id: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface SessionTable {
  id: string;
  expires_at: Timestamp;
  token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
  impersonated_by: string | null;
}

export interface AccountTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  /** Better Auth's scrypt hash. */
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds. */
  reset_at: Int64;
}

/** Uploaded images; see migrations/003_media.ts. */
export interface MediaTable {
  id: string;
  /** Storage key without the `-<width>.webp` suffix, e.g. "uploads/2026/03/<id>". */
  file_key: string;
  original_name: string;
  alt: Generated<string>;
  /** Of the largest stored variant. */
  width: number;
  height: number;
  /** Bytes of all stored variants together. */
  byte_size: number;
  /** JSON array of the stored widths, ascending. */
  widths: string;
  uploaded_by: string | null;
  created_at: DefaultedTimestamp;
  /** SHA-256 (hex) of the uploaded file's bytes (migration 019); null before it or restored. */
  content_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: Timestamp;
}

/** Newsletter sign-ups; see migrations/005_newsletter.ts. */
export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
  confirm_token_hash: string | null;
  confirm_expires_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
}

/** One "Email to subscribers" per post. */
export interface NewsletterSendsTable {
  id: string;
  post_id: string;
  status: "queued" | "sending" | "finished";
  total: number;
  requested_by: string | null;
  created_at: DefaultedTimestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** One email of a send; unique per (send_id, subscriber_id). */
export interface NewsletterDeliveriesTable {
  id: string;
  send_id: string;
  subscriber_id: string;
  status: "pending" | "sending" | "sent" | "failed" | "skipped";
  attempts: Generated<number>;
  /** Epoch milliseconds. */
  next_attempt_at: Int64;
  lease_owner: string | null;
  lease_until: ColumnType<number | null, number | null, number | null>;
  last_error: string | null;
  sent_at: Timestamp | null;
  /** Epoch milliseconds the email's pixel was first loaded (migration 030); approximate. */
  opened_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** Epoch milliseconds one of its links was first followed. */
  clicked_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** How many times its links were followed. */
  clicks: Generated<number>;
}

/** Messages from the contact form; see migrations/006_contact.ts. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Truncated keyed hash of the sender's IP (never the address itself). */
  ip_hash: string | null;
  created_at: DefaultedTimestamp;
  /** Null while unread. */
  read_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row (id 1): bumped by triggers on every write to a table shown on public pages. */
export interface ContentVersionTable {
  id: number;
  version: Int64;
}

/** Secrets every server shares (the generated auth secret); see migrations/016. */
/** The Content API's keys (migration 020): 26 lowercase hex characters, as Ghost's. */
export interface ContentApiKeysTable {
  id: string;
  key: string;
  created_at: DefaultedTimestamp;
  /** The integration whose key it is (migration 031); null for the site's own key. */
  integration_id: string | null;
}

/** Integrations of the Ghost APIs (migration 031, decision 0036). */
export interface IntegrationsTable {
  id: string;
  name: string;
  /** The staff role bounding its Admin API calls: "author" or "editor". */
  role: string;
  /** The Admin API key's id: 24 lowercase hex characters, the tokens' `kid`. */
  admin_key_id: string;
  /** The Admin API secret, sealed with AUTH_SECRET (app/integrations/secret-box.server.ts). */
  admin_secret_sealed: string;
  created_by: string | null;
  created_at: DefaultedTimestamp;
  last_used_at: Timestamp | null;
}

export interface SiteSecretsTable {
  name: string;
  value: string;
}

/** What an import created, by source; see migrations/009_import.ts. */
export interface ImportItemsTable {
  /** e.g. "wordpress:https://old.example.com", "ghost", "techpulse". */
  source: string;
  kind: "post" | "author" | "category" | "media";
  source_id: string;
  target_id: string;
  /** Hash of the source item, so an unchanged item is not rewritten. */
  fingerprint: Generated<string>;
  created_at: DefaultedTimestamp;
}

/** Old addresses of imported posts: `p:<id>`, `slug:<old slug>`, `path:<old path>`. */
export interface LegacyRedirectsTable {
  key: string;
  post_id: string;
}

export interface ImportJobsTable {
  id: string;
  format: "wordpress" | "ghost" | "techpulse";
  status: "analysing" | "ready" | "invalid" | "running" | "finished" | "failed";
  /** The uploaded file's own name, for display. */
  file_name: string;
  /** Where the upload is kept until the job ends. */
  file_path: string;
  processed: Generated<number>;
  total: Generated<number>;
  /** JSON ImportReport: the dry run's, then the real run's. */
  report: string | null;
  error: string | null;
  created_by: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  finished_at: Timestamp | null;
  /** The old site's address given with the upload (migration 028), for Ghost's image paths. */
  site_url: string | null;
  /** The category for posts whose own matches none here, chosen on the dry run. */
  default_category_id: string | null;
}

/** An editor's redirect (migration 027): an old path, matched as requests are, to a new place. */
export interface RedirectsTable {
  id: string;
  /** Decoded, lower case, no trailing slash; with its query when it has one (`/?page_id=12`). */
  from_path: string;
  /** A path on this site or an http(s) address. */
  to_target: string;
  status: 301 | 302;
  created_by: string | null;
  created_at: DefaultedTimestamp;
}

/** Transactional mail as a database job (migration 017, decision 0027). */
export interface MailJobsTable {
  id: string;
  /** What the mail is: "account.password-reset", "contact.notification"… */
  kind: string;
  recipient: string;
  subject: string;
  /** The rendered message; null once the job is settled (sent or failed). */
  text_body: string | null;
  html_body: string | null;
  /** JSON object of extra headers; null when none or once settled. */
  headers: string | null;
  status: "queued" | "sending" | "sent" | "failed";
  attempts: Generated<number>;
  /** Due time, by the database's clock (it fills it in on insert). */
  next_attempt_at: DefaultedTimestamp;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: DefaultedTimestamp;
  sent_at: Timestamp | null;
}

/** A webhook of an integration (migration 037): Ghost's event name and target. */
export interface WebhooksTable {
  id: string;
  integration_id: string;
  /** Ghost's event name: "post.published", "tag.added"… (app/webhooks/webhook-events.ts). */
  event: string;
  target_url: string;
  name: string | null;
  /** The signing secret, sealed with AUTH_SECRET (app/integrations/secret-box.server.ts). */
  secret_sealed: string;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** One webhook call: the queue the workers claim from and the log the admin reads. */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event: string;
  /** The JSON body, exactly as sent. */
  payload: string;
  status: "queued" | "sending" | "delivered" | "failed";
  attempts: Generated<number>;
  next_attempt_at: DefaultedTimestamp;
  give_up_at: Timestamp;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  response_status: number | null;
  last_error: string | null;
  last_attempt_at: Timestamp | null;
  delivered_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export type RevisionKind = "save" | "restore" | "autosave";

/** What a save, a restore or an autosave wrote (migration 014). */
export interface PostRevisionsTable {
  id: string;
  post_id: string;
  author_id: string | null;
  kind: RevisionKind;
  title: string;
  excerpt: string;
  /** Sanitized HTML, as stored in posts. */
  content: string;
  created_at: DefaultedTimestamp;
}

/** Analytics (migration 023): days and hours are counted since the Unix epoch, in UTC. */
export interface AnalyticsSaltsTable {
  day: number;
  salt: string;
}

export interface AnalyticsVisitorsTable {
  day: number;
  /** A hash of the day's salt, the site, the address and the user agent; never the address. */
  visitor: string;
  /** '' for the site as a whole. */
  path: string;
}

export interface AnalyticsSiteHoursTable {
  hour: number;
  views: number;
  visitors: number;
}

export interface AnalyticsPageHoursTable {
  hour: number;
  path: string;
  post_id: string | null;
  views: number;
  /** Visitors first seen on this page that day, in this hour: a day's rows sum to its uniques. */
  visitors: number;
}

export interface AnalyticsDimensionHoursTable {
  hour: number;
  path: string;
  dimension: string;
  value: string;
  views: number;
}

/** Finished days folded into daily and monthly rows (migration 038); null before the first. */
export interface AnalyticsFoldTable {
  id: number;
  folded_through: number | null;
}

/** The hourly page rows of one day, summed. */
export interface AnalyticsPageDaysTable {
  day: number;
  path: string;
  post_id: string | null;
  views: number;
  visitors: number;
}

/** The daily page rows of one calendar month, keyed by the month's first day. */
export interface AnalyticsPageMonthsTable {
  month: number;
  path: string;
  post_id: string | null;
  views: number;
  visitors: number;
}

/** Views of one day per dimension value, every page together. */
export interface AnalyticsDimensionDaysTable {
  dimension: string;
  day: number;
  value: string;
  views: number;
}

export interface AnalyticsLiveTable {
  visitor: string;
  /** Minutes since the epoch: when this visitor's last counted view was. */
  minute: number;
}

export type CommentStatus = "held" | "published" | "hidden" | "spam" | "deleted";

/** A reader's comment (migration 036, decision 0040). */
export interface CommentsTable {
  id: string;
  post_id: string;
  /** The reader's account; null once anonymised, or for an imported commenter. */
  author_id: string | null;
  /** The name shown when there is no account to read it from. */
  author_name: string;
  /** The thread's root comment; null for a root. */
  thread_id: string | null;
  /** Whom a reply answers, by display name. */
  reply_to_name: string | null;
  /** Plain text as the reader wrote it ('' once deleted). */
  body: string;
  status: CommentStatus;
  /** Why the screening held it ("first comment", "links"…); null when published at once. */
  held_reason: string | null;
  /** Short hash of the poster's address (the per-address limit); never the address. */
  ip_hash: string | null;
  report_count: Generated<number>;
  created_at: DefaultedTimestamp;
  edited_at: Timestamp | null;
}

/** Published comments per post, kept by triggers (migration 036): read-only here. */
export interface CommentCountsTable {
  post_id: string;
  published: ColumnType<number, never, never>;
}

export interface CommentReportsTable {
  comment_id: string;
  reporter_id: string;
  reason: string;
  created_at: DefaultedTimestamp;
}

/** Readers who may not comment, with the reason shown to them. */
export interface CommentBansTable {
  user_id: string;
  reason: string;
  banned_by: string | null;
  created_at: DefaultedTimestamp;
}

/** Who moderated what, when. */
export interface CommentActionsTable {
  id: string;
  comment_id: string | null;
  target_user_id: string | null;
  action: string;
  reason: string | null;
  actor_id: string | null;
  created_at: DefaultedTimestamp;
}

/** Trending Topics by readers (migration 029): the last ranking written. */
export interface TrendingTopicsTable {
  slug: string;
  name: string;
  /** Views of the topic's articles in the 7 days before the ranking. */
  views: Int64;
  /** 1 for the most read. */
  rank: number;
}

export interface TrendingRefreshTable {
  id: number;
  /** Epoch milliseconds at which the next ranking is due. */
  due_at: Int64;
}

export interface Database {
  categories: CategoriesTable;
  profiles: ProfilesTable;
  posts: PostsTable;
  post_revisions: PostRevisionsTable;
  tags: TagsTable;
  post_tags: PostTagsTable;
  post_authors: PostAuthorsTable;
  post_counts: PostCountsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rate_limits: RateLimitsTable;
  settings: SettingsTable;
  media: MediaTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_sends: NewsletterSendsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  contact_messages: ContactMessagesTable;
  content_version: ContentVersionTable;
  invitations: InvitationsTable;
  two_factor: TwoFactorTable;
  import_items: ImportItemsTable;
  legacy_redirects: LegacyRedirectsTable;
  import_jobs: ImportJobsTable;
  site_secrets: SiteSecretsTable;
  content_api_keys: ContentApiKeysTable;
  integrations: IntegrationsTable;
  mail_jobs: MailJobsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  redirects: RedirectsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_visitors: AnalyticsVisitorsTable;
  analytics_site_hours: AnalyticsSiteHoursTable;
  analytics_page_hours: AnalyticsPageHoursTable;
  analytics_dimension_hours: AnalyticsDimensionHoursTable;
  analytics_live: AnalyticsLiveTable;
  analytics_fold: AnalyticsFoldTable;
  analytics_page_days: AnalyticsPageDaysTable;
  analytics_page_months: AnalyticsPageMonthsTable;
  analytics_dimension_days: AnalyticsDimensionDaysTable;
  comments: CommentsTable;
  comment_counts: CommentCountsTable;
  comment_reports: CommentReportsTable;
  comment_bans: CommentBansTable;
  comment_actions: CommentActionsTable;
  trending_topics: TrendingTopicsTable;
  trending_refresh: TrendingRefreshTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategory = Insertable<CategoriesTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type PostUpdate = Updateable<PostsTable>;
export type TagRow = Selectable<TagsTable>;
export type MediaRow = Selectable<MediaTable>;
