import type { Db } from "~/db/connection.server";

/** Whether the database holds any post or category (an empty one gets the demo content). */
export async function hasAnyContent(db: Db): Promise<boolean> {
  const [post, category] = await Promise.all([
    db.selectFrom("posts").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("categories").select("id").limit(1).executeTakeFirst(),
  ]);
  return Boolean(post || category);
}
