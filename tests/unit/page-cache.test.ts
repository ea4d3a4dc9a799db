import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageStore, type CachedPage } from "~/cache/page-store.server";
import { pageCacheKey, rememberedKeyCount } from "../../server/page-cache/cache-key";
import { cspWithHashes, inlineScriptHashes } from "../../server/page-cache/inline-scripts";
import { pickEncoding } from "../../server/accept-encoding";
import { builtForTheSite, quickVariant } from "../../server/page-cache/middleware";

const anonymous = (url: string, extra: Partial<Parameters<typeof pageCacheKey>[0]> = {}) =>
  pageCacheKey({ method: "GET", url, cookie: undefined, origin: undefined, ...extra });

describe("which requests the page cache answers", () => {
  it("takes anonymous GET and HEAD of the public pages", () => {
    for (const url of [
      "/",
      "/category/ai",
      "/topics/security",
      "/article/some-story",
      "/author/abc",
      "/about",
      "/team",
      "/contact",
      "/privacy",
      "/terms",
      "/rss",
      "/feed.json",
      "/category/ai/rss",
      "/category/ai/feed.json",
      "/topics/security/rss",
      "/author/abc/feed.json",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      expect(anonymous(url), url).toBe(url);
      expect(pageCacheKey({ method: "HEAD", url, cookie: undefined, origin: undefined })).toBe(url);
    }
  });

  it("keys pages by the parameters they read, in one order", () => {
    expect(anonymous("/category/ai?page=2")).toBe("/category/ai?page=2");
    expect(anonymous("/search?page=2&q=rust")).toBe("/search?page=2&q=rust");
    expect(anonymous("/search?q=rust&page=2")).toBe("/search?page=2&q=rust");
  });

  it("keys Ghost Content API answers by their key and parameters", () => {
    const key = "0123456789abcdef0123456789";
    expect(anonymous(`/ghost/api/content/posts/?limit=5&key=${key}`)).toBe(
      `/ghost/api/content/posts/?key=${key}&limit=5`,
    );
    for (const path of ["posts/slug/a-story/", "tags/abc/", "authors/", "settings/", "tiers/"]) {
      const url = `/ghost/api/content/${path}?key=${key}`;
      expect(anonymous(url), url).toBe(url);
    }
    const filter = encodeURIComponent("tag:ai+published_at:>'2026-01-01'");
    expect(anonymous(`/ghost/api/content/posts/?key=${key}&filter=${filter}`)).not.toBeNull();
    // Another key's shape, no key, or a parameter the API does not read: the renderer answers.
    expect(anonymous("/ghost/api/content/posts/?key=not-a-key")).toBe(null);
    expect(anonymous(`/ghost/api/content/posts/?key=${key}&callback=x`)).toBe(null);
    expect(anonymous("/ghost/api/admin/posts/")).toBe(null);
  });

  it("leaves to the renderer every other method, admin and account pages, and .data requests", () => {
    expect(pageCacheKey({ method: "POST", url: "/", cookie: undefined, origin: undefined })).toBe(
      null,
    );
    for (const url of ["/admin-hub", "/account", "/auth", "/newsletter/confirm", "/article/x.data"])
      expect(anonymous(url), url).toBeNull();
  });

  it("bypasses a query the page does not use, a malformed page number or a repeated one", () => {
    expect(anonymous("/?utm_source=x")).toBeNull();
    expect(anonymous("/article/x?page=2")).toBeNull();
    expect(anonymous("/category/ai?page=0")).toBeNull();
    expect(anonymous("/category/ai?page=abc")).toBeNull();
    expect(anonymous("/category/ai?page=1&page=2")).toBeNull();
    expect(anonymous("/search?q=")).toBeNull();
  });

  it("stores no page built on an origin other than its key's", () => {
    const origin = "http://127.0.0.1:3000";
    expect(builtForTheSite(`${origin}/rss`, origin, undefined)).toBe(true);
    // Host in capitals: the same site as the URL parser writes it.
    expect(builtForTheSite("http://localhost:3000/rss", "http://LocalHost:3000", undefined)).toBe(
      true,
    );
    expect(builtForTheSite("http://evil.example/rss", origin, undefined)).toBe(false);
    // With SITE_URL every link is built on it, whatever the request's address.
    expect(builtForTheSite("http://evil.example/rss", origin, "https://news.example")).toBe(true);
  });

  it("never keys a target that starts like another host under that host's path", () => {
    for (const url of ["//evil.example/rss", "/\\evil.example/rss", "//evil.example/"])
      expect(anonymous(url), url).toBeNull();
    expect(anonymous("http://evil.example/rss")).toBeNull();
  });

  it("bypasses parameters named like Object.prototype's members instead of throwing", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      expect(anonymous(`/?${name}=1`), name).toBeNull();
      expect(anonymous(`/category/ai?${name}=1`), name).toBeNull();
    }
  });

  it("leaves a path that does not decode to the renderer's 400", () => {
    expect(anonymous("/article/%E0%A4%A")).toBeNull();
    expect(anonymous("/article/caf%C3%A9")).toBe("/article/caf%C3%A9");
  });

  it("bypasses readers with a session or a flash cookie, not other cookies", () => {
    for (const cookie of [
      "techpulse.session_token=abc",
      "__Secure-techpulse.session_token=abc",
      "theme=dark; techpulse_flash=xyz",
    ]) {
      expect(anonymous("/", { cookie }), cookie).toBeNull();
    }
    expect(anonymous("/", { cookie: "_ga=GA1.2.3" })).toBe("/");
  });

  it("keys by origin when pages are built from the request's host", () => {
    expect(anonymous("/", { origin: "http://a.example" })).toBe("http://a.example/");
    expect(anonymous("/", { origin: "http://b.example" })).toBe("http://b.example/");
  });

  it("gives a URL asked again the same answer: the cookie and method still decide first", () => {
    const urls = ["/category/ai?page=2", "/?utm_source=x", "/article/x.data", "/search?q=a&page=3"];
    const first = urls.map((url) => anonymous(url));
    // Again, after more URLs than the remembered keys' bound: the memory they take stays bounded.
    for (let i = 0; i < 2_100; i += 1) {
      anonymous(`/article/story-${i}`);
      expect(rememberedKeyCount()).toBeLessThanOrEqual(2_000);
    }
    expect(urls.map((url) => anonymous(url))).toEqual(first);
    expect(anonymous("/category/ai?page=2", { origin: "http://c.example" })).toBe(
      "http://c.example/category/ai?page=2",
    );
    expect(anonymous("/category/ai?page=2", { cookie: "techpulse.session_token=abc" })).toBeNull();
    expect(
      pageCacheKey({ method: "POST", url: "/category/ai?page=2", cookie: undefined, origin: "" }),
    ).toBeNull();
    // Long URLs, and long origins (a Host header of the client's choosing when SITE_URL is not
    // set), are worked out each time and not remembered; the answer is the same.
    const before = rememberedKeyCount();
    const long = `/article/${"b".repeat(600)}`;
    expect(anonymous(long)).toBe(long);
    expect(anonymous(`${long}?page=2`)).toBeNull();
    const host = `http://${"h".repeat(600)}.example`;
    expect(anonymous("/about", { origin: host })).toBe(`${host}/about`);
    expect(anonymous("/about?x=1", { origin: host })).toBeNull();
    expect(rememberedKeyCount()).toBe(before);
  });
});

