import type { Db } from "~/db/connection.server";
import {
  ALL_CATEGORIES_SLUG,
  DEFAULT_AUTHOR_NAME,
  FEED_ITEM_COUNT,
  SITE_LOGO,
  TEXT,
} from "~/lib/constants";
import { feedPath } from "~/lib/feed-links";
import { getSiteSettings } from "~/settings/settings.server";
import { getTag, listCategories } from "~/taxonomy/taxonomy.server";
import { listFeedItems, type FeedItem } from "./articles.server";
import { getAuthorProfile } from "./authors.server";
import {
  listSitemapFileEntries,
  listSitemapFiles,
  sitemapFilePath,
  type SitemapEntry,
  type SitemapFile,
} from "./sitemap.server";

/** Whose articles a feed carries: the whole site's, or one listing's. */
export type FeedScope =
  | { kind: "site" }
  | { kind: "category"; slug: string }
  | { kind: "topic"; slug: string }
  | { kind: "author"; id: string };

export type FeedFormat = "rss" | "json";

/** What a feed says of itself and the articles it carries. */
interface FeedSource {
  title: string;
  description: string;
  /** The listing the feed follows, e.g. "/category/ai" ("" for the site's home). */
  path: string;
  items: FeedItem[];
  /** An author feed's author. */
  author: { name: string; avatarUrl: string | null } | null;
}

/**
 * A feed of the newest published articles, RSS 2.0 or JSON Feed 1.1, as UTF-8 bytes with every
 * URL absolute; null when the scope names no category, topic or author.
 */
export async function buildFeed(
  db: Db,
  origin: string,
  scope: FeedScope,
  format: FeedFormat,
): Promise<Buffer<ArrayBuffer> | null> {
  const source = await feedSourceOf(db, scope);
  if (!source) return null;
  return format === "rss" ? rssOf(source, origin) : jsonFeedOf(source, origin);
}

/** The site's RSS feed (`/rss`). */
export async function buildRssFeed(db: Db, origin: string): Promise<Buffer<ArrayBuffer>> {
  return (await buildFeed(db, origin, { kind: "site" }, "rss"))!;
}

async function feedSourceOf(db: Db, scope: FeedScope): Promise<FeedSource | null> {
  const site = await getSiteSettings(db);
  const siteDescription = site.description || site.tagline;
  const named = (name: string) => `${name} | ${site.title}`;
  switch (scope.kind) {
    case "site":
      return {
        title: site.title,
        description: siteDescription,
        path: "",
        items: await listFeedItems(db, FEED_ITEM_COUNT),
        author: null,
      };
    case "category": {
      if (scope.slug === ALL_CATEGORIES_SLUG) {
        return {
          ...(await feedSourceOf(db, { kind: "site" }))!,
          title: named(TEXT.allArticles),
          path: `/category/${ALL_CATEGORIES_SLUG}`,
        };
      }
      const category = (await listCategories(db)).find((c) => c.slug === scope.slug);
      if (!category) return null;
      return {
        title: named(category.name),
        description: category.description || TEXT.categorySubtitle(category.name),
        path: `/category/${encodeURIComponent(category.slug)}`,
        items: await listFeedItems(db, FEED_ITEM_COUNT, { categorySlug: category.slug }),
        author: null,
      };
    }
    case "topic": {
      const tag = await getTag(db, scope.slug);
      if (!tag) return null;
      return {
        title: named(tag.name),
        description: `Articles about ${tag.name} on ${site.title}.`,
        path: `/topics/${encodeURIComponent(tag.slug)}`,
        items: await listFeedItems(db, FEED_ITEM_COUNT, { tagSlug: tag.slug }),
        author: null,
      };
    }
    case "author": {
      const profile = await getAuthorProfile(db, scope.id);
      if (!profile) return null;
      const name = profile.name ?? DEFAULT_AUTHOR_NAME;
      return {
        title: named(name),
        description: profile.bio || `Articles by ${name} on ${site.title}.`,
        path: `/author/${encodeURIComponent(profile.id)}`,
        items: await listFeedItems(db, FEED_ITEM_COUNT, { authorId: profile.id }),
        author: { name, avatarUrl: profile.avatarUrl },
      };
    }
  }
}

