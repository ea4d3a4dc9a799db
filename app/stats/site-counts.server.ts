import { countUnread } from "~/contact/messages.server";
import type { Db } from "~/db/connection.server";

export interface DashboardCounts {
  posts: number;
  publishedPosts: number;
  categories: number;
  users: number;
  unreadMessages: number;
}

/** The admin dashboard's figures, in one round trip per table. */
export async function getDashboardCounts(db: Db): Promise<DashboardCounts> {
  const [posts, categories, users, unreadMessages] = await Promise.all([
    // Kept by triggers (migration 007): no scan of the archive.
    db
      .selectFrom("post_counts")
      .select(["total", "published"])
      .where("scope", "=", "all")
      .where("key", "=", "")
      .executeTakeFirst(),
    db
      .selectFrom("categories")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
    countUnread(db),
  ]);
  return {
    posts: posts?.total ?? 0,
    publishedPosts: posts?.published ?? 0,
    categories: categories.total,
    users: users.total,
    unreadMessages,
  };
}
