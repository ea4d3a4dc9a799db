/** Constants and visible texts from SPEC.md, in one place. */

import { formatCount } from "./format";

export const SITE_NAME = "TechPulse";
/**
 * The site's logo as a PNG (RSS 2.0 allows only GIF, JPEG or PNG as a channel image, at most
 * 144 px wide; Google wants a raster publisher logo of at least 112 px). Made from
 * public/favicon.svg by `npm run logo` and committed.
 */
export const SITE_LOGO = { path: "/images/logo.png", size: 144 } as const;
export const TAGLINE =
  "Your go-to source for the latest in technology, innovation, and digital trends.";
export const FOUNDED_YEAR = 2025;

export const MOBILE_BREAKPOINT_PX = 768;
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";
export const DEFAULT_THEME: Theme = "light";

/** Hero shows articles 1–3, Latest Articles 4–9 of the newest-first list. */
export const HERO_COUNT = 3;
export const LATEST_COUNT = 6;
/** The further list on the home page (after hero and latest). */
export const HOME_MORE_COUNT = 6;
export const RELATED_LIMIT = 3;
export const MORE_ARTICLES_LIMIT = 3;
export const SEARCH_DIALOG_LIMIT = 10;
export const SEARCH_PAGE_SIZE = 10;
export const CATEGORY_SKELETON_COUNT = 6;
export const LISTING_PAGE_SIZE = 12;
export const FEED_ITEM_COUNT = 20;
/** Articles per sitemap file (the protocol allows 50,000; smaller files stay cheap to build). */
export const SITEMAP_ARTICLES_PER_FILE = 2500;
export const SEARCH_MAX_QUERY_LENGTH = 200;
/**
 * Search ranks the newest this-many matches and counts no further (decision 0010): every
 * search costs the same however common its words are; beyond it the page says "1,000+ results".
 */
export const SEARCH_RESULT_CAP = 1000;
/** A shorter last word is matched as a whole word, not as a prefix (which would match most). */
export const SEARCH_MIN_PREFIX_LENGTH = 3;
export const WORDS_PER_MINUTE = 200;

export const DEFAULT_CATEGORY_NAME = "Uncategorized";
export const DEFAULT_AUTHOR_NAME = "Anonymous";
export const DEFAULT_ARTICLE_IMAGE = "/images/default-cover.svg";
export const ALL_CATEGORIES_SLUG = "all";

export const LEGAL_LAST_UPDATED = "April 1, 2025";
export const MINIMUM_AGE = 13;

/** The spec's six categories (labels and paths); descriptions and colours are seed data. */
export const SPEC_CATEGORIES = [
  { name: "AI", slug: "ai" },
  { name: "Cybersecurity", slug: "cybersecurity" },
  { name: "Gadgets", slug: "gadgets" },
  { name: "Software", slug: "software" },
  { name: "Startups", slug: "startups" },
  { name: "Web Dev", slug: "webdev" },
] as const;

/** Trending Topics: the spec's eight topics; counts come from the tags of published posts. */
export const TRENDING_TOPICS = [
  { name: "AI", slug: "artificial-intelligence" },
  { name: "Cybersecurity", slug: "cybersecurity" },
  { name: "Web3", slug: "web3" },
  { name: "Machine Learning", slug: "machine-learning" },
  { name: "Virtual Reality", slug: "virtual-reality" },
  { name: "Cloud Computing", slug: "cloud-computing" },
  { name: "Blockchain", slug: "blockchain" },
  { name: "Internet of Things", slug: "internet-of-things" },
] as const;

export const COMPANY_LINKS = [
  { label: "About Us", to: "/about" },
  { label: "Team", to: "/team" },
  { label: "Contact", to: "/contact" },
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
] as const;

export const SOCIAL_LINKS = [
  { label: "Twitter", href: "https://twitter.com/techpulse" },
  { label: "Facebook", href: "https://facebook.com/techpulse" },
  { label: "Instagram", href: "https://instagram.com/techpulse" },
  { label: "LinkedIn", href: "https://linkedin.com/company/techpulse" },
] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** Sessions last this long from sign-in (no sliding refresh, so cookie and row agree). */
export const SESSION_DAYS = 14;
export const EMAIL_VERIFICATION_HOURS = 24;
export const PASSWORD_RESET_HOURS = 1;
export const INVITATION_DAYS = 7;
/** Recovery codes Better Auth's two-factor plugin generates per account. */
export const RECOVERY_CODE_COUNT = 10;
/** Minutes a password-checked sign-in may take to give its second factor. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Rate limits, stored in the database (see `rate-limit.server.ts`). `sign_in_*` count failed
 * attempts; the others count every attempt. Failed sign-ins count per account *and* client IP,
 * so guessing from one place cannot lock the owner out from another; a password reset clears
 * the account's counts.
 */