/**
 * RSS 2.0. Made of bytes rather than one string: the bodies are most of the feed and are kept as
 * bytes (`feedBody`), and joining them into a string (two bytes a character once any text is not
 * Latin-1) to encode it all again cost a sixth of an uncached feed's CPU.
 */
function rssOf(source: FeedSource, origin: string): Buffer<ArrayBuffer> {
  const { items } = source;
  const listing = source.path ? `${origin}${source.path}` : `${origin}/`;
  const self = `${origin}${feedPath(source.path, "rss")}`;
  const updated = items[0] ? new Date(items[0].updatedAt) : new Date(0);
  // Written as text, not through an XML object model: the `feed` package's writer (xml-js)
  // was a fifth of the feed's CPU time on every uncached request (decision 0017).
  const channel = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(source.title)}</title>`,
    `    <link>${escapeXml(listing)}</link>`,
    `    <description>${escapeXml(source.description)}</description>`,
    `    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>`,
    "    <docs>https://validator.w3.org/feed/docs/rss2.html</docs>",
    `    <generator>${escapeXml(source.title)}</generator>`,
    "    <language>en</language>",
    "    <ttl>5</ttl>",
    "    <image>",
    `      <title>${escapeXml(source.title)}</title>`,
    `      <url>${escapeXml(`${origin}${SITE_LOGO.path}`)}</url>`,
    `      <link>${escapeXml(listing)}</link>`,
    "    </image>",
    `    <copyright>${escapeXml(`© ${source.title}`)}</copyright>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    "",
  ];
  const parts = [Buffer.from(channel.join("\n"))];
  for (const item of items) {
    const link = articleUrl(item, origin);
    const before = [
      "    <item>",
      `      <title>${cdata(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      // The id, not the URL: a guid must not change when an editor changes the slug.
      `      <guid isPermaLink="false">urn:uuid:${escapeXml(item.id)}</guid>`,
      `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      `      <description>${cdata(item.excerpt)}</description>`,
      "      <content:encoded>",
    ];
    const after = ["</content:encoded>"];
    if (item.category) {
      const domain = `${origin}/category/${item.category.slug}`;
      after.push(
        `      <category domain="${escapeXml(domain)}">${escapeXml(item.category.name)}</category>`,
      );
    }
    if (item.imageUrl) {
      const cover = coverEnclosure(item.imageUrl, origin);
      after.push(
        `      <enclosure length="0" type="${escapeXml(cover.type)}" url="${escapeXml(cover.url)}"/>`,
      );
    }
    // RSS <author> must be an e-mail address; the names go in dc:creator instead, one each.
    for (const author of item.authors) {
      if (author.name) after.push(`      <dc:creator>${escapeXml(author.name)}</dc:creator>`);
    }
    after.push("    </item>", "");
    parts.push(
      Buffer.from(before.join("\n")),
      feedBody(item.html, link),
      Buffer.from(after.join("\n")),
    );
  }
  parts.push(Buffer.from("  </channel>\n</rss>\n"));
  return Buffer.concat(parts);
}

/**
 * JSON Feed 1.1 (https://jsonfeed.org/version/1.1): `version`, `title` and `items` (each with an
 * `id` and `content_html`) as the spec requires, and what readers show beside them.
 */
function jsonFeedOf(source: FeedSource, origin: string): Buffer<ArrayBuffer> {
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: source.title,
    home_page_url: source.path ? `${origin}${source.path}` : `${origin}/`,
    feed_url: `${origin}${feedPath(source.path, "json")}`,
    description: source.description,
    icon: `${origin}${SITE_LOGO.path}`,
    favicon: `${origin}/favicon.svg`,
    language: "en",
    ...(source.author
      ? {
          authors: [
            {
              name: source.author.name,
              url: `${origin}${source.path}`,
              ...(source.author.avatarUrl
                ? { avatar: new URL(source.author.avatarUrl, `${origin}/`).href }
                : {}),
            },
          ],
        }
      : {}),
    items: source.items.map((item) => {
      const url = articleUrl(item, origin);
      return {
        // The same id as the RSS guid: it must not change when an editor changes the slug.
        id: `urn:uuid:${item.id}`,
        url,
        title: item.title,
        content_html: absolutiseUrls(item.html, url),
        summary: item.excerpt,
        ...(item.imageUrl ? { image: new URL(item.imageUrl, `${origin}/`).href } : {}),
        date_published: new Date(item.date).toISOString(),
        date_modified: new Date(item.updatedAt).toISOString(),
        ...(item.authors.some((author) => author.name)
          ? {
              authors: item.authors.flatMap((author) =>
                author.name
                  ? [
                      {
                        name: author.name,
                        url: `${origin}/author/${encodeURIComponent(author.id)}`,
                      },
                    ]
                  : [],
              ),
            }
          : {}),
        ...(item.category ? { tags: [item.category.name] } : {}),
      };
    }),
  };
  return Buffer.from(JSON.stringify(feed));
}

