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

/** The periods the Analytics screen offers. */
export const ANALYTICS_RANGES = ["24h", "7d", "30d", "12m"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** A custom period: whole UTC days, `YYYY-MM-DD`, both included. */
export interface AnalyticsCustomRange {
  from: string;
  to: string;
}

/** What the screen is asked to show: a preset period or a custom one. */
export type AnalyticsPeriodChoice = AnalyticsRange | AnalyticsCustomRange;

/** How the chart's points are cut. */
export type AnalyticsBucket = "hour" | "day" | "month";

export interface AnalyticsTotals {
  views: number;
  visitors: number;
}

/** One point of the chart: its start (ISO) and what it counted. */
export interface AnalyticsPoint extends AnalyticsTotals {
  start: string;
}

export interface AnalyticsRow {
  label: string;
  /** Where the row leads on the site (an article, a category), if anywhere. */
  href?: string;
  views: number;
  visitors?: number;
}

export interface AnalyticsReport {
  range: AnalyticsRange | "custom";
  /** The days asked for, when the range is custom. */
  custom: AnalyticsCustomRange | null;
  bucket: AnalyticsBucket;
  /** Of the period shown: [from, to), ISO. */
  from: string;
  to: string;
  /** Only the signed-in author's posts (authors); the whole site otherwise. */
  ownPostsOnly: boolean;
  current: AnalyticsTotals;
  previous: AnalyticsTotals;
  series: AnalyticsPoint[];
  /** Readers in the last ANALYTICS_LIVE_MINUTES minutes (the whole site; not for authors). */
  liveReaders: number | null;
  tables: {
    articles: AnalyticsRow[];
    categories: AnalyticsRow[];
    authors: AnalyticsRow[];
    sources: AnalyticsRow[];
    referrers: AnalyticsRow[];
    campaigns: AnalyticsRow[];
    devices: AnalyticsRow[];
    browsers: AnalyticsRow[];
  };
}
