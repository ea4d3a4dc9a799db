import type { Kysely } from "kysely";

/**
 * Newsletter opens and clicks per email (issue 42 item 6, decision 0033): when the email's
 * pixel was first loaded, when one of its links was first followed, and how many times its
 * links were followed. Epoch milliseconds; null until it happens. Nothing else about the reader
 * (no address, no browser) is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("newsletter_deliveries").addColumn("opened_at", "bigint").execute();
  await db.schema.alterTable("newsletter_deliveries").addColumn("clicked_at", "bigint").execute();
  await db.schema
    .alterTable("newsletter_deliveries")
    .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["opened_at", "clicked_at", "clicks"]) {
    await db.schema.alterTable("newsletter_deliveries").dropColumn(column).execute();
  }
}
