import { sql, type Kysely } from "kysely";
import { migrationDialect } from "../app/db/migration-helpers.server";

/**
 * An archive that stays fast at 100,000 posts (decision 0010):
 *
 * - `post_counts`: published and total posts per scope ('all', 'category', 'author', 'tag'),
 *   kept by triggers on posts and post_tags, so every write path (admin, importer, scripts,
 *   foreign-key actions) keeps the counts right and no page aggregates the archive.
 * - `post_tags.published_at`: the post's publication date while it is published (NULL for a
 *   draft), kept by triggers, so a topic page reads its page from one index.
 * - Listing indexes that end in `id` (the public order's tie-break), so a page's ids come from
 *   the index alone, and an index on `created_at` for the admin list.
 * - SQLite: the full-text table indexes published posts only, with a 3-letter prefix index, so a
 *   match needs no join to filter drafts and a short prefix is one doclist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres, timestamp } = migrationDialect(db);

  await db.schema
    .createTable("post_counts")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("post_counts_pk", ["scope", "key"])
    .execute();
  await db.schema.alterTable("post_tags").addColumn("published_at", timestamp).execute();

  await replaceIndexes(db);
  if (postgres) await createPostgresTriggers(db);
  else {
    await createSqliteCountTriggers(db);
    await rebuildSqliteSearch(db);
  }
  await backfill(db);
}

async function replaceIndexes(db: Kysely<unknown>) {
  await db.schema.dropIndex("posts_published_idx").execute();
  await db.schema.dropIndex("posts_category_idx").execute();
  await db.schema.dropIndex("posts_author_idx").execute();
  await db.schema.dropIndex("post_tags_tag_idx").execute();
  await db.schema
    .createIndex("posts_public_order_idx")
    .on("posts")
    .columns(["published", "published_at", "id"])
    .execute();
  // A sitemap file is read from this index alone; kept apart so the listing index stays narrow.
  await db.schema
    .createIndex("posts_sitemap_idx")
    .on("posts")
    .columns(["published", "published_at", "id", "slug", "updated_at"])
    .execute();
  await db.schema
    .createIndex("posts_category_order_idx")
    .on("posts")
    .columns(["category_id", "published", "published_at", "id"])
    .execute();
  await db.schema
    .createIndex("posts_author_order_idx")
    .on("posts")
    .columns(["author_id", "published", "published_at", "id"])
    .execute();
  await db.schema
    .createIndex("posts_created_idx")
    .on("posts")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("post_tags_tag_order_idx")
    .on("post_tags")
    .columns(["tag_id", "published_at", "post_id"])
    .execute();
}

/** Counts and sort dates computed once from the rows already there. */
async function backfill(db: Kysely<unknown>) {
  await sql`
    UPDATE post_tags SET published_at = (
      SELECT CASE WHEN p.published THEN p.published_at END FROM posts p WHERE p.id = post_tags.post_id
    )`.execute(db);
  await sql`
    INSERT INTO post_counts (scope, key, total, published)
    SELECT 'all', '', count(*), count(CASE WHEN published THEN 1 END) FROM posts
    UNION ALL
    SELECT 'category', coalesce(category_id, ''), count(*), count(CASE WHEN published THEN 1 END)
    FROM posts GROUP BY coalesce(category_id, '')
    UNION ALL
    SELECT 'author', coalesce(author_id, ''), count(*), count(CASE WHEN published THEN 1 END)
    FROM posts GROUP BY coalesce(author_id, '')
    UNION ALL
    SELECT 'tag', pt.tag_id, count(*), count(CASE WHEN p.published THEN 1 END)
    FROM post_tags pt JOIN posts p ON p.id = pt.post_id GROUP BY pt.tag_id`.execute(db);
}

/**
 * SQLite triggers. A deleted post's tags are removed BEFORE the post (so their trigger still
 * sees whether it was published); foreign-key actions (a category deleted → SET NULL) run as
 * updates and fire the update trigger.
 */
