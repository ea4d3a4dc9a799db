import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { expect, STATIC_PUBLIC_PATHS, test } from "./fixtures";
import { FEED_ITEM_COUNT } from "../../app/lib/constants";
import { ALL_READY } from "../helpers/readiness";

test.describe("HTTP responses", () => {
  test("/healthz (liveness) and /readyz (readiness) are ok", async ({ request }) => {
    const live = await request.get("/healthz");
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual(ALL_READY);
  });

  test("every public page answers 200", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const article = home.match(/href="(\/article\/[^"]+)"/)?.[1];
    expect(article, "home links to an article").toBeTruthy();
    const articleHtml = await (await request.get(article!)).text();
    const author = articleHtml.match(/href="(\/author\/[^"]+)"/)?.[1];
    const paths = [
      ...STATIC_PUBLIC_PATHS,
      "/category/cybersecurity",
      "/category/gadgets",
      "/category/software",
      "/category/startups",
      "/category/webdev",
      "/search",
      "/search?q=security",
      article!,
      ...(author ? [author] : []),
    ];
    const failures: string[] = [];
    for (const path of paths) {
      const response = await request.get(path);
      if (response.status() !== 200) failures.push(`${path} → ${response.status()}`);
    }
    expect(author, `article ${article} links to its author`).toBeTruthy();
    expect(failures).toEqual([]);
  });

  for (const path of [
    "/article/does-not-exist",
    "/author/does-not-exist",
    "/no-such-page",
    "/not-found",
  ]) {
    test(`${path} answers 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
    });
  }

  test("a malformed URL answers 400 with a short message, not a stack trace", async ({
    request,
  }) => {
    const response = await request.get("/article/%E0%A4%A");
    expect(response.status()).toBe(400);
    const body = await response.text();
    expect(body).toContain("Bad request");
    expect(body).not.toMatch(/\bat .+:\d+:\d+|URIError/);
  });

  test("/rss is RSS XML with 20 items", async ({ request }) => {
    const response = await request.get("/rss");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const body = await response.text();
    expect(body).toMatch(/^<\?xml/);
    expect(body).toContain("<rss");
    expect(body.match(/<item>/g) ?? []).toHaveLength(FEED_ITEM_COUNT);
    expect(body).toMatch(/<link>https?:\/\/[^<]+\/article\/[^<]+<\/link>/);
  });

  test("/sitemap.xml is an index of files that list the article and page URLs", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const index = await response.text();
    expect(index).toContain("<sitemapindex");
    const files = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/sitemaps\/[^<]+)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(files).toEqual(["/sitemaps/pages.xml", "/sitemaps/articles-1.xml"]);
    const pages = await (await request.get(files[0]!)).text();
    expect(pages).toMatch(/<loc>https?:\/\/[^<]+\/category\/ai<\/loc>/);
    const articles = await request.get(files[1]!);
    expect(articles.headers()["content-type"]).toMatch(/xml/);
    expect(await articles.text()).toMatch(/<loc>https?:\/\/[^<]+\/article\/[^<]+<\/loc>/);
    expect((await request.get("/sitemaps/articles-9.xml")).status()).toBe(404);
    expect((await request.get("/sitemaps/other.xml")).status()).toBe(404);
  });

  test("/robots.txt names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/text\/plain/);
    const body = await response.text();
    expect(body).toMatch(/^User-agent:/im);
    expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test("security headers: a per-response nonce on rendered pages, nosniff, referrer policy", async ({
    request,
  }) => {
    // The sign-in page is rendered for each request (never from the page cache).
    const response = await request.get("/auth");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    expect(csp).toBeTruthy();
    const nonce = csp!.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, "CSP script-src has a nonce").toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    // Every inline script carries that nonce.
    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // A new nonce per response.
    const again = (await request.get("/auth")).headers()["content-security-policy"];
    expect(again).not.toBe(csp);
  });

  test("security headers: a page served from the cache allows exactly its inline scripts by hash", async ({
    request,
  }) => {
    await request.get("/"); // the first reader's request stores the page
    const response = await request.get("/");
    const csp = response.headers()["content-security-policy"]!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp, "no reader's nonce is shared with the next").not.toMatch(/'nonce-/);
    await expectInlineScriptsAllowedByHash(response, csp);
  });

  test("security headers: a page the cache renders but does not keep (a 404) is allowed by hash too", async ({
    request,
  }) => {
    // The page cache renders without a nonce; an unknown topic is its 404, sent and not stored.
    const response = await request.get("/topics/no-such-topic-anywhere");
    expect(response.status()).toBe(404);
    expect(response.headers()["x-page-cache"]).toBe("BYPASS");
    const csp = response.headers()["content-security-policy"]!;
    expect(csp).not.toMatch(/'nonce-/);
    await expectInlineScriptsAllowedByHash(response, csp);
  });

  test("the feed's channel image and the articles' publisher logo are one PNG served by the site", async ({
    request,
  }) => {
    const rss = await (await request.get("/rss")).text();
    const channelImage = /<image>[\s\S]*?<url>([^<]+)<\/url>/.exec(rss)![1]!;
    const home = await (await request.get("/")).text();
    const article = home.match(/href="(\/article\/[^"]+)"/)![1]!;
    const html = await (await request.get(article)).text();
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!,
    );
    const logo = jsonLd.publisher.logo;
    expect(logo.url).toBe(channelImage);
    expect(logo).toMatchObject({ width: 144, height: 144 });
    const png = await request.get(new URL(logo.url).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect([...(await png.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  test("/newsletter answers GET with the sign-up page and rejects cross-origin POSTs", async ({
    request,
  }) => {
    expect((await request.get("/newsletter")).status()).toBe(200);
    const crossOrigin = await request.post("/newsletter", {
      form: { email: "x@example.com" },
      headers: { Origin: "https://evil.example" },
    });
    expect(crossOrigin.status()).toBeGreaterThanOrEqual(400);
  });
});

/** Every inline script of the page carries no nonce and is allowed by its hash in the CSP. */
async function expectInlineScriptsAllowedByHash(response: APIResponse, csp: string) {
  const scripts = inlineScripts(await response.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const { attributes, body } of scripts) {
    expect(attributes).not.toContain("nonce=");
    const hash = createHash("sha256").update(body, "utf8").digest("base64");
    expect(csp).toContain(`'sha256-${hash}'`);
  }
}

/** Inline scripts the CSP must allow (not external files, not JSON data blocks). */
function inlineScripts(html: string): Array<{ attributes: string; body: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((match) => ({ attributes: match[1]!, body: match[2]! }))
    .filter(
      ({ attributes }) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    );
}