describe("inline scripts of a stored page", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("are allowed by the sha256 of their text (external and data scripts need none)", () => {
    const html =
      '<html><head><script>window.a=1</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"NewsArticle"}</script>' +
      '<script type="application/json">{"a":1}</script></head>' +
      '<body><script async="">window.b=2</script><script>window.a=1</script></body></html>';
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha("window.a=1"), sha("window.b=2")]);
  });

  it("are told from other tags and from text that only looks like a tag", () => {
    const html =
      "<scripts>not a script</scripts><script-x>nor this</script-x>" +
      '<script>var s="<script>";</script><script>\n</script><script';
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha('var s="<script>";'), sha("\n")]);
  });

  it("are hashed by their UTF-8 bytes, on a page that holds other text in UTF-8", () => {
    const page =
      "<p>Caf\u00e9 \u2014 \u201cquoted\u201d\u00a0 \u{1f680}</p>" +
      '<script>window.t="\u00fcber \u2192 \u{1f680}"</script>';
    expect(inlineScriptHashes(Buffer.from(page, "utf8"))).toEqual([
      sha('window.t="\u00fcber \u2192 \u{1f680}"'),
    ]);
  });

  it("replace the per-request nonce in the CSP", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-r4nd0m';object-src 'none'";
    expect(cspWithHashes(policy, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-A' 'sha256-B';object-src 'none'",
    );
    expect(cspWithHashes(policy, [])).toBe(
      "default-src 'self';script-src 'self';object-src 'none'",
    );
  });
});

