import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Readers' comments (issue 39, decision 0040).
 *
 * - `comments`: one row per comment. A reply names its thread's root in `thread_id` (one level:
 *   a reply to a reply joins the same thread and names whom it answers in `reply_to_name`).
 *   `author_id` is the reader's account; `author_name` keeps the name shown when the account is
 *   gone (anonymised) or never existed (an imported commenter). `ip_hash` is a short hash of the
 *   address, never the address: the per-address rate limit counts it.
 * - `comment_counts`: the published comments of each post, kept by the triggers below on every
 *   write, whichever code path made it, so no page ever counts comments. A table of its own
 *   rather than a column of `posts`: a comment then never rewrites the post's row (its content,
 *   and on PostgreSQL its generated search vector).
 * - `comment_reports`, `comment_bans`, `comment_actions`: what readers report (once each), who
 *   may not comment, and who moderated what, when.
 * - `posts.comments_closed`: an editor's "close comments" for one article.
 *
 * The page cache: `comment_counts` bumps the content version like the public tables of
 * migration 011, and the triggers write it whenever a published comment is added, changed or
 * removed (a change of zero included). A held, hidden or spam comment touches nothing public,
 * so it leaves every cached page where it is.
 */
/** The table of this migration that bumps the content version on every write. */
export const COMMENT_COUNT_TABLES = ["comment_counts"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres, timestamp, now, boolean, booleanFalse } = migrationDialect(db);

  await db.schema
    .alterTable("posts")
    .addColumn("comments_closed", boolean, (c) => c.notNull().defaultTo(booleanFalse))
    .execute();

  await db.schema
    .createTable("comments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("thread_id", "text", (c) => c.references("comments.id").onDelete("cascade"))
    .addColumn("reply_to_name", "text")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("held_reason", "text")
    .addColumn("ip_hash", "text")
    .addColumn("report_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("edited_at", timestamp)
    .execute();
  // An article's threads, newest or oldest first, by keyset (status first: only published and
  // deleted roots are shown); a thread's replies in order; a reader's own, newest first.
  await sql`CREATE INDEX comments_post_roots_idx ON comments (post_id, status, created_at, id)
            WHERE thread_id IS NULL`.execute(db);
  await sql`CREATE INDEX comments_thread_idx ON comments (thread_id, created_at, id)
            WHERE thread_id IS NOT NULL`.execute(db);
  await db.schema
    .createIndex("comments_author_idx")
    .on("comments")
    .columns(["author_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("comments_ip_idx")
    .on("comments")
    .columns(["ip_hash", "created_at"])
    .execute();
  await db.schema
    .createIndex("comments_status_idx")
    .on("comments")
    .columns(["status", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("comment_counts")
    .addColumn("post_id", "text", (c) => c.primaryKey().references("posts.id").onDelete("cascade"))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("comment_reports")
    .addColumn("comment_id", "text", (c) =>
      c.notNull().references("comments.id").onDelete("cascade"),
    )
    .addColumn("reporter_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("comment_reports_pk", ["comment_id", "reporter_id"])
    .execute();

  await db.schema
    .createTable("comment_bans")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("banned_by", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("comment_actions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("comment_id", "text", (c) => c.references("comments.id").onDelete("set null"))
    .addColumn("target_user_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("actor_id", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("comment_actions_created_idx")
    .on("comment_actions")
    .columns(["created_at"])
    .execute();

  if (postgres) {
    await sql`
      CREATE TRIGGER content_version_comment_counts
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON comment_counts
      FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db);
    await sql`
      CREATE FUNCTION comment_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE delta integer := 0;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          -- Only an update: the post itself may be going (a cascade), and a count never
          -- comes back for it.
          IF OLD.status = 'published' THEN
            UPDATE comment_counts SET published = published - 1 WHERE post_id = OLD.post_id;
          END IF;
          RETURN NULL;
        END IF;
        IF TG_OP = 'UPDATE' THEN
          IF OLD.status <> 'published' AND NEW.status <> 'published' THEN RETURN NULL; END IF;
          IF OLD.status = 'published' THEN delta := delta - 1; END IF;
        END IF;
        IF NEW.status = 'published' THEN delta := delta + 1; END IF;
        IF TG_OP = 'INSERT' AND delta = 0 THEN RETURN NULL; END IF;
        INSERT INTO comment_counts (post_id, published) VALUES (NEW.post_id, delta)
        ON CONFLICT (post_id) DO UPDATE SET published = comment_counts.published + excluded.published;
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE TRIGGER comment_counts_keep AFTER INSERT OR UPDATE OR DELETE ON comments
      FOR EACH ROW EXECUTE FUNCTION comment_counts_keep()`.execute(db);
    return;
  }

  for (const operation of ["INSERT", "UPDATE", "DELETE"] as const) {
    await sql`
      CREATE TRIGGER ${sql.id(`content_version_comment_counts_${operation.toLowerCase()}`)}
      AFTER ${sql.raw(operation)} ON comment_counts
      BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`.execute(db);
  }
  await sql`
    CREATE TRIGGER comment_counts_insert AFTER INSERT ON comments
    WHEN NEW.status = 'published' BEGIN
      INSERT INTO comment_counts (post_id, published) VALUES (NEW.post_id, 1)
      ON CONFLICT (post_id) DO UPDATE SET published = published + 1;
    END`.execute(db);
  await sql`
    CREATE TRIGGER comment_counts_update AFTER UPDATE ON comments
    WHEN OLD.status = 'published' OR NEW.status = 'published' BEGIN
      INSERT INTO comment_counts (post_id, published)
      VALUES (NEW.post_id, (NEW.status = 'published') - (OLD.status = 'published'))
      ON CONFLICT (post_id) DO UPDATE SET published = published + excluded.published;
    END`.execute(db);
  await sql`
    CREATE TRIGGER comment_counts_delete AFTER DELETE ON comments
    WHEN OLD.status = 'published' BEGIN
      UPDATE comment_counts SET published = published - 1 WHERE post_id = OLD.post_id;
    END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = migrationDialect(db);
  // Dropping a table drops its triggers on both engines.
  await db.schema.dropTable("comment_actions").ifExists().execute();
  await db.schema.dropTable("comment_bans").ifExists().execute();
  await db.schema.dropTable("comment_reports").ifExists().execute();
  await db.schema.dropTable("comments").ifExists().execute();
  await db.schema.dropTable("comment_counts").ifExists().execute();
  if (postgres) await sql`DROP FUNCTION IF EXISTS comment_counts_keep()`.execute(db);
  await db.schema.alterTable("posts").dropColumn("comments_closed").execute();
}
