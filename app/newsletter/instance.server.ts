import type { Db } from "~/db/connection.server";
import type { NewsletterContext } from "./context.server";
import { queueSend, type QueueOutcome } from "./sends.server";
import { startNewsletterWorker, type NewsletterWorker } from "./worker.server";

let worker: NewsletterWorker | undefined;

/**
 * Starts this process's delivery worker on the newsletter service built at start-up. Every
 * server process runs one; they share the work safely through the delivery rows' leases.
 */
export function startNewsletterDelivery(context: NewsletterContext): NewsletterWorker {
  const started = startNewsletterWorker(context);
  worker = started;
  return started;
}

/** A send was just queued: deliver now rather than at the next poll. */
export function wakeNewsletterWorker(): void {
  worker?.wake();
}

/**
 * Queues "Email to subscribers", confirmed for `confirmedRecipients` subscribers (see
 * `queueSend`), and starts delivering at once.
 */
export async function queueSendAndWake(
  db: Db,
  postId: string,
  requestedBy: string | null,
  confirmedRecipients: number,
): Promise<QueueOutcome> {
  const outcome = await queueSend(db, postId, requestedBy, confirmedRecipients);
  if (outcome.ok) wakeNewsletterWorker();
  return outcome;
}
