import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * Several authors per post (issue 38 item 7, decision 0039): `post_authors` holds each post's
 * authors in byline order (position 0 first). `posts.author_id` stays as the primary author
 * (position 0), written by the post commands with the list, so the post counts' 'author' scope
 * (migration 007) and old readers keep working; bylines, author pages and the policy read the
 * list.
 *
 * A post inserted with an `author_id` gets it as its first author by trigger, so every path that
 * writes `posts` directly (scripts, tests, older import code) still has a byline. The table bumps
 * the content version like the public tables of migration 011: a changed byline is public.
 */
export const POST_AUTHOR_TABLES = ["post_authors"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = migrationDialect(db);
  await db.schema
    .createTable("post_authors")
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) =>
      c.notNull().references("profiles.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("post_authors_pk", ["post_id", "author_id"])
    .execute();
  // An author page reads its posts from here; a card's byline by post.
  await db.schema
    .createIndex("post_authors_author_idx")
    .on("post_authors")
    .columns(["author_id", "post_id"])
    .execute();
  await db.schema
    .createIndex("post_authors_order_idx")
    .on("post_authors")
    .columns(["post_id", "position"])
    .execute();
  await sql`
    INSERT INTO post_authors (post_id, author_id, position)
    SELECT id, author_id, 0 FROM posts WHERE author_id IS NOT NULL`.execute(db);

  if (postgres) {
    await sql`
      CREATE FUNCTION post_authors_primary() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.author_id IS NOT NULL THEN
          INSERT INTO post_authors (post_id, author_id, position)
          VALUES (NEW.id, NEW.author_id, 0) ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE TRIGGER post_authors_primary AFTER INSERT ON posts
      FOR EACH ROW EXECUTE FUNCTION post_authors_primary()`.execute(db);
    await sql`
      CREATE TRIGGER content_version_post_authors
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_authors
      FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()`.execute(db);
    return;
  }
  await sql`
    CREATE TRIGGER post_authors_primary AFTER INSERT ON posts
    WHEN new.author_id IS NOT NULL BEGIN
      INSERT OR IGNORE INTO post_authors (post_id, author_id, position)
      VALUES (new.id, new.author_id, 0);
    END`.execute(db);
  for (const operation of ["INSERT", "UPDATE", "DELETE"] as const) {
    await sql`
      CREATE TRIGGER ${sql.id(`content_version_post_authors_${operation.toLowerCase()}`)}
      AFTER ${sql.raw(operation)} ON post_authors
      BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (migrationDialect(db).postgres) {
    await sql`DROP TRIGGER IF EXISTS post_authors_primary ON posts`.execute(db);
    await sql`DROP FUNCTION IF EXISTS post_authors_primary()`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS post_authors_primary`.execute(db);
  }
  // Dropping the table drops its own triggers on both engines.
  await db.schema.dropTable("post_authors").ifExists().execute();
}
