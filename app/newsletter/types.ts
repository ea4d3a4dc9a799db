/** What the newsletter domain hands routes and components; plain JSON-serialisable values. */

/** A post's newsletter send and its delivery counts (the edit page's send panel). */
export interface SendProgress {
  status: "queued" | "sending" | "finished";
  total: number;
  sent: number;
  failed: number;
  /** Subscribers who left before their email went out. */
  skipped: number;
  /** Waiting, being sent, or waiting for a retry. */
  remaining: number;
  /** Never tried yet: waiting for their first attempt. */
  waiting: number;
  /** Deliveries that failed at least once and wait for another attempt. */
  retrying: number;
  lastError: string | null;
  /** Emails whose pixel loaded or a link was followed (approximate, see NEWSLETTER_OPENS_CAVEAT). */
  opened: number;
  /** Emails with at least one link followed, and the links followed in all. */
  clicked: number;
  clicks: number;
  createdAt: string;
  finishedAt: string | null;
}