export const AUTH_LIMITS = {
  signInAccountIp: { name: "sign_in_account_ip", limit: 5, windowMs: 15 * MINUTE },
  signInIp: { name: "sign_in_ip", limit: 20, windowMs: 15 * MINUTE },
  signUpIp: { name: "sign_up_ip", limit: 5, windowMs: HOUR },
  signUpAddress: { name: "sign_up_address", limit: 3, windowMs: HOUR },
  verificationIp: { name: "verification_ip", limit: 5, windowMs: HOUR },
  verificationAddress: { name: "verification_address", limit: 3, windowMs: HOUR },
  passwordResetIp: { name: "password_reset_ip", limit: 5, windowMs: HOUR },
  passwordResetAddress: { name: "password_reset_address", limit: 3, windowMs: HOUR },
} as const;

/**
 * Newsletter sign-up limits (every attempt counts). Per IP: enough for a household or office
 * behind one address; per address: a few retries, but nobody can mail-bomb an inbox with
 * confirmation emails.
 */
export const NEWSLETTER_LIMITS = {
  subscribeIp: { name: "newsletter_ip", limit: 10, windowMs: HOUR },
  subscribeAddress: { name: "newsletter_address", limit: 3, windowMs: HOUR },
} as const;

/**
 * Test emails from the editor's preview, per staff member: enough to check a few edits, not a
 * way to mail oneself in bulk.
 */
export const NEWSLETTER_TEST_LIMIT = { name: "newsletter_test", limit: 5, windowMs: 10 * MINUTE };

/** Double opt-in: a confirmation link stays valid this long; a new sign-up sends a new one. */
export const NEWSLETTER_CONFIRM_HOURS = 48;

/** The delivery job (see `app/newsletter/worker.server.ts`). */
export const NEWSLETTER_JOB = {
  /** Deliveries claimed per round trip. */
  batchSize: 20,
  /**
   * How long a claimed delivery belongs to its worker. Longer than nodemailer's socket timeout
   * (10 minutes), so a slow but alive send is never taken over and sent a second time.
   */
  leaseMs: 15 * MINUTE,
  /** After this many failed attempts a delivery is marked failed. */
  maxAttempts: 5,
  /** Back-off after the n-th failure: base × 4^(n−1), i.e. 1, 4, 16, 64 minutes. */
  retryBaseMs: MINUTE,
  /** How often the server's worker looks for work when nothing woke it. */
  pollMs: 5_000,
} as const;

/** Scheduled publishing (see `app/publishing/`). */
export const SCHEDULE_JOB = {
  /**
   * How often each server process looks for due posts, unless SCHEDULED_PUBLISH_POLL_MS says
   * otherwise. At most 30 s, so a post goes out within a minute of its time.
   */
  pollMs: 15_000,
  maxPollMs: 30_000,
  /** The furthest ahead a post may be scheduled. */
  maxAheadMs: 5 * 366 * 24 * 60 * MINUTE,
} as const;

/** The newsletter honeypot's field name: bots fill in anything that looks like a website. */
export const NEWSLETTER_HONEYPOT = "website";

/** The contact form: every stored message counts, per client IP (hashed). */
export const CONTACT_LIMITS = {
  contactIp: { name: "contact_ip", limit: 5, windowMs: HOUR },
} as const;

/** Name of the contact form's honeypot field: people leave it empty, form-filling bots do not. */
export const CONTACT_HONEYPOT_FIELD = "website";

