import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The feeds a listing page links to, as a feed reader finds them. */
async function alternates(page: Page) {
  return page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("type"), link.getAttribute("href")]),
    );
}

test.describe("feeds", () => {
  test("category, topic and author pages link their own RSS and JSON feeds, which answer", async ({
    page,
    request,
  }) => {
    await page.goto("/category/ai");
    const links = await alternates(page);
    expect(links).toContainEqual(["application/rss+xml", "/category/ai/rss"]);
    expect(links).toContainEqual(["application/feed+json", "/category/ai/feed.json"]);
    // The site's RSS feed stays linked on every page.
    expect(links).toContainEqual(["application/rss+xml", "/rss"]);

    const rss = await request.get("/category/ai/rss");
    expect(rss.status()).toBe(200);
    expect(rss.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await rss.text();
    expect(xml).toContain("/category/ai/rss");
    expect(xml).toContain("<item>");
    // Stored like the site's feed: the second ask is a hit.
    expect((await request.get("/category/ai/rss")).headers()["x-page-cache"]).toBe("HIT");

    const json = await request.get("/category/ai/feed.json");
    expect(json.headers()["content-type"]).toBe("application/feed+json; charset=utf-8");
    const feed = (await json.json()) as { version: string; items: Array<{ url: string }> };
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.items.length).toBeGreaterThan(0);

    await page.goto("/topics/artificial-intelligence");
    expect(await alternates(page)).toContainEqual([
      "application/rss+xml",
      "/topics/artificial-intelligence/rss",
    ]);
    // The author of the category feed's first article has feeds of their own.
    await page.goto(feed.items[0]!.url);
    const authorHref = await page.locator('a[href^="/author/"]').first().getAttribute("href");
    await page.goto(authorHref!);
    expect(await alternates(page)).toContainEqual([
      "application/feed+json",
      `${authorHref}/feed.json`,
    ]);
    expect((await request.get(`${authorHref}/rss`)).status()).toBe(200);

    expect((await request.get("/category/no-such-category/rss")).status()).toBe(404);
  });
});
