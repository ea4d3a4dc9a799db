import type { Kysely } from "kysely";

/**
 * Built-in analytics (issue 42, decision 0033). Nothing here names a person: a visitor is a
 * hash of the day's salt, the site, the address and the browser, and the salt is deleted the
 * day after, so yesterday's hashes can no longer be recomputed from anyone's address.
 *
 * - `analytics_salts`: one random salt per UTC day (days since the epoch), shared by every
 *   worker and server; kept for the day and the one before (a flush that straddles midnight).
 * - `analytics_visitors`: which visitor hashes were already counted today, for the site
 *   (`path` '') and per page: what the hourly rollup's unique visitors need, nothing more.
 * - `analytics_site_hours`, `analytics_page_hours`: views and visitors per hour (hours since
 *   the epoch, UTC), for the site and per page; `post_id` links an article's path to its post.
 * - `analytics_dimension_hours`: views per hour per page by one dimension at a time (referrer
 *   source, referrer host, UTM source/medium/campaign, device class, browser family).
 * - `analytics_live`: the minute each of today's visitors was last seen, for "readers in the
 *   last 5 minutes"; rows older than that are deleted at every flush.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "integer", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("analytics_visitors")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_visitors_pk", ["day", "visitor", "path"])
    .execute();
  await db.schema
    .createTable("analytics_site_hours")
    .addColumn("hour", "integer", (c) => c.primaryKey())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("analytics_page_hours")
    .addColumn("hour", "integer", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("post_id", "text")
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_page_hours_pk", ["hour", "path"])
    .execute();
  await db.schema
    .createIndex("analytics_page_hours_post")
    .on("analytics_page_hours")
    .columns(["post_id", "hour"])
    .execute();
  await db.schema
    .createTable("analytics_dimension_hours")
    .addColumn("hour", "integer", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_dimension_hours_pk", ["hour", "path", "dimension", "value"])
    .execute();
  await db.schema
    .createTable("analytics_live")
    .addColumn("visitor", "text", (c) => c.primaryKey())
    .addColumn("minute", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "analytics_live",
    "analytics_dimension_hours",
    "analytics_page_hours",
    "analytics_site_hours",
    "analytics_visitors",
    "analytics_salts",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
