import type { Kysely } from "kysely";

/**
 * Analytics at archive scale (issue 42 item 8, decision 0033 "At archive scale"): a year of
 * hourly rows is too many to sum on every screen, so finished days are folded into daily rows
 * and finished months into monthly ones. Every number is still the sum of the hourly rows
 * (which stay): a report reads months, then days, then hours for what is not folded.
 *
 * - `analytics_fold`: one row, the last day (days since the epoch, UTC) whose hourly rows were
 *   folded; null until the first fold. Folding day d moves it from d - 1 to d in the same
 *   transaction as the daily rows, so of processes folding at once one does it; a flush that
 *   writes hours of a folded day adds them to the daily and monthly rows too.
 * - `analytics_page_days`, `analytics_page_months` (a month is keyed by its first day): views
 *   and visitors per page, with the article's `post_id`.
 * - `analytics_dimension_days`: views per dimension value for the whole site (the screen's
 *   site-wide tables); an author's own view still reads the hourly rows per page.
 * - A covering index on `analytics_dimension_hours` by dimension and hour, for the hours a
 *   report reads there (today, the unfolded days, the ends of a 24-hour period).
 * - A covering index of the posts' columns a report joins (author, category, title, slug):
 *   SQLite otherwise reads each post's whole row, body included, to reach its category.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analytics_fold")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("folded_through", "integer")
    .execute();
  await db
    .insertInto("analytics_fold" as never)
    .values({ id: 1, folded_through: null } as never)
    .execute();
  for (const [table, key] of [
    ["analytics_page_days", "day"],
    ["analytics_page_months", "month"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(key, "integer", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("post_id", "text")
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [key, "path"])
      .execute();
    // Top articles, categories and authors of a period read only this index.
    await db.schema
      .createIndex(`${table}_post`)
      .on(table)
      .columns([key, "post_id", "views", "visitors"])
      .execute();
  }
  await db.schema
    .createTable("analytics_dimension_days")
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_dimension_days_pk", ["dimension", "day", "value"])
    .execute();
  await db.schema
    .createIndex("posts_analytics_lookup")
    .on("posts")
    .columns(["id", "author_id", "category_id", "title", "slug"])
    .execute();
  await db.schema
    .createIndex("analytics_dimension_hours_by_dimension")
    .on("analytics_dimension_hours")
    .columns(["dimension", "hour", "value", "views"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("analytics_dimension_hours_by_dimension").ifExists().execute();
  await db.schema.dropIndex("posts_analytics_lookup").ifExists().execute();
  for (const table of [
    "analytics_dimension_days",
    "analytics_page_months",
    "analytics_page_days",
    "analytics_fold",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
