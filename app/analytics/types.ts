/** What the analytics domain hands to routes and components (plain JSON values). */

/** Where a visit came from, by its referrer and UTM tags. */
export type ReferrerSource = "search" | "social" | "newsletter" | "direct" | "internal" | "other";

/** The dimensions kept per hour and page beside views and visitors. */
export const ANALYTICS_DIMENSIONS = [
  "source",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "device",
  "browser",
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** One page view as the collector counts it: nothing in it names the reader. */
export interface ClassifiedHit {
  /** The page's path, without its query. */
  path: string;
  dimensions: Partial<Record<AnalyticsDimension, string>>;
}
