import { keptPerContentVersion } from "~/cache/kept-per-content-version.server";
import type { Db } from "~/db/connection.server";
import type { Category, TagRef, TopicCount } from "~/content/types";

/**
 * The categories in menu order. Every public page shows them (the header's menu), so the list is
 * read once per content version, not per request; callers must not change the array.
 */
export const listCategories: (db: Db) => Promise<readonly Category[]> = keptPerContentVersion(
  (db) =>
    db
      .selectFrom("categories")
      .select(["id", "name", "slug", "description", "icon", "color", "position"])
      .orderBy("position")
      .orderBy("name")
      .execute(),
);

export async function getTag(db: Db, slug: string): Promise<TagRef | null> {
  const row = await db
    .selectFrom("tags")
    .select(["name", "slug"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Published-article counts for the given tags, in the order given (0 for unknown tags), read
 * from `post_counts` (kept by triggers), never aggregated over the archive.
 */
export async function countTopics(db: Db, topics: readonly TagRef[]): Promise<TopicCount[]> {
  if (topics.length === 0) return [];
  const rows = await db
    .selectFrom("tags as t")
    .innerJoin("post_counts as pc", (join) =>
      join.onRef("pc.key", "=", "t.id").on("pc.scope", "=", "tag"),
    )
    .select(["t.slug", "pc.published"])
    .where(
      "t.slug",
      "in",
      topics.map((topic) => topic.slug),
    )
    .execute();
  const countBySlug = new Map(rows.map((row) => [row.slug, row.published]));
  return topics.map((topic) => ({ ...topic, count: countBySlug.get(topic.slug) ?? 0 }));
}
