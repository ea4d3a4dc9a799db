import type { Kysely } from "kysely";

/**
 * What an admin chooses for an import (issue 40): the old site's address given with the upload
 * (Ghost exports write image addresses as `__GHOST_URL__/content/images/…`, which only that
 * address makes fetchable, as `npm run import -- --site-url` does on the command line), and the
 * category for posts whose own matches none here, chosen on the dry run. Null when not given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("import_jobs").addColumn("site_url", "text").execute();
  await db.schema.alterTable("import_jobs").addColumn("default_category_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("import_jobs").dropColumn("default_category_id").execute();
  await db.schema.alterTable("import_jobs").dropColumn("site_url").execute();
}