describe("content negotiation", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding("*")).toBe("br");
  });
});

describe("a page's variant made before its stored ones", () => {
  it("is made once per page and encoding, for every request waiting on that page", async () => {
    const identity = Buffer.from("<p>" + "A spike after a publish. ".repeat(200) + "</p>");
    const page = { identity } as CachedPage;
    const first = quickVariant(page, "br");
    expect(quickVariant(page, "br")).toBe(first);
    const gzipped = quickVariant(page, "gzip");
    expect(gzipped).not.toBe(first);
    expect(brotliDecompressSync(await first).equals(identity)).toBe(true);
    expect(gunzipSync(await gzipped).equals(identity)).toBe(true);
    // Another render of the page (another object) gets its own.
    expect(quickVariant({ identity } as CachedPage, "br")).not.toBe(first);
  });
});

describe("page store", () => {
  const page = (version: number, bytes = 100): CachedPage => ({
    status: 200,
    headers: [["content-type", "text/html"]],
    identity: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    brotli: Buffer.alloc(0),
    etag: 'W/"x"',
    scriptHashes: [],
    version,
    storedAt: 0,
  });

  it("serves a page only for the content version it was rendered under", () => {
    const store = new PageStore(1_000_000);
    store.set("/", page(7));
    expect(store.get("/", 7)).toBeDefined();
    expect(store.get("/", 8)).toBeUndefined();
    expect(store.get("/", 7)).toBeUndefined(); // the stale copy was dropped
    expect(store.stats().entries).toBe(0);
    expect(store.stats().bytes).toBe(0);
  });

  it("stays within its byte budget, evicting the least recently used page", () => {
    const store = new PageStore(3 * (1000 + 512));
    store.set("/a", page(1, 1000));
    store.set("/b", page(1, 1000));
    store.set("/c", page(1, 1000));
    store.get("/a", 1); // /a is now the most recently used
    store.set("/d", page(1, 1000));
    expect(store.get("/b", 1)).toBeUndefined();
    expect(store.get("/a", 1)).toBeDefined();
    expect(store.get("/d", 1)).toBeDefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(store.maxBytes);
    expect(store.stats().evictions).toBe(1);
  });

  it("takes a page's compressed variants in its place, counting their bytes, unless it was replaced", () => {
    const store = new PageStore(1_000_000);
    const plain = { ...page(1), gzip: null, brotli: null };
    store.set("/", plain);
    const before = store.stats().bytes;
    const compressed = { ...plain, gzip: Buffer.alloc(40), brotli: Buffer.alloc(30) };
    store.replace("/", plain, compressed);
    expect(store.get("/", 1)).toBe(compressed);
    expect(store.stats()).toMatchObject({ bytes: before + 70, entries: 1, stores: 1 });

    // Rendered again (a newer version) or evicted meanwhile: the late variants are dropped.
    const newer = page(2);
    store.set("/", newer);
    store.replace("/", compressed, { ...compressed, brotli: Buffer.alloc(5) });
    expect(store.get("/", 2)).toBe(newer);
    const evicted = { ...page(2), gzip: null, brotli: null };
    store.set("/gone", evicted);
    store.get("/gone", 3); // stale: dropped
    store.replace("/gone", evicted, { ...evicted, gzip: Buffer.alloc(1) });
    expect(store.get("/gone", 2)).toBeUndefined();
  });

  it("stores nothing when turned off", () => {
    const store = new PageStore(0);
    store.set("/", page(1));
    expect(store.get("/", 1)).toBeUndefined();
  });
});
