import type { Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Import and export (issue 14).
 * - `import_items`: what an import created, keyed by where it came from, so importing the same
 *   file again updates instead of duplicating. `fingerprint` tells an unchanged source item apart.
 * - `legacy_redirects`: old addresses of imported posts (`p:123`, `slug:hello`, `path:/2020/…`)
 *   that answer 301 to the post's current `/article/{slug}`; they go with the post.
 * - `import_jobs`: uploads from the admin screen, their dry-run report and the progress of the
 *   background run, stored so any server process (and a restart) can show them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, now } = migrationDialect(db);

  await db.schema
    .createTable("import_items")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source_id", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("import_items_pk", ["source", "kind", "source_id"])
    .execute();

  await db.schema
    .createTable("legacy_redirects")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createIndex("legacy_redirects_post_idx")
    .on("legacy_redirects")
    .column("post_id")
    .execute();

  await db.schema
    .createTable("import_jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("file_path", "text", (c) => c.notNull())
    .addColumn("processed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("report", "text")
    .addColumn("error", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("finished_at", timestamp)
    .execute();
  await db.schema
    .createIndex("import_jobs_created_idx")
    .on("import_jobs")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["import_jobs", "legacy_redirects", "import_items"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
