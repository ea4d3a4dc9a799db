import type { Kysely } from "kysely";

/**
 * The old site's address an admin gives with an upload (issue 40): Ghost exports write image
 * addresses as `__GHOST_URL__/content/images/…`, which only that address makes fetchable, as
 * `npm run import -- --site-url` does on the command line. Null when none was given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("import_jobs").addColumn("site_url", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("import_jobs").dropColumn("site_url").execute();
}
