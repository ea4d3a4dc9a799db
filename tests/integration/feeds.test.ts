import { expect, it, describe } from "vitest";
import {
  absolutiseUrls,
  buildFeed,
  buildRssFeed,
  buildSitemapFileXml,
  buildSitemapIndexXml,
  escapeXml,
  renderSitemap,
  robotsTxt,
} from "~/content/feed.server";
import { FEED_ITEM_COUNT } from "~/lib/constants";
import { loader as feedLoader } from "~/routes/feed";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { FIXTURE_IDS, POST, PUBLISHED_NEWEST_FIRST, seedFixtures } from "../helpers/fixtures";
import { contextWith } from "../helpers/services";

const ORIGIN = "https://news.example.com";

function items(xml: string): string[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
}

describeEachEngine(
  "RSS feed (fixtures)",
  ({ db }) => {
    it("is RSS 2.0 with the newest published items and absolute URLs", async () => {
      const xml = (await buildRssFeed(db(), ORIGIN)).toString();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/);
      expect(xml).toContain('<rss version="2.0"');
      expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
      expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
      expect(xml).toContain(`<atom:link href="${ORIGIN}/rss" rel="self"`);
      // RSS 2.0 allows only GIF, JPEG or PNG as the channel image.
      const image = /<image>([\s\S]*?)<\/image>/.exec(xml)?.[1] ?? "";
      expect(image).toContain(`<url>${ORIGIN}/images/logo.png</url>`);
      const entries = items(xml);
      expect(entries).toHaveLength(PUBLISHED_NEWEST_FIRST.length);
      expect(xml).not.toContain("Draft Kubernetes");
      const guids = entries.map((e) => /<guid[^>]*>urn:uuid:([^<]+)<\/guid>/.exec(e)?.[1]);
      expect(guids).toEqual(PUBLISHED_NEWEST_FIRST);
    });

    it("describes each item fully", async () => {
      const xml = (await buildRssFeed(db(), ORIGIN)).toString();
      const b2 = items(xml).find((e) => e.includes(POST.b2))!;
      expect(b2).toContain("<title><![CDATA[Beta two]]></title>");
      expect(b2).toContain(`<link>${ORIGIN}/article/beta-two</link>`);
      expect(b2).toContain("<pubDate>Tue, 06 Jan 2026 09:30:00 GMT</pubDate>");
      expect(b2).toContain("<description><![CDATA[Excerpt of Beta two.]]></description>");
      expect(b2).toContain(`<category domain="${ORIGIN}/category/beta">Beta</category>`);
      expect(b2).toContain("<dc:creator>Ada Lovelace</dc:creator>");
      expect(b2).toContain(
        `<enclosure length="0" type="image/webp" url="${ORIGIN}/media/covers/beta-two.webp"/>`,
      );
      const content = /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(b2);
      expect(content).not.toBeNull();
      expect(b2).toContain(`href="${ORIGIN}/article/alpha-one"`);
      expect(b2).toContain(`src="${ORIGIN}/media/x.webp"`);
      expect(b2).toContain('href="https://example.com/?a=1&amp;b=2"');
      // "]]>" in content must not end the CDATA section early.
      expect(b2).toMatch(/]]]]><!\[CDATA\[>|]]&gt;/);
    });

    it("keeps the XML well formed whatever a title holds", async () => {
      await db()
        .updateTable("posts")
        .set({ title: "Bell\u0007 and ]]> inside" })
        .where("id", "=", POST.b2)
        .execute();
      const b2 = items((await buildRssFeed(db(), ORIGIN)).toString()).find((e) =>
        e.includes(POST.b2),
      )!;
      expect(b2).toContain("<title><![CDATA[Bell and ]]]]><![CDATA[> inside]]></title>");
    });

    it("shows a body as it is now: edited, moved to a new address, in any script", async () => {
      const b2 = async () =>
        items((await buildRssFeed(db(), ORIGIN)).toString()).find((e) => e.includes(POST.b2))!;
      expect(await b2()).toContain(`href="${ORIGIN}/article/alpha-one"`);
      // A link within the article resolves against the article's address, which a new slug moves.
      const body = '<p>See <a href="#notes">the notes</a></p>';
      await db().updateTable("posts").set({ content: body }).where("id", "=", POST.b2).execute();
      expect(await b2()).toContain(`href="${ORIGIN}/article/beta-two#notes"`);
      await db()
        .updateTable("posts")
        .set({ slug: "beta-three" })
        .where("id", "=", POST.b2)
        .execute();
      expect(await b2()).toContain(`href="${ORIGIN}/article/beta-three#notes"`);
      expect(await b2()).not.toContain("beta-two#notes");
      // Edited again, with text beyond Latin-1: the feed has the new words, in UTF-8.
      await db()
        .updateTable("posts")
        .set({ content: "<p>Grüße — 東京 “quoted” 🚀</p>" })
        .where("id", "=", POST.b2)
        .execute();
      const bytes = await buildRssFeed(db(), ORIGIN);
      expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toContain(
        "<p>Grüße — 東京 “quoted” 🚀</p>",
      );
      expect(await b2()).not.toContain("the notes");
    });

    it("has a feed per category, topic and author, in both formats", async () => {
      const guids = (xml: string) =>
        items(xml).map((e) => /<guid[^>]*>urn:uuid:([^<]+)<\/guid>/.exec(e)?.[1]);
      const rss = async (scope: Parameters<typeof buildFeed>[2]) =>
        (await buildFeed(db(), ORIGIN, scope, "rss"))?.toString() ?? null;
      const beta = (await rss({ kind: "category", slug: "beta" }))!;
      expect(guids(beta)).toEqual([POST.b2, POST.b1]);
      expect(beta).toContain(`<atom:link href="${ORIGIN}/category/beta/rss" rel="self"`);
      expect(beta).toContain(`<link>${ORIGIN}/category/beta</link>`);
      expect(beta).toMatch(/<title>Beta \| [^<]+<\/title>/);
      // A topic's feed: its published articles only, never the draft that has the tag too.
      const topic = (await rss({ kind: "topic", slug: "kubernetes" }))!;
      expect(guids(topic)).toEqual([POST.b2, POST.a4, POST.a1]);
      expect(guids((await rss({ kind: "author", id: FIXTURE_IDS.bob }))!)).toEqual([POST.a3]);
      for (const scope of [
        { kind: "category", slug: "nope" },
        { kind: "topic", slug: "nope" },
        { kind: "author", id: "nope" },
      ] as const) {
        expect(await buildFeed(db(), ORIGIN, scope, "rss")).toBeNull();
        expect(await buildFeed(db(), ORIGIN, scope, "json")).toBeNull();
      }
    });

    it("is JSON Feed 1.1 with the spec's required fields", async () => {
      const site = JSON.parse(
        (await buildFeed(db(), ORIGIN, { kind: "site" }, "json"))!.toString(),
      ) as {
        version: string;
        title: string;
        feed_url: string;
        items: Array<Record<string, unknown>>;
      };
      expect(site.version).toBe("https://jsonfeed.org/version/1.1");
      expect(typeof site.title).toBe("string");
      expect(site.feed_url).toBe(`${ORIGIN}/feed.json`);
      expect(site.items.map((item) => item.id)).toEqual(
        PUBLISHED_NEWEST_FIRST.map((id) => `urn:uuid:${id}`),
      );
      for (const item of site.items) {
        expect(typeof item.id).toBe("string");
        expect(typeof item.content_html).toBe("string");
        expect(new Date(String(item.date_published)).toISOString()).toBe(item.date_published);
      }
      const b2 = site.items.find((item) => item.id === `urn:uuid:${POST.b2}`)!;
      expect(b2).toMatchObject({
        url: `${ORIGIN}/article/beta-two`,
        title: "Beta two",
        summary: "Excerpt of Beta two.",
        image: `${ORIGIN}/media/covers/beta-two.webp`,
        date_published: "2026-01-06T09:30:00.000Z",
        authors: [{ name: "Ada Lovelace", url: `${ORIGIN}/author/${FIXTURE_IDS.ada}` }],
        tags: ["Beta"],
      });
      expect(b2.content_html).toContain(`href="${ORIGIN}/article/alpha-one"`);
      const author = JSON.parse(
        (await buildFeed(
          db(),
          ORIGIN,
          { kind: "author", id: FIXTURE_IDS.ada },
          "json",
        ))!.toString(),
      ) as { authors: unknown[]; feed_url: string; home_page_url: string };
      expect(author.authors).toEqual([
        { name: "Ada Lovelace", url: `${ORIGIN}/author/${FIXTURE_IDS.ada}` },
      ]);
      expect(author.feed_url).toBe(`${ORIGIN}/author/${FIXTURE_IDS.ada}/feed.json`);
    });

    it("answers each feed address with its type, and 404 for an unknown listing", async () => {
      const call = async (path: string, params: Record<string, string>) =>
        feedLoader({
          request: new Request(`${ORIGIN}${path}`),
          params,
          context: contextWith({ db: db() }),
        } as never);
      const json = await call("/topics/kubernetes/feed.json", { topic: "kubernetes" });
      expect(json.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
      expect((await json.json()) as object).toMatchObject({
        title: expect.stringContaining("Kubernetes"),
      });
      const rss = await call("/author/x/rss", { authorId: FIXTURE_IDS.bob });
      expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      expect((await call("/category/nope/rss", { categorySlug: "nope" })).status).toBe(404);
      expect((await call("/feed.json", {})).status).toBe(200);
    });

    it("leaves out what an item does not have", async () => {
      const xml = (await buildRssFeed(db(), ORIGIN)).toString();
      const orphan = items(xml).find((e) => e.includes(POST.orphan))!;
      expect(orphan).not.toContain("<category");
      expect(orphan).not.toContain("<dc:creator");
      expect(orphan).not.toContain("<enclosure");
    });
  },
  seedFixtures,
);

