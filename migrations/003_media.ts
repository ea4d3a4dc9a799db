import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Uploaded images. The files live in media storage under `file_key` + `-<width>.webp`, one per
 * entry of `widths`; the row describes them. `byte_size` is the sum over all stored variants
 * (what the upload costs on disk), `width`/`height` are those of the largest variant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now } = migrationDialect(db);

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("file_key", "text", (c) => c.notNull().unique())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    // JSON array of the stored widths, ascending, e.g. [480,960,1600].
    .addColumn("widths", "text", (c) => c.notNull())
    // Keeping the image when its uploader's account is removed: it may be used in articles.
    .addColumn("uploaded_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  // The library lists newest first; id breaks ties between uploads of the same millisecond.
  await db.schema
    .createIndex("media_created_idx")
    .on("media")
    .columns(["created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media").ifExists().execute();
}
