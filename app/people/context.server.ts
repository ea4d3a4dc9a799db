import type { Logger } from "pino";
import type { Db } from "~/db/connection.server";
import type { DomainEvents } from "~/platform/domain-events.server";

/** What the newsroom's people functions need: the database, and the events mail is queued with. */
export interface PeopleDeps {
  db: Db;
  /** Mail (invitations, review requests) is queued through them (platform/mail-queue). */
  events: DomainEvents;
  logger: Logger;
  /** Public origin of the site; every link in an email starts with it. */
  origin: string;
}
