import { sql } from "kysely";
import { expect, it } from "vitest";
import { deleteCategory, createCategory } from "~/taxonomy/categories.server";
import { getDashboardCounts } from "~/stats/site-counts.server";
import {
  createPostFromEditor,
  deletePost,
  setPostPublished,
  updatePost,
} from "~/content/post-commands.server";
import { countArticles, pageOfArticles } from "~/content/articles.server";
import { countTopics } from "~/taxonomy/taxonomy.server";
import type { Db } from "~/db/connection.server";
import { TRENDING_TOPICS } from "~/lib/constants";
import { postFormSchema } from "~/lib/schemas";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { testWriter } from "../helpers/writer";

/** The counts as an aggregate over the whole archive would give them: the reference. */
async function aggregated(db: Db): Promise<Map<string, [number, number]>> {
  const { rows } = await sql<{ scope: string; key: string; total: unknown; published: unknown }>`
    SELECT 'all' AS scope, '' AS key, count(*) AS total,
           count(CASE WHEN published THEN 1 END) AS published FROM posts
    UNION ALL
    SELECT 'category', coalesce(category_id, ''), count(*), count(CASE WHEN published THEN 1 END)
    FROM posts GROUP BY coalesce(category_id, '')
    UNION ALL
    SELECT 'author', coalesce(author_id, ''), count(*), count(CASE WHEN published THEN 1 END)
    FROM posts GROUP BY coalesce(author_id, '')
    UNION ALL
    SELECT 'tag', pt.tag_id, count(*), count(CASE WHEN p.published THEN 1 END)
    FROM post_tags pt JOIN posts p ON p.id = pt.post_id GROUP BY pt.tag_id`.execute(db);
  return new Map(
    rows.map((row) => [`${row.scope}:${row.key}`, [row.total as number, row.published as number]]),
  );
}

/** `post_counts` (kept by triggers), without the rows that dropped to zero. */
async function maintained(db: Db): Promise<Map<string, [number, number]>> {
  const rows = await db.selectFrom("post_counts").selectAll().execute();
  return new Map(
    rows
      .filter((row) => row.total !== 0 || row.published !== 0)
      .map((row) => [`${row.scope}:${row.key}`, [row.total, row.published]]),
  );
}

/** Every topic row's sort date is its post's publication date while published, else NULL. */
async function topicDatesAgree(db: Db) {
  const rows = await db
    .selectFrom("post_tags as pt")
    .innerJoin("posts as p", "p.id", "pt.post_id")
    .select(["pt.published_at as sort_at", "p.published", "p.published_at"])
    .execute();
  for (const row of rows) {
    const expected = row.published && row.published_at ? row.published_at : null;
    expect(row.sort_at === null ? null : row.sort_at).toBe(expected);
  }
}

async function expectCountsRight(db: Db) {
  const [have, want] = [await maintained(db), await aggregated(db)];
  expect(have).toEqual(want);
  await topicDatesAgree(db);
}

const form = (overrides: Partial<Record<string, unknown>>) =>
  postFormSchema.parse({
    title: "Counting posts",
    slug: "counting-posts",
    content: "<p>Counting posts in an archive of many years.</p>",
    ...overrides,
  });

