import type { Writer } from "~/platform/domain-events.server";
import type { Db } from "~/db/connection.server";
import { createSiteEvents } from "~/platform/site-events.server";

/**
 * A database with the site's own events and subscribers, as the server wires them, for tests
 * that call the write commands. `wakes` counts newsletter-worker wake-ups.
 */
export function testWriter(db: Db): Writer & { wakes: () => number } {
  let wakes = 0;
  return {
    db,
    events: createSiteEvents({ wakeNewsletterWorker: () => void wakes++ }),
    wakes: () => wakes,
  };
}