/** Texts of the contact form and the admin inbox (the toast texts are in TEXT, SPEC §8). */
export const CONTACT_TEXT = {
  tooMany: (minutes: number) =>
    `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  honeypotLabel: "Leave this field empty",
  refusedTitle: "Message not sent",
  sendFailed: "Your message could not be sent. Please try again later.",
  messageDeleted: "Message deleted",
  markedUnread: "Message marked as unread",
  markedRead: "Message marked as read",
  messageNotFound: "Message not found",
} as const;

/** The newsletter boxes' invitation (home page, /newsletter); NEWSLETTER_TEXT.signUpInvitation. */
export const NEWSLETTER_INVITATION =
  "Get the week's most important technology stories and analysis in your inbox. No spam, unsubscribe at any time.";

/** The header's sign-in link; AUTH_TEXT.signIn (auth-text.ts) is the same words. */
export const SIGN_IN = "Sign In";

export const TEXT = {
  viewMoreStories: "View more stories",
  latestArticles: "Latest Articles",
  viewAll: "View all",
  trendingTopics: "Trending Topics",
  exploreTopics: "Explore Topics",
  searchPlaceholder: "Search articles...",
  allArticles: "All Articles",
  allArticlesSubtitle:
    "Browse all our latest articles and stay updated with the newest technology trends.",
  categorySubtitle: (name: string) => `Explore our collection of articles about ${name}.`,
  noArticlesTitle: "No articles found",
  noArticlesBody: "There are currently no articles in this category.",
  articleNotFoundTitle: "Article Not Found",
  articleNotFoundBody: "The article you're looking for doesn't exist.",
  articleLoadErrorTitle: "Error",
  articleLoadErrorBody: "Failed to load the article. Please try again later.",
  authorNotFoundTitle: "Author Not Found",
  authorNotFoundBody: "The author you're looking for doesn't exist.",
  contentCreator: "Content Creator",
  comments: "Comments",
  relatedArticles: "Related Articles",
  noRelatedArticles: "No related articles found.",
  moreArticles: "More Articles",
  moreArticlesComingSoon: "More articles coming soon!",
  searchDialogTitle: "Search Articles",
  searchDialogDescription: "Find articles by title, category, or keywords",
  searchInputPlaceholder: "Search...",
  noResultsFor: (term: string) => `No results found for "${term}"`,
  /** The search page's result count; `capped` when there are more than SEARCH_RESULT_CAP. */
  resultCount: (total: number, capped: boolean) =>
    capped
      ? `${formatCount(total)}+ results`
      : `${formatCount(total)} result${total === 1 ? "" : "s"}`,
  newsletterPlaceholder: "Email",
  subscribe: "Subscribe",
  newsletterSuccessTitle: "Success!",
  newsletterSuccessBody: "You've been subscribed to our newsletter.",
  contactSuccessTitle: "Message sent!",
  contactSuccessBody: "We'll get back to you as soon as possible.",
  notFoundTitle: "Oops! Page not found",
  returnHome: "Return to Home",
  unexpectedError: "Unexpected Application Error!",
  allRightsReserved: "All rights reserved.",
  readTime: (minutes: number) => `${minutes} min read`,
} as const;

/**
 * Built-in analytics (issue 42, decision 0033). The one endpoint: the page's beacon posts to
 * it, the `<noscript>` pixel loads it; the page's address and referrer travel in its query.
 */
export const ANALYTICS_HIT_PATH = "/analytics/hit";
export const ANALYTICS_LIMITS = {
  /** How often each worker writes what it counted, in one transaction: what kill -9 can lose. */
  flushMs: 5_000,
  /** Distinct pages one worker keeps between two flushes; more are counted as "(other)". */
  pathsPerWindow: 1_000,
  /** Distinct values of one dimension (referrer host, campaign…) per window; then "(other)". */
  valuesPerWindow: 200,
  /** Visitor-and-page pairs kept for unique counts per window; past it, views only. */
  visitorPairsPerWindow: 50_000,
  /** Views one visitor may add per window; more (a reload loop, a script) are not counted. */
  viewsPerVisitorPerWindow: 30,
  /** Longest page address and referrer read, in characters. */
  maxUrlLength: 1_000,
  /** Longest UTM value kept, in characters. */
  maxUtmLength: 100,
} as const;
/**
 * Folding finished days into daily rows (decision 0033, "At archive scale"): a day is folded
 * this many minutes after it ended (its last flushes are in by then; a later one is added to the
 * folded rows by the flush itself); every process asks every `checkMs` whether one is due.
 */
export const ANALYTICS_FOLD = { graceMinutes: 10, checkMs: 60_000 } as const;
/** "Readers in the last 5 minutes" on the Analytics screen. */
export const ANALYTICS_LIVE_MINUTES = 5;
/** The longest custom period of the Analytics screen, in days (a year, leap day included). */
export const ANALYTICS_CUSTOM_MAX_DAYS = 366;
/**
 * Trending Topics from readers: how often one process (whichever takes the round) ranks the
 * topics by views again, and how often each process asks whether a round is due.
 */
export const TRENDING_REFRESH = { everyMinutes: 5, checkMs: 30_000, days: 7 } as const;
/** The value that stands for everything past a cap. */
export const ANALYTICS_OTHER = "(other)";
