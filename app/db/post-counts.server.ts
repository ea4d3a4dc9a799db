import type { Db } from "./connection.server";

/**
 * How many posts are published, read from `post_counts` (kept by triggers, migration 007): one
 * primary-key read, never a count over the archive. Here, beside the engine code, because the
 * PostgreSQL search's path choice needs it as well as the content pages.
 */
export async function countPublishedPosts(db: Db): Promise<number> {
  const row = await db
    .selectFrom("post_counts")
    .select("published")
    .where("scope", "=", "all")
    .where("key", "=", "")
    .executeTakeFirst();
  return row?.published ?? 0;
}
