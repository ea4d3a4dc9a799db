import { describe, expect, it } from "vitest";
import { feedLinks, feedPath } from "~/lib/feed-links";

describe("listing pages' feed links", () => {
  it("link a listing's RSS and JSON feeds as alternates", () => {
    expect(feedLinks("/category/ai", "AI")).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        title: "AI RSS",
        href: "/category/ai/rss",
      },
      {
        tagName: "link",
        rel: "alternate",
        type: "application/feed+json",
        title: "AI JSON Feed",
        href: "/category/ai/feed.json",
      },
    ]);
  });

  it("put the site's feeds at the top level", () => {
    expect(feedPath("", "rss")).toBe("/rss");
    expect(feedPath("", "json")).toBe("/feed.json");
    expect(feedPath("/topics/ai", "json")).toBe("/topics/ai/feed.json");
  });
});
