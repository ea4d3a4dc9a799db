import type { DomainEvents } from "~/platform/domain-events.server";
import { checkContentVersionNow } from "./content-version.server";

/**
 * The page cache's part in every write. Correctness does not hang on it: database triggers bump
 * the content version inside the writing transaction (migration 011), so every write path,
 * process and server invalidates alike. What this adds is speed for the writer: this process
 * re-reads the version as soon as the write is committed, instead of at its next tick.
 */
export function subscribePageCacheToWrites(events: DomainEvents): void {
  events.afterCommit(null, () => checkContentVersionNow());
}
