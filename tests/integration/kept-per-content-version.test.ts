import { expect, it, vi } from "vitest";
import { knownContentVersion, watchContentVersion } from "~/cache/content-version.server";
import { keptPerContentVersion } from "~/cache/kept-per-content-version.server";
import { getArticlePage } from "~/content/article-page.server";
import { newestArticleIds } from "~/content/articles.server";
import { MORE_ARTICLES_LIMIT, RELATED_LIMIT } from "~/lib/constants";
import { createCategory, deleteCategory } from "~/taxonomy/categories.server";
import { countTrendingTopics, listCategories } from "~/taxonomy/taxonomy.server";
import { CATEGORY_COLORS, CATEGORY_ICON_NAMES } from "~/lib/category-style";
import { categoryFormSchema } from "~/lib/schemas";
import { describeEachEngine, insertTestPost, seedDemo } from "../helpers/database";
import { testWriter } from "../helpers/writer";

const NEW_CATEGORY = categoryFormSchema.parse({
  name: "Quantum",
  slug: "quantum",
  description: "Qubits and the machines that keep them.",
  icon: CATEGORY_ICON_NAMES[0],
  color: CATEGORY_COLORS[0],
});

describeEachEngine(
  "reads kept per content version (the category menu)",
  ({ db }) => {
    it("reads every time while nothing watches the version", async () => {
      const before = await listCategories(db());
      const id = await createCategory(testWriter(db()), NEW_CATEGORY);
      expect((await listCategories(db())).map((category) => category.slug)).toContain("quantum");
      expect(await listCategories(db())).not.toBe(before);
      await deleteCategory(testWriter(db()), id);
    });

    it("keeps one answer per version, and reads again once a write moves the version on", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const first = await listCategories(db());
        expect(await listCategories(db())).toBe(first);

        const version = knownContentVersion();
        const id = await createCategory(testWriter(db()), NEW_CATEGORY);
        await vi.waitFor(() => expect(knownContentVersion()).not.toBe(version), {
          timeout: 2_000,
        });
        const after = await listCategories(db());
        expect(after.map((category) => category.slug)).toContain("quantum");
        expect(after).toHaveLength(first.length + 1);

        await deleteCategory(testWriter(db()), id);
        await vi.waitFor(async () => {
          expect((await listCategories(db())).map((c) => c.slug)).not.toContain("quantum");
        });
      } finally {
        stop();
      }
    });

    it("the trending topics' counts are kept too, and follow an article tagged later", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const before = await countTrendingTopics(db());
        expect(await countTrendingTopics(db())).toBe(before);
        const topic = before[0]!;
        const tag = await db()
          .selectFrom("tags")
          .select("id")
          .where("slug", "=", topic.slug)
          .executeTakeFirstOrThrow();
        const postId = await insertTestPost(db(), { published: true });
        await db().insertInto("post_tags").values({ post_id: postId, tag_id: tag.id }).execute();
        await vi.waitFor(
          async () => expect((await countTrendingTopics(db()))[0]!.count).toBe(topic.count + 1),
          { timeout: 2_000 },
        );
      } finally {
        stop();
      }
    });

    it("the newest articles' ids are kept too: a newly published article leads every article's \"more\" list", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const newest = await newestArticleIds(db());
        expect(await newestArticleIds(db())).toBe(newest);
        expect(newest.length).toBeGreaterThan(MORE_ARTICLES_LIMIT + RELATED_LIMIT);
        // An article that is not among the newest, so its own id is no reason to skip one.
        const older = await db()
          .selectFrom("posts")
          .select("slug")
          .where("published", "=", true)
          .where("id", "not in", [...newest])
          .executeTakeFirstOrThrow();
        const moreOf = async (slug: string) =>
          (await getArticlePage(db(), slug))!.more.map((card) => card.id);

        const postId = await insertTestPost(db(), {
          published: true,
          publishedAt: "2030-01-01T00:00:00.000Z",
        });
        await vi.waitFor(async () => expect((await moreOf(older.slug))[0]).toBe(postId), {
          timeout: 2_000,
        });
        expect((await newestArticleIds(db()))[0]).toBe(postId);
        // Never itself: on its own page the new article is left out of the list.
        const own = await db()
          .selectFrom("posts")
          .select("slug")
          .where("id", "=", postId)
          .executeTakeFirstOrThrow();
        expect(await moreOf(own.slug)).not.toContain(postId);
        await db().deleteFrom("posts").where("id", "=", postId).execute();
        await vi.waitFor(async () => expect(await moreOf(older.slug)).not.toContain(postId), {
          timeout: 2_000,
        });
      } finally {
        stop();
      }
    });

    it("shares one read between concurrent callers, and keeps no failure", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 60_000 });
      try {
        let reads = 0;
        const read = keptPerContentVersion(async () => {
          reads += 1;
          if (reads === 1) throw new Error("database went away");
          return { reads };
        });
        await expect(read(db())).rejects.toThrow("database went away");
        const [a, b] = await Promise.all([read(db()), read(db())]);
        expect(a).toBe(b);
        expect(reads).toBe(2);
      } finally {
        stop();
      }
    });
  },
  seedDemo,
);
