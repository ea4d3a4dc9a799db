import type { Db } from "~/db/connection.server";
import { subscribePageCacheToWrites } from "~/cache/content-events.server";
import { subscribeNewsletterToPosts } from "~/newsletter/post-events.server";
import { DomainEvents } from "./domain-events.server";

export interface SiteEventsOptions {
  /**
   * Starts delivering a newsletter send now rather than at the worker's next poll. A process
   * without a delivery worker (a script, the primary that seeds) has nothing to wake; its sends
   * wait for a worker's poll.
   */
  wakeNewsletterWorker?: () => void;
}

/**
 * The site's domain events with every subscriber the site has: the one list of what hangs on a
 * write. Built once at start-up (and by the test harness the same way).
 */
export function createSiteEvents(options: SiteEventsOptions = {}): DomainEvents {
  const events = new DomainEvents();
  subscribeNewsletterToPosts(events, options.wakeNewsletterWorker ?? (() => {}));
  subscribePageCacheToWrites(events);
  return events;
}

let wired: DomainEvents | undefined;

/** Builds the process's events once, at start-up (the server, a script, the test harness). */
export function wireSiteEvents(options: SiteEventsOptions): DomainEvents {
  wired = createSiteEvents(options);
  return wired;
}

/** The events wired at start-up; a write before start-up is a programming error. */
export function siteEvents(): DomainEvents {
  if (!wired) throw new Error("Site events not wired: call wireSiteEvents() at start-up");
  return wired;
}

/** The database with the site's events: what every write command takes. */
export function writerFor(db: Db): { db: Db; events: DomainEvents } {
  return { db, events: siteEvents() };
}
