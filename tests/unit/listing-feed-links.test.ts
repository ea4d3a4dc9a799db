import { describe, expect, it } from "vitest";
import { feedPath, pageMeta } from "~/lib/seo";

const SITE = { origin: "https://news.example", siteName: "TechPulse", description: "News." };

describe("listing pages' feed links", () => {
  it("link a listing's RSS and JSON feeds as alternates", () => {
    const tags = pageMeta(SITE, {
      title: "AI",
      path: "/category/ai",
      feeds: { path: "/category/ai", title: "AI" },
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "AI RSS",
      href: "/category/ai/rss",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/feed+json",
      title: "AI JSON Feed",
      href: "/category/ai/feed.json",
    });
  });

  it("link none on a page without feeds", () => {
    const tags = pageMeta(SITE, { title: "About", path: "/about" });
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "alternate")).toEqual([]);
  });

  it("put the site's feeds at the top level", () => {
    expect(feedPath("", "rss")).toBe("/rss");
    expect(feedPath("", "json")).toBe("/feed.json");
    expect(feedPath("/topics/ai", "json")).toBe("/topics/ai/feed.json");
  });
});
