import type { Db } from "~/db/connection.server";
import { toCount } from "~/db/values.server";
import type { Category, TagRef, TopicCount } from "./types";

export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .selectFrom("categories")
    .select(["id", "name", "slug", "description", "icon", "color", "position"])
    .orderBy("position")
    .orderBy("name")
    .execute();
}

export async function getTag(db: Db, slug: string): Promise<TagRef | null> {
  const row = await db
    .selectFrom("tags")
    .select(["name", "slug"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ?? null;
}

/** Published-article counts for the given tags, in the order given (0 for unknown tags). */
export async function countTopics(db: Db, topics: readonly TagRef[]): Promise<TopicCount[]> {
  if (topics.length === 0) return [];
  const rows = await db
    .selectFrom("tags as t")
    .innerJoin("post_tags as pt", "pt.tag_id", "t.id")
    .innerJoin("posts as p", "p.id", "pt.post_id")
    .select(["t.slug", (eb) => eb.fn.countAll().as("count")])
    .where("p.published", "=", true)
    .where(
      "t.slug",
      "in",
      topics.map((topic) => topic.slug),
    )
    .groupBy("t.slug")
    .execute();
  const countBySlug = new Map(rows.map((row) => [row.slug, toCount(row.count as string | number)]));
  return topics.map((topic) => ({ ...topic, count: countBySlug.get(topic.slug) ?? 0 }));
}
