import { countPublishedPosts } from "~/db/post-counts.server";
import type { Db } from "~/db/connection.server";
import { SITEMAP_ARTICLES_PER_FILE } from "~/lib/constants";

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * The sitemap is an index of files (the protocol allows 50,000 URLs per file): `pages` holds
 * the static pages, categories, topics and authors; `articles-N` holds the N-th block of
 * published articles, oldest first so a block keeps its URLs as new articles arrive.
 */
export type SitemapFile = { kind: "pages" } | { kind: "articles"; number: number };

export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === "pages" ? "/sitemaps/pages.xml" : `/sitemaps/articles-${file.number}.xml`;
}

/** Reads "pages.xml" or "articles-3.xml"; anything else is null. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === "pages.xml") return { kind: "pages" };
  const number = /^articles-([1-9]\d{0,5})\.xml$/.exec(name)?.[1];
  return number ? { kind: "articles", number: Number(number) } : null;
}

/** The files of the sitemap index; the article count comes from post_counts. */
export async function listSitemapFiles(db: Db): Promise<SitemapFile[]> {
  const files = Math.ceil((await countPublishedPosts(db)) / SITEMAP_ARTICLES_PER_FILE);
  return [
    { kind: "pages" },
    ...Array.from({ length: files }, (_, i) => ({ kind: "articles" as const, number: i + 1 })),
  ];
}

/** One file's entries, or null when the file does not exist. */
export async function listSitemapFileEntries(
  db: Db,
  file: SitemapFile,
): Promise<SitemapEntry[] | null> {
  if (file.kind === "pages") return listPageEntries(db);
  // Slug and updated_at are in posts_sitemap_idx: the block is read from the index alone.
  const rows = await db
    .selectFrom("posts")
    .select(["slug", "updated_at"])
    .where("published", "=", true)
    // Posts hidden from search engines stay out (the column is in the index: still index-only).
    .where("noindex", "=", false)
    .orderBy("published_at")
    .orderBy("id")
    .limit(SITEMAP_ARTICLES_PER_FILE)
    .offset((file.number - 1) * SITEMAP_ARTICLES_PER_FILE)
    .execute();
  if (rows.length === 0) {
    // The index counts every published post, noindex ones too: a file it lists exists, if empty.
    const listed = (await listSitemapFiles(db)).length - 1;
    return file.number <= listed ? [] : null;
  }
  return rows.map((row) => ({ path: `/article/${row.slug}`, lastModified: row.updated_at }));
}

/** Static pages, categories, and the topics and authors that have published articles. */
async function listPageEntries(db: Db): Promise<SitemapEntry[]> {
  const [categories, tags, authors] = await Promise.all([
    db.selectFrom("categories").select("slug").orderBy("position").execute(),
    db
      .selectFrom("post_counts as pc")
      .innerJoin("tags as t", "t.id", "pc.key")
      .select("t.slug")
      .where("pc.scope", "=", "tag")
      .where("pc.published", ">", 0)
      .orderBy("t.slug")
      .execute(),
    db
      .selectFrom("post_counts as pc")
      .innerJoin("profiles as a", "a.id", "pc.key")
      .select("a.id")
      .where("pc.scope", "=", "author")
      .where("pc.published", ">", 0)
      .orderBy("a.id")
      .execute(),
  ]);
  const staticPaths = ["/", "/category/all", "/about", "/team", "/contact", "/privacy", "/terms"];
  return [
    ...staticPaths.map((path) => ({ path })),
    ...categories.map((row) => ({ path: `/category/${row.slug}` })),
    ...tags.map((row) => ({ path: `/topics/${row.slug}` })),
    ...authors.map((row) => ({ path: `/author/${row.id}` })),
  ];
}

/** Every entry of every file, in index order (for tools and tests; the site serves files). */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (const file of await listSitemapFiles(db)) {
    entries.push(...((await listSitemapFileEntries(db, file)) ?? []));
  }
  return entries;
}