function articleUrl(item: FeedItem, origin: string): string {
  return `${origin}/article/${encodeURIComponent(item.slug)}`;
}

/**
 * Feed copies of article bodies (URLs made absolute against the article's link, as CDATA, in
 * UTF-8), by the display copy they were made from. Each feed request shows FEED_ITEM_COUNT bodies
 * that rarely change, and working them out again (two regular expressions over each body and a
 * URL parse per link) was a tenth of an uncached feed's CPU. The display copies are the strings
 * kept per content version (`listFeedItems`), so the lookup does not hash a body's text again.
 * A copy depends only on its key and link, so it is never stale.
 */
const feedBodies = new Map<string, { link: string; xml: Buffer<ArrayBuffer> }>();
const FEED_BODIES_MAX = 4 * FEED_ITEM_COUNT;

function feedBody(display: string, link: string): Buffer<ArrayBuffer> {
  const known = feedBodies.get(display);
  if (known?.link === link) return known.xml;
  const xml = Buffer.from(cdata(absolutiseUrls(display, link)));
  if (feedBodies.size >= FEED_BODIES_MAX) feedBodies.clear();
  feedBodies.set(display, { link, xml });
  return xml;
}

/**
 * Text as a CDATA section: a "]]>" inside is split across two sections so it cannot end the
 * first early, and characters XML 1.0 forbids are dropped (a feed reader rejects the whole feed).
 */
function cdata(text: string): string {
  return `<![CDATA[${withoutForbiddenCharacters(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

// Control characters other than tab, line feed and carriage return are not allowed in XML 1.0.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function withoutForbiddenCharacters(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, "");
}

function coverEnclosure(url: string, origin: string) {
  const absolute = new URL(url, `${origin}/`).href;
  const extension = new URL(absolute).pathname.split(".").pop()?.toLowerCase();
  const type = extension === "jpg" ? "jpeg" : extension === "svg" ? "svg+xml" : extension;
  return { url: absolute, type: `image/${type ?? "webp"}` };
}

const URL_ATTRIBUTE = /(\s(?:href|src))="([^"]*)"/g;

/** Makes relative href/src values of sanitized HTML absolute against the article's URL. */
export function absolutiseUrls(html: string, baseUrl: string): string {
  return html.replace(URL_ATTRIBUTE, (match, attribute: string, value: string) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(value)) return match;
    try {
      return `${attribute}="${new URL(value, baseUrl).href}"`;
    } catch {
      return match;
    }
  });
}

/** sitemap.xml: the index of the sitemap's files. */
export async function buildSitemapIndexXml(db: Db, origin: string): Promise<string> {
  const locs = (await listSitemapFiles(db)).map(
    (file) =>
      `  <sitemap><loc>${escapeXml(new URL(sitemapFilePath(file), `${origin}/`).href)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locs,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** One sitemap file, with <lastmod> where known; null when there is no such file. */
export async function buildSitemapFileXml(
  db: Db,
  origin: string,
  file: SitemapFile,
): Promise<string | null> {
  const entries = await listSitemapFileEntries(db, file);
  return entries ? renderSitemap(entries, origin) : null;
}

export function renderSitemap(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(new URL(entry.path, `${origin}/`).href)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function escapeXml(text: string): string {
  return withoutForbiddenCharacters(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * robots.txt: everything public may be crawled except private and duplicate-content paths.
 * A rule is a path prefix and the longest matching rule wins (RFC 9309): `Disallow: /auth`
 * alone also matched every `/author/…` page, so the author pages say they are allowed.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /author/",
    "Disallow: /admin-hub",
    "Disallow: /auth",
    "Disallow: /search",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
