import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/** Categories, profiles, posts, tags and full-text search on both engines. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres, timestamp, now } = migrationDialect(db);

  await db.schema
    .createTable("categories")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("icon", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("color", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("profiles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("full_name", "text")
    .addColumn("avatar_url", "text")
    .addColumn("bio", "text")
    .addColumn("role_title", "text")
    .addColumn("website_url", "text")
    .addColumn("twitter_url", "text")
    .addColumn("linkedin_url", "text")
    .addColumn("github_url", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("content_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("word_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured_image", "text")
    .addColumn("published", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("published_at", timestamp)
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("category_id", "text", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("author_id", "text", (c) => c.references("profiles.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("posts_published_idx")
    .on("posts")
    .columns(["published", "published_at"])
    .execute();
  await db.schema.createIndex("posts_category_idx").on("posts").column("category_id").execute();
  await db.schema.createIndex("posts_author_idx").on("posts").column("author_id").execute();

  await db.schema
    .createTable("tags")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("post_tags")
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("tag_id", "text", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("post_tags_pk", ["post_id", "tag_id"])
    .execute();
  await db.schema.createIndex("post_tags_tag_idx").on("post_tags").column("tag_id").execute();

  if (postgres) {
    // '<' and '>' are replaced because the PostgreSQL parser reads "<word>" as an HTML tag.
    await sql`
      ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', translate(title, '<>', '  ')), 'A') ||
        setweight(to_tsvector('english', translate(excerpt, '<>', '  ')), 'B') ||
        setweight(to_tsvector('english', translate(content_text, '<>', '  ')), 'C')
      ) STORED`.execute(db);
    await sql`CREATE INDEX posts_search_idx ON posts USING gin (search_vector)`.execute(db);
  } else {
    await sql`
      CREATE VIRTUAL TABLE posts_fts USING fts5(
        title, excerpt, content_text,
        content = 'posts', content_rowid = 'rowid',
        tokenize = 'porter unicode61 remove_diacritics 2'
      )`.execute(db);
    await sql`
      CREATE TRIGGER posts_fts_insert AFTER INSERT ON posts BEGIN
        INSERT INTO posts_fts (rowid, title, excerpt, content_text)
        VALUES (new.rowid, new.title, new.excerpt, new.content_text);
      END`.execute(db);
    await sql`
      CREATE TRIGGER posts_fts_delete AFTER DELETE ON posts BEGIN
        INSERT INTO posts_fts (posts_fts, rowid, title, excerpt, content_text)
        VALUES ('delete', old.rowid, old.title, old.excerpt, old.content_text);
      END`.execute(db);
    await sql`
      CREATE TRIGGER posts_fts_update AFTER UPDATE OF title, excerpt, content_text ON posts BEGIN
        INSERT INTO posts_fts (posts_fts, rowid, title, excerpt, content_text)
        VALUES ('delete', old.rowid, old.title, old.excerpt, old.content_text);
        INSERT INTO posts_fts (rowid, title, excerpt, content_text)
        VALUES (new.rowid, new.title, new.excerpt, new.content_text);
      END`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!migrationDialect(db).postgres) await sql`DROP TABLE IF EXISTS posts_fts`.execute(db);
  for (const table of ["post_tags", "tags", "posts", "profiles", "categories"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