async function createSqliteCountTriggers(db: Kysely<unknown>) {
  // Adding upserts the scope's row; removing only updates an existing one, so a row that a
  // delete trigger already forgot (its category, author or tag is gone) is not brought back.
  const scopes = (row: "new" | "old") => [
    ["'all'", "''"],
    ["'category'", `coalesce(${row}.category_id, '')`],
    ["'author'", `coalesce(${row}.author_id, '')`],
  ];
  const bump = (row: "new" | "old", sign: "+" | "-") =>
    sql.raw(
      sign === "+"
        ? `INSERT INTO post_counts (scope, key, total, published) VALUES
             ${scopes(row)
               .map(([scope, key]) => `(${scope}, ${key}, 1, (${row}.published <> 0))`)
               .join(", ")}
           ON CONFLICT (scope, key) DO UPDATE
             SET total = total + excluded.total, published = published + excluded.published;`
        : scopes(row)
            .map(
              ([scope, key]) => `UPDATE post_counts
                 SET total = total - 1, published = published - (${row}.published <> 0)
                 WHERE scope = ${scope} AND key = ${key};`,
            )
            .join("\n"),
    );
  await sql`
    CREATE TRIGGER post_counts_post_insert AFTER INSERT ON posts BEGIN
      ${bump("new", "+")}
    END`.execute(db);
  await sql`
    CREATE TRIGGER post_counts_post_delete BEFORE DELETE ON posts BEGIN
      DELETE FROM post_tags WHERE post_id = old.id;
      ${bump("old", "-")}
    END`.execute(db);
  await sql`
    CREATE TRIGGER post_counts_post_update
    AFTER UPDATE OF published, published_at, category_id, author_id ON posts BEGIN
      ${bump("old", "-")}
      ${bump("new", "+")}
      UPDATE post_counts SET published = published - (old.published <> 0) + (new.published <> 0)
      WHERE scope = 'tag' AND key IN (SELECT tag_id FROM post_tags WHERE post_id = new.id);
      UPDATE post_tags SET published_at = CASE WHEN new.published THEN new.published_at END
      WHERE post_id = new.id;
    END`.execute(db);
  const tagPublished = (row: "new" | "old") =>
    `coalesce((SELECT published <> 0 FROM posts WHERE id = ${row}.post_id), 0)`;
  const tagBump = (row: "new" | "old", sign: "+" | "-") =>
    sql.raw(
      sign === "+"
        ? `INSERT INTO post_counts (scope, key, total, published)
           SELECT 'tag', ${row}.tag_id, 1, ${tagPublished(row)} WHERE true
           ON CONFLICT (scope, key) DO UPDATE
             SET total = total + excluded.total, published = published + excluded.published;`
        : `UPDATE post_counts SET total = total - 1, published = published - ${tagPublished(row)}
           WHERE scope = 'tag' AND key = ${row}.tag_id;`,
    );
  await sql`
    CREATE TRIGGER post_counts_tag_insert AFTER INSERT ON post_tags BEGIN
      ${tagBump("new", "+")}
      UPDATE post_tags SET published_at = (
        SELECT CASE WHEN published THEN published_at END FROM posts WHERE id = new.post_id
      ) WHERE post_id = new.post_id AND tag_id = new.tag_id;
    END`.execute(db);
  await sql`
    CREATE TRIGGER post_counts_tag_delete AFTER DELETE ON post_tags BEGIN
      ${tagBump("old", "-")}
    END`.execute(db);
  await sql`
    CREATE TRIGGER post_counts_tag_update AFTER UPDATE OF post_id, tag_id ON post_tags BEGIN
      ${tagBump("old", "-")}
      ${tagBump("new", "+")}
      UPDATE post_tags SET published_at = (
        SELECT CASE WHEN published THEN published_at END FROM posts WHERE id = new.post_id
      ) WHERE post_id = new.post_id AND tag_id = new.tag_id;
    END`.execute(db);
  for (const [table, scope] of [
    ["categories", "category"],
    ["profiles", "author"],
    ["tags", "tag"],
  ] as const) {
    await sql`
      CREATE TRIGGER ${sql.raw(`post_counts_${table}_delete`)} AFTER DELETE ON ${sql.table(table)}
      BEGIN
        DELETE FROM post_counts WHERE scope = ${sql.lit(scope)} AND key = old.id;
      END`.execute(db);
  }
}

