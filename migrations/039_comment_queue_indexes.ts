import { sql, type Kysely } from "kysely";

/**
 * The admin Comments screen's "Reported" tab and the menu's count of what awaits review
 * (issue 39, item 6): readers' reports are rare among a million comments, so a partial index of
 * the reported ones, newest first, keeps that tab and its count from reading the whole table.
 * The queries write `report_count > 0` as literal SQL so both planners match the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX comments_reported_idx ON comments (created_at, id)
            WHERE report_count > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX comments_reported_idx`.execute(db);
}