async function categoryIdOf(db: Db, slug: string) {
  const row = await db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function aiTopicCount(db: Db) {
  const [ai] = await countTopics(db, TRENDING_TOPICS.slice(0, 1));
  return ai!.count;
}

describeEachEngine(
  "archive counts kept by the database",
  ({ db }) => {
    it("start right after migration and seeding", async () => {
      await expectCountsRight(db());
      const dashboard = await getDashboardCounts(db());
      expect(dashboard.posts).toBe(54);
      expect(dashboard.publishedPosts).toBe(51);
      expect(await countArticles(db(), {})).toBe(51);
    });

    it("follow create, edit, publish, unpublish, tag and category changes and delete", async () => {
      const ai = await categoryIdOf(db(), "ai");
      const gadgets = await categoryIdOf(db(), "gadgets");
      const author = await db().selectFrom("profiles").select("id").executeTakeFirstOrThrow();
      const aiBefore = await countArticles(db(), { categorySlug: "ai" });
      const topicBefore = await aiTopicCount(db());

      const id = await createPostFromEditor(
        testWriter(db()),
        form({ categoryId: ai, published: false }),
        author.id,
      );
      await expectCountsRight(db());
      expect(await countArticles(db(), { categorySlug: "ai" })).toBe(aiBefore);

      // Edit: publish, with a tag.
      const tags = [{ name: "AI", slug: "artificial-intelligence" }];
      await updatePost(testWriter(db()), id, form({ categoryId: ai, published: true }), tags);
      await expectCountsRight(db());
      expect(await countArticles(db(), { categorySlug: "ai" })).toBe(aiBefore + 1);
      expect(await aiTopicCount(db())).toBe(topicBefore + 1);
      expect(await countArticles(db(), { tagSlug: "artificial-intelligence" })).toBe(
        topicBefore + 1,
      );
      const {
        items: [newest],
      } = await pageOfArticles(db(), { tagSlug: "artificial-intelligence" }, 1, 1);
      expect(newest?.id).toBe(id);

      // Unpublish and publish again.
      await setPostPublished(testWriter(db()), id, false, { by: null });
      await expectCountsRight(db());
      expect(await aiTopicCount(db())).toBe(topicBefore);
      await setPostPublished(testWriter(db()), id, true, { by: null });
      await expectCountsRight(db());
      expect(await aiTopicCount(db())).toBe(topicBefore + 1);

      // Tag change and category change.
      await updatePost(testWriter(db()), id, form({ categoryId: gadgets, published: true }), [
        { name: "Robots", slug: "robots" },
      ]);
      await expectCountsRight(db());
      expect(await aiTopicCount(db())).toBe(topicBefore);
      expect(await countArticles(db(), { tagSlug: "robots" })).toBe(1);
      expect(await countArticles(db(), { categorySlug: "ai" })).toBe(aiBefore);

      // Delete.
      const before = await getDashboardCounts(db());
      await deletePost(testWriter(db()), id, null);
      await expectCountsRight(db());
      const after = await getDashboardCounts(db());
      expect(after.posts).toBe(before.posts - 1);
      expect(after.publishedPosts).toBe(before.publishedPosts - 1);
      expect(await countArticles(db(), { tagSlug: "robots" })).toBe(0);
    });

    it("follow writes that bypass the admin: raw SQL, foreign-key actions, category delete", async () => {
      const author = await db().selectFrom("profiles").select("id").executeTakeFirstOrThrow();
      const category = await createCategory(testWriter(db()), {
        name: "Archive",
        slug: "archive",
        description: "",
        icon: "brain",
        color: "sky",
      });
      const id = await createPostFromEditor(
        testWriter(db()),
        form({ slug: "raw-one", categoryId: category, published: true }),
        author.id,
      );
      const tag = await db().selectFrom("tags").select("id").executeTakeFirstOrThrow();
      await db().insertInto("post_tags").values({ post_id: id, tag_id: tag.id }).execute();
      await expectCountsRight(db());
      expect(await countArticles(db(), { categorySlug: "archive" })).toBe(1);

      // Deleting the category moves its posts to Uncategorized (the admin) or sets NULL (FK).
      await deleteCategory(testWriter(db()), category, "");
      await expectCountsRight(db());
      const orphan = await createCategory(testWriter(db()), {
        name: "Gone",
        slug: "gone",
        description: "",
        icon: "brain",
        color: "sky",
      });
      await db().updateTable("posts").set({ category_id: orphan }).where("id", "=", id).execute();
      await db().deleteFrom("categories").where("id", "=", orphan).execute();
      await expectCountsRight(db());

      // A bulk UPDATE (as an importer might run) and a raw DELETE of the post.
      await db().updateTable("posts").set({ published: false }).where("id", "=", id).execute();
      await expectCountsRight(db());
      await db().deleteFrom("posts").where("id", "=", id).execute();
      await expectCountsRight(db());
    });
  },
  seedDemo,
);
