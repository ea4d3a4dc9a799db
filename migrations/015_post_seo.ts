import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Search and social appearance per post (issue 13): a meta title and description, a social
 * image, a canonical URL pointing elsewhere, and "hide from search engines" (`noindex`). All
 * optional: the post's title, excerpt and featured image stand in. The sitemap leaves noindex
 * posts out, so its covering index gains the column and a sitemap file is still read from the
 * index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { boolean, booleanFalse } = migrationDialect(db);
  for (const column of ["meta_title", "meta_description", "social_image", "canonical_url"]) {
    await db.schema.alterTable("posts").addColumn(column, "text").execute();
  }
  await db.schema
    .alterTable("posts")
    .addColumn("noindex", boolean, (c) => c.notNull().defaultTo(booleanFalse))
    .execute();
  await db.schema.dropIndex("posts_sitemap_idx").execute();
  await db.schema
    .createIndex("posts_sitemap_idx")
    .on("posts")
    .columns(["published", "published_at", "id", "slug", "updated_at", "noindex"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("posts_sitemap_idx").execute();
  await db.schema
    .createIndex("posts_sitemap_idx")
    .on("posts")
    .columns(["published", "published_at", "id", "slug", "updated_at"])
    .execute();
  for (const column of [
    "noindex",
    "canonical_url",
    "social_image",
    "meta_description",
    "meta_title",
  ]) {
    await db.schema.alterTable("posts").dropColumn(column).execute();
  }
}
