import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Scheduled publishing (issue 13): a draft may carry the UTC time it is to go out
 * (`scheduled_at`), whether the newsletter should be sent when it does (`schedule_email`) and who
 * asked (`scheduled_by`, the send's requester). The job finds due posts through a partial index
 * holding scheduled posts only, so its poll stays one index probe however large the archive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, boolean, booleanFalse } = migrationDialect(db);

  await db.schema.alterTable("posts").addColumn("scheduled_at", timestamp).execute();
  await db.schema
    .alterTable("posts")
    .addColumn("schedule_email", boolean, (c) => c.notNull().defaultTo(booleanFalse))
    .execute();
  await db.schema
    .alterTable("posts")
    .addColumn("scheduled_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await sql`
    CREATE INDEX posts_scheduled_idx ON posts (scheduled_at)
    WHERE scheduled_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("posts_scheduled_idx").ifExists().execute();
  await db.schema.alterTable("posts").dropColumn("scheduled_by").execute();
  await db.schema.alterTable("posts").dropColumn("schedule_email").execute();
  await db.schema.alterTable("posts").dropColumn("scheduled_at").execute();
}
