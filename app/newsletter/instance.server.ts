import { getMailer } from "~/auth/instance.server";
import { resolveAuthSecret } from "~/auth/secret.server";
import type { Config } from "~/config.server";
import type { Db } from "~/db/connection.server";
import { logger } from "~/logger.server";
import { createNewsletterContext, setNewsletterContext } from "./context.server";
import { queueSend, type QueueOutcome } from "./sends.server";
import { startNewsletterWorker, type NewsletterWorker } from "./worker.server";

let worker: NewsletterWorker | undefined;

/**
 * Prepares the newsletter for this process and starts its delivery worker. Every server process
 * runs one; they share the work safely through the delivery rows' leases.
 */
export async function initialiseNewsletter(config: Config, db: Db): Promise<NewsletterWorker> {
  const context = createNewsletterContext({
    db,
    mailer: getMailer(),
    origin: config.publicOrigin,
    secret: await resolveAuthSecret(config),
    logger,
  });
  setNewsletterContext(context);
  const started = startNewsletterWorker(context);
  worker = started;
  return {
    wake: started.wake,
    async stop() {
      await started.stop();
      await context.tasks.settled();
    },
  };
}

/** A send was just queued: deliver now rather than at the next poll. */
export function wakeNewsletterWorker(): void {
  worker?.wake();
}

/** Queues "Email to subscribers" and starts delivering at once. */
export async function queueSendAndWake(
  db: Db,
  postId: string,
  requestedBy: string | null,
): Promise<QueueOutcome> {
  const outcome = await queueSend(db, postId, requestedBy);
  if (outcome.ok) wakeNewsletterWorker();
  return outcome;
}
