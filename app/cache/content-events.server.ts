import type { DomainEvents } from "~/platform/domain-events.server";
import { checkContentVersionNow } from "./content-version.server";

/**
 * The page cache's part in every write. Correctness does not hang on it: database triggers bump
 * the content version inside the writing transaction (migration 011), so every write path,
 * process and server invalidates alike. What this adds is the writer's own view: the command
 * returns only once this process has re-read the version, so the page it answers next shows the
 * write (other processes re-read it before a signed-in request: server/own-writes.ts).
 */
export function subscribePageCacheToWrites(events: DomainEvents): void {
  events.afterCommit(null, () => checkContentVersionNow());
}