describeEachEngine(
  "RSS feed and sitemap (demo)",
  ({ db }) => {
    it(`has ${FEED_ITEM_COUNT} items`, async () => {
      expect(items((await buildRssFeed(db(), ORIGIN)).toString())).toHaveLength(FEED_ITEM_COUNT);
    });

    it("sitemap index lists the pages file and the article files", async () => {
      const xml = await buildSitemapIndexXml(db(), ORIGIN);
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
      const locs = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
      // 51 published demo articles fit in one file.
      expect(locs).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/articles-1.xml`]);
      expect(await buildSitemapFileXml(db(), ORIGIN, { kind: "articles", number: 2 })).toBeNull();
    });

    it("sitemap files have absolute locs, and lastmod for articles", async () => {
      const pages = await buildSitemapFileXml(db(), ORIGIN, { kind: "pages" });
      expect(pages).toContain(`<url><loc>${ORIGIN}/category/ai</loc></url>`);
      expect(pages).not.toContain("/article/");
      const xml = (await buildSitemapFileXml(db(), ORIGIN, { kind: "articles", number: 1 }))!;
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      const urls = [
        ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(<lastmod>[^<]+<\/lastmod>)?<\/url>/g),
      ];
      expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
      for (const [, loc] of urls) expect(loc!.startsWith(`${ORIGIN}/article/`)).toBe(true);
      expect(urls).toHaveLength(51);
      for (const [, , lastmod] of urls) expect(lastmod).toMatch(/<lastmod>\d{4}-/);
    });
  },
  seedDemo,
);

describe("feed helpers", () => {
  it("renders and escapes sitemap entries", () => {
    expect(
      renderSitemap(
        [{ path: "/" }, { path: "/topics/a&b<c>'\"", lastModified: "2026-01-01T00:00:00.000Z" }],
        ORIGIN,
      ),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${ORIGIN}/</loc></url>`,
        `  <url><loc>${ORIGIN}/topics/a&amp;b%3Cc%3E&apos;%22</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>`,
        "</urlset>",
        "",
      ].join("\n"),
    );
    expect(escapeXml(`<a href="x">&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;",
    );
  });

  it("makes relative URLs absolute and leaves others alone", () => {
    const base = `${ORIGIN}/article/post`;
    expect(
      absolutiseUrls(
        '<a href="/x">a</a><a href="y">b</a><a href="#h">c</a><img src="/i.webp" />' +
          '<a href="https://o.example/z">d</a><a href="mailto:a@b.c">e</a>',
        base,
      ),
    ).toBe(
      `<a href="${ORIGIN}/x">a</a><a href="${ORIGIN}/article/y">b</a><a href="${base}#h">c</a>` +
        `<img src="${ORIGIN}/i.webp" /><a href="https://o.example/z">d</a><a href="mailto:a@b.c">e</a>`,
    );
  });

  it("robots.txt, read as a crawler reads it, lets every public page be crawled and names the sitemap", () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    for (const path of [
      "/",
      "/article/some-story",
      "/author/0ef50de0-be61-57f2-8242-1db7ce742bf3",
      "/category/ai",
      "/topics/web3",
      "/about",
      "/newsletter",
      "/rss",
      "/sitemap.xml",
    ]) {
      expect(crawlerMayFetch(text, path), path).toBe(true);
    }
    for (const path of [
      "/admin-hub",
      "/admin-hub/posts",
      "/auth",
      "/auth/forgot-password",
      "/search?q=ai",
    ]) {
      expect(crawlerMayFetch(text, path), path).toBe(false);
    }
  });
});

/**
 * Whether robots.txt lets a crawler fetch `path`, by RFC 9309's rule: of the rules (path
 * prefixes) that match, the longest wins, and Allow wins a tie.
 */
function crawlerMayFetch(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split("\n")) {
    const [, kind, prefix = ""] = /^(Allow|Disallow):\s*(\S*)$/.exec(line) ?? [];
    if (!kind || !path.startsWith(prefix)) continue;
    const candidate = { length: prefix.length, allow: kind === "Allow" };
    if (candidate.length > best.length || (candidate.length === best.length && candidate.allow)) {
      best = candidate;
    }
  }
  return best.allow;
}
