import type { MetaDescriptor } from "react-router";

/** Where a listing's feed of `format` lives, beside it: `/rss`, `/category/ai/feed.json`, … */
export function feedPath(listingPath: string, format: "rss" | "json"): string {
  return `${listingPath}/${format === "rss" ? "rss" : "feed.json"}`;
}

/**
 * A listing's own feeds as `<link rel="alternate">` tags, for feed readers. Its own module, not
 * part of `pageMeta`: only the listing routes load it (the home page's JavaScript budget).
 */
export function feedLinks(listingPath: string, title: string): MetaDescriptor[] {
  return (["rss", "json"] as const).map((format) => ({
    tagName: "link",
    rel: "alternate",
    type: format === "rss" ? "application/rss+xml" : "application/feed+json",
    title: `${title} ${format === "rss" ? "RSS" : "JSON Feed"}`,
    href: feedPath(listingPath, format),
  }));
}
