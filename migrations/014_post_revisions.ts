import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Revisions of posts (issue 13): every save keeps the title, excerpt and content it wrote, with
 * who and when; a restore is itself a revision; the open editor's autosave is one revision per
 * (post, person) of kind 'autosave', replaced as they type. Not on the content-version triggers
 * (migration 011): nothing public reads this table, so an autosave never empties the page cache.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now } = migrationDialect(db);
  await db.schema
    .createTable("post_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind IN ('save', 'restore', 'autosave')`),
    )
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("post_revisions_post_idx")
    .on("post_revisions")
    .columns(["post_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("post_revisions").execute();
}
