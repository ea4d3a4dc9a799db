import type { DomainEvents } from "~/platform/domain-events.server";
import { queueSendInTransaction } from "./sends.server";

/**
 * The newsletter's part in publishing: a post published with "Email to subscribers" gets its
 * send queued inside the publishing transaction (both commit or neither does), and the delivery
 * worker is woken once it is committed rather than at its next poll.
 */
export function subscribeNewsletterToPosts(events: DomainEvents, wakeWorker: () => void): void {
  events.duringTransaction("post.published", async (event, trx) => {
    if (!event.emailSubscribers) return;
    return {
      newsletter: await queueSendInTransaction(
        trx,
        event.postId,
        event.by,
        event.confirmedRecipients,
      ),
    };
  });
  events.afterCommit(["post.published"], (event) => {
    if (event.type === "post.published" && event.emailSubscribers) wakeWorker();
  });
}
