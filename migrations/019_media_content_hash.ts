import type { Kysely } from "kysely";

/**
 * The SHA-256 of each upload's original bytes (hex), so uploading the same file again offers
 * the image already in the library instead of storing a second copy (issue 37). Null for images
 * stored before this migration and for restored ones: their original bytes are gone (only the
 * re-encoded variants are kept), so they are never matched. Indexed: every upload looks it up.
 * Not unique: two uploads of one file racing each other may both be stored, which is harmless.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("media").addColumn("content_hash", "text").execute();
  await db.schema
    .createIndex("media_content_hash_idx")
    .on("media")
    .column("content_hash")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("media_content_hash_idx").execute();
  await db.schema.alterTable("media").dropColumn("content_hash").execute();
}
