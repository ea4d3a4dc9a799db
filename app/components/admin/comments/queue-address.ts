import type { ModerationTab } from "~/comments/moderation-text";

/** The Comments screen's address: its tab and filters (the cursor only for a later page). */
export interface QueueAddress {
  tab: ModerationTab;
  post?: string | undefined;
  author?: string | undefined;
  q?: string | undefined;
  after?: string | undefined;
}

/** The screen's address with `changes`; a change of tab or filter starts at the newest page. */
export function queueHref(current: QueueAddress, changes: Partial<QueueAddress>): string {
  const next: QueueAddress = { ...current, after: undefined, ...changes };
  const params = new URLSearchParams();
  for (const key of ["tab", "post", "author", "q", "after"] as const) {
    const value = next[key];
    if (value) params.set(key, value);
  }
  return `/admin-hub/comments?${params.toString()}`;
}
