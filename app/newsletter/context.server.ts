import type { Logger } from "pino";
import { BackgroundTasks } from "~/auth/background-tasks.server";
import type { Db } from "~/db/connection.server";
import type { Mailer } from "~/mail/mailer.server";

/** What the newsletter domain needs; built once by the server, or by a test. */
export interface NewsletterContext {
  db: Db;
  mailer: Mailer;
  /** SITE_URL (or the default origin): every link in an email starts with it. */
  origin: string;
  /** The auth secret: signs unsubscribe tokens. */
  secret: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Confirmation mail goes out in the background, so timing never tells known from unknown. */
  tasks: BackgroundTasks;
}

export function createNewsletterContext(
  options: Omit<NewsletterContext, "tasks">,
): NewsletterContext {
  return { ...options, tasks: new BackgroundTasks(options.logger) };
}

let current: NewsletterContext | undefined;

export function setNewsletterContext(context: NewsletterContext | undefined): void {
  current = context;
}

export function getNewsletterContext(): NewsletterContext {
  if (!current) throw new Error("Newsletter not initialised: call initialiseNewsletter() at start");
  return current;
}
