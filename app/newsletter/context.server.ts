import type { Logger } from "pino";
import { BackgroundTasks } from "~/platform/background-tasks.server";
import type { Db } from "~/db/connection.server";
import type { Mailer } from "~/platform/mailer.server";

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

/** `tasks`: the site's shared tracker; a new one when absent (tests). */
export function createNewsletterContext(
  options: Omit<NewsletterContext, "tasks"> & { tasks?: BackgroundTasks },
): NewsletterContext {
  return { ...options, tasks: options.tasks ?? new BackgroundTasks(options.logger) };
}
