import type { Logger } from "pino";
import type { Db } from "~/db/connection.server";
import type { DomainEvents } from "~/platform/domain-events.server";
import type { Mailer } from "~/platform/mailer.server";

/** What the newsletter domain needs; built once by the server, or by a test. */
export interface NewsletterContext {
  db: Db;
  /** Sends the deliveries of a post (the worker); confirmation mail goes through the mail queue. */
  mailer: Mailer;
  /** The site's events: a confirmation mail is queued in the sign-up's transaction. */
  events: DomainEvents;
  /** SITE_URL (or the default origin): every link in an email starts with it. */
  origin: string;
  /** The auth secret: signs unsubscribe tokens. */
  secret: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

export function createNewsletterContext(options: NewsletterContext): NewsletterContext {
  return { ...options };
}
