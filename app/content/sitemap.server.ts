import type { Db } from "~/db/connection.server";
import { toIso } from "~/db/values.server";

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** Every public URL with content: articles, categories, topics with articles, authors. */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [posts, categories, tags, authors] = await Promise.all([
    db
      .selectFrom("posts")
      .select(["slug", "updated_at"])
      .where("published", "=", true)
      .orderBy("published_at", "desc")
      .execute(),
    db.selectFrom("categories").select("slug").orderBy("position").execute(),
    db
      .selectFrom("tags as t")
      .innerJoin("post_tags as pt", "pt.tag_id", "t.id")
      .innerJoin("posts as p", "p.id", "pt.post_id")
      .select("t.slug")
      .where("p.published", "=", true)
      .groupBy("t.slug")
      .orderBy("t.slug")
      .execute(),
    db
      .selectFrom("profiles as a")
      .innerJoin("posts as p", "p.author_id", "a.id")
      .select("a.id")
      .where("p.published", "=", true)
      .groupBy("a.id")
      .orderBy("a.id")
      .execute(),
  ]);
  const staticPaths = ["/", "/category/all", "/about", "/team", "/contact", "/privacy", "/terms"];
  return [
    ...staticPaths.map((path) => ({ path })),
    ...categories.map((row) => ({ path: `/category/${row.slug}` })),
    ...tags.map((row) => ({ path: `/topics/${row.slug}` })),
    ...authors.map((row) => ({ path: `/author/${row.id}` })),
    ...posts.map((row) => ({ path: `/article/${row.slug}`, lastModified: toIso(row.updated_at) })),
  ];
}