/** The full-text table again, over published posts only and with a 3-letter prefix index. */
async function rebuildSqliteSearch(db: Kysely<unknown>) {
  for (const trigger of ["posts_fts_insert", "posts_fts_delete", "posts_fts_update"]) {
    await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(db);
  }
  await sql`DROP TABLE posts_fts`.execute(db);
  await sql`
    CREATE VIRTUAL TABLE posts_fts USING fts5(
      title, excerpt, content_text,
      content = 'posts', content_rowid = 'rowid',
      tokenize = 'porter unicode61 remove_diacritics 2',
      prefix = '3'
    )`.execute(db);
  const removeOld = sql.raw(`
    INSERT INTO posts_fts (posts_fts, rowid, title, excerpt, content_text)
    SELECT 'delete', old.rowid, old.title, old.excerpt, old.content_text WHERE old.published <> 0;`);
  const addNew = sql.raw(`
    INSERT INTO posts_fts (rowid, title, excerpt, content_text)
    SELECT new.rowid, new.title, new.excerpt, new.content_text WHERE new.published <> 0;`);
  await sql`CREATE TRIGGER posts_fts_insert AFTER INSERT ON posts BEGIN ${addNew} END`.execute(db);
  await sql`CREATE TRIGGER posts_fts_delete AFTER DELETE ON posts BEGIN ${removeOld} END`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER posts_fts_update
    AFTER UPDATE OF title, excerpt, content_text, published ON posts BEGIN
      ${removeOld}
      ${addNew}
    END`.execute(db);
  await sql`
    INSERT INTO posts_fts (rowid, title, excerpt, content_text)
    SELECT rowid, title, excerpt, content_text FROM posts WHERE published <> 0`.execute(db);
}

/** PostgreSQL: the same rules as the SQLite triggers, in two trigger functions. */
async function createPostgresTriggers(db: Kysely<unknown>) {
  await sql`
    CREATE FUNCTION post_counts_bump(scope_ text, key_ text, total_ integer, published_ integer)
    RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      -- Removing never creates a row: a forgotten scope (its owner deleted) stays forgotten.
      IF total_ < 0 THEN
        UPDATE post_counts SET total = total + total_, published = published + published_
         WHERE scope = scope_ AND key = key_;
      ELSE
        INSERT INTO post_counts (scope, key, total, published)
        VALUES (scope_, key_, total_, published_)
        ON CONFLICT (scope, key) DO UPDATE
          SET total = post_counts.total + excluded.total,
              published = post_counts.published + excluded.published;
      END IF;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION post_counts_post_row(r posts, sign integer) RETURNS void
    LANGUAGE plpgsql AS $$
    DECLARE pub integer := CASE WHEN r.published THEN sign ELSE 0 END;
    BEGIN
      PERFORM post_counts_bump('all', '', sign, pub);
      PERFORM post_counts_bump('category', coalesce(r.category_id, ''), sign, pub);
      PERFORM post_counts_bump('author', coalesce(r.author_id, ''), sign, pub);
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION post_counts_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM post_counts_post_row(NEW, 1);
        RETURN NEW;
      ELSIF TG_OP = 'DELETE' THEN
        -- Tags first, while their trigger can still see whether the post was published.
        DELETE FROM post_tags WHERE post_id = OLD.id;
        PERFORM post_counts_post_row(OLD, -1);
        RETURN OLD;
      END IF;
      IF (OLD.published, OLD.published_at, OLD.category_id, OLD.author_id)
         IS DISTINCT FROM (NEW.published, NEW.published_at, NEW.category_id, NEW.author_id) THEN
        PERFORM post_counts_post_row(OLD, -1);
        PERFORM post_counts_post_row(NEW, 1);
        UPDATE post_counts
           SET published = published - OLD.published::integer + NEW.published::integer
         WHERE scope = 'tag' AND key IN (SELECT tag_id FROM post_tags WHERE post_id = NEW.id);
        UPDATE post_tags SET published_at = CASE WHEN NEW.published THEN NEW.published_at END
         WHERE post_id = NEW.id;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER post_counts_posts_insert_update AFTER INSERT OR UPDATE ON posts
    FOR EACH ROW EXECUTE FUNCTION post_counts_posts()`.execute(db);
  await sql`
    CREATE TRIGGER post_counts_posts_delete BEFORE DELETE ON posts
    FOR EACH ROW EXECUTE FUNCTION post_counts_posts()`.execute(db);

  await sql`
    CREATE FUNCTION post_tags_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.published_at := (SELECT CASE WHEN published THEN published_at END
                             FROM posts WHERE id = NEW.post_id);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER post_tags_published_at BEFORE INSERT OR UPDATE OF post_id ON post_tags
    FOR EACH ROW EXECUTE FUNCTION post_tags_published_at()`.execute(db);
  await sql`
    CREATE FUNCTION post_counts_post_tags() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        PERFORM post_counts_bump('tag', OLD.tag_id, -1,
          -coalesce((SELECT published::integer FROM posts WHERE id = OLD.post_id), 0));
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM post_counts_bump('tag', NEW.tag_id, 1,
          coalesce((SELECT published::integer FROM posts WHERE id = NEW.post_id), 0));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER post_counts_post_tags AFTER INSERT OR DELETE OR UPDATE OF post_id, tag_id
    ON post_tags FOR EACH ROW EXECUTE FUNCTION post_counts_post_tags()`.execute(db);

  await sql`
    CREATE FUNCTION post_counts_forget() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM post_counts WHERE scope = TG_ARGV[0] AND key = OLD.id;
      RETURN NULL;
    END $$`.execute(db);
  for (const [table, scope] of [
    ["categories", "category"],
    ["profiles", "author"],
    ["tags", "tag"],
  ] as const) {
    await sql`
      CREATE TRIGGER ${sql.raw(`post_counts_${table}_delete`)} AFTER DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION post_counts_forget(${sql.lit(scope)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const engine = migrationDialect(db).postgres ? "postgres" : "sqlite";
  throw new Error(`007_archive cannot be reverted automatically (${engine})`);
}
