import { Feed } from "feed";
import type { Db } from "~/db/connection.server";
import { FEED_ITEM_COUNT, SITE_LOGO } from "~/lib/constants";
import { getSiteSettings } from "~/settings/settings.server";
import { listFeedItems } from "./articles.server";
import { displayArticleHtml } from "./html.server";
import {
  listSitemapFileEntries,
  listSitemapFiles,
  sitemapFilePath,
  type SitemapEntry,
  type SitemapFile,
} from "./sitemap.server";

/** RSS 2.0 of the newest published articles; every URL in it is absolute. */
export async function buildRssFeed(db: Db, origin: string): Promise<string> {
  const [items, site] = await Promise.all([
    listFeedItems(db, FEED_ITEM_COUNT),
    getSiteSettings(db),
  ]);
  const feed = new Feed({
    id: `${origin}/`,
    title: site.title,
    description: site.description || site.tagline,
    link: `${origin}/`,
    language: "en",
    feedLinks: { rss: `${origin}/rss` },
    image: `${origin}${SITE_LOGO.path}`,
    updated: items[0] ? new Date(items[0].updatedAt) : new Date(0),
    generator: site.title,
    copyright: `© ${site.title}`,
    ttl: 5,
  });
  for (const item of items) {
    const link = `${origin}/article/${encodeURIComponent(item.slug)}`;
    feed.addItem({
      title: item.title,
      // The id, not the URL: a guid must not change when an editor changes the slug.
      guid: `urn:uuid:${item.id}`,
      link,
      date: new Date(item.date),
      description: item.excerpt,
      content: absolutiseUrls(displayArticleHtml(item.content), link),
      category: item.category
        ? [{ name: item.category.name, domain: `${origin}/category/${item.category.slug}` }]
        : undefined,
      // RSS <author> must be an e-mail address; the name goes in dc:creator instead.
      extensions: item.author?.name
        ? [{ name: "dc:creator", objects: { _text: item.author.name } }]
        : undefined,
      image: item.imageUrl ? coverEnclosure(item.imageUrl, origin) : undefined,
    });
  }
  return feed.rss2();
}

function coverEnclosure(url: string, origin: string) {
  const absolute = new URL(url, `${origin}/`).href;
  const extension = new URL(absolute).pathname.split(".").pop()?.toLowerCase();
  const type = extension === "jpg" ? "jpeg" : extension === "svg" ? "svg+xml" : extension;
  return { url: absolute, type: `image/${type ?? "webp"}`, length: 0 };
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
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** robots.txt: everything public may be crawled except private and duplicate-content paths. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin-hub",
    "Disallow: /auth",
    "Disallow: /search",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
