import { subscribePageCacheToWrites } from "~/cache/content-events.server";
import { subscribeMediaToPosts } from "~/media/post-alt.server";
import { subscribeNewsletterToPosts } from "~/newsletter/post-events.server";
import { subscribeWebhooksToEvents } from "~/webhooks/webhook-queue.server";
import { DomainEvents } from "./domain-events.server";

export interface SiteEventsOptions {
  /**
   * Starts delivering a newsletter send now rather than at the worker's next poll. A process
   * without a delivery worker (a script, the primary that seeds) has nothing to wake; its sends
   * wait for a worker's poll.
   */
  wakeNewsletterWorker?: () => void;
  /** Sends a queued mail now rather than at the mail worker's next poll (same rule). */
  wakeMailWorker?: () => void;
  /**
   * The site's public origin, for the absolute URLs in webhook bodies. Given, writes queue the
   * deliveries of the webhooks that listen to them (app/webhooks/); a process that gives none
   * (an import script, the seed) queues none, as Ghost sends no webhooks for imports.
   */
  webhookOrigin?: string;
  /** Sends queued webhook deliveries now rather than at the worker's next poll (same rule). */
  wakeWebhookWorker?: () => void;
}

/**
 * The site's domain events with every subscriber the site has: the one list of what hangs on a
 * write. Built once at start-up (and by the test harness the same way).
 */
export function createSiteEvents(options: SiteEventsOptions = {}): DomainEvents {
  const events = new DomainEvents();
  subscribeNewsletterToPosts(events, options.wakeNewsletterWorker ?? (() => {}));
  subscribePageCacheToWrites(events);
  subscribeMediaToPosts(events);
  const wakeMailWorker = options.wakeMailWorker;
  if (wakeMailWorker) events.afterCommit(["mail.queued"], () => wakeMailWorker());
  if (options.webhookOrigin) {
    subscribeWebhooksToEvents(
      events,
      options.webhookOrigin,
      options.wakeWebhookWorker ?? (() => {}),
    );
  }
  return events;
}
