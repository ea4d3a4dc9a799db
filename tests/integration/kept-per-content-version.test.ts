import { expect, it, vi } from "vitest";
import { knownContentVersion, watchContentVersion } from "~/cache/content-version.server";
import {
  keptByIdPerContentVersion,
  keptPerContentVersion,
  keptPerContentVersionByKey,
} from "~/cache/kept-per-content-version.server";
import { getArticlePage } from "~/content/article-page.server";
import { listFeedItems, newestArticleIds, relatedArticleIds } from "~/content/articles.server";
import { getHomePage } from "~/content/home.server";
import { getCategoryPage, getTopicPage } from "~/content/listing-page.server";
import { MORE_ARTICLES_LIMIT, RELATED_LIMIT } from "~/lib/constants";
import { createCategory, deleteCategory } from "~/taxonomy/categories.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import { countTrendingTopics } from "~/taxonomy/trending.server";
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

    it("article cards are kept per version: an edited title, a renamed author and a deleted article show within the watch", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const heroOf = async () => (await getHomePage(db())).hero[0]!;
        const authorId = await db()
          .selectFrom("profiles")
          .select("id")
          .orderBy("id")
          .executeTakeFirstOrThrow();
        const postId = await insertTestPost(db(), {
          title: "Kept card, first title",
          published: true,
          publishedAt: "2030-01-01T00:00:00.000Z",
          authorId: authorId.id,
        });
        await vi.waitFor(async () => expect((await heroOf()).id).toBe(postId), {
          timeout: 2_000,
        });
        const kept = await heroOf();
        // Kept: the same object, shared by every page, and nobody may change it.
        expect(await heroOf()).toBe(kept);
        expect(Object.isFrozen(kept) && Object.isFrozen(kept.author)).toBe(true);

        await db()
          .updateTable("posts")
          .set({ title: "Kept card, second title" })
          .where("id", "=", postId)
          .execute();
        await vi.waitFor(
          async () => expect((await heroOf()).title).toBe("Kept card, second title"),
          { timeout: 2_000 },
        );
        const name = kept.author!.name;
        await db()
          .updateTable("profiles")
          .set({ full_name: "Renamed Author" })
          .where("id", "=", authorId.id)
          .execute();
        try {
          await vi.waitFor(
            async () => expect((await heroOf()).author?.name).toBe("Renamed Author"),
            { timeout: 2_000 },
          );
        } finally {
          await db()
            .updateTable("profiles")
            .set({ full_name: name })
            .where("id", "=", authorId.id)
            .execute();
        }
        await db().deleteFrom("posts").where("id", "=", postId).execute();
        await vi.waitFor(async () => expect((await heroOf()).id).not.toBe(postId), {
          timeout: 2_000,
        });
      } finally {
        stop();
      }
    });

    it("the feed's bodies are kept too: an edited body shows in the feed within the watch", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const [first] = await listFeedItems(db(), 1);
        const [again] = await listFeedItems(db(), 1);
        expect(again!.html).toBe(first!.html);
        const content = await db()
          .selectFrom("posts")
          .select("content")
          .where("id", "=", first!.id)
          .executeTakeFirstOrThrow();
        await db()
          .updateTable("posts")
          .set({ content: "<p>An edited body, <script>alert(1)</script>kept no longer.</p>" })
          .where("id", "=", first!.id)
          .execute();
        try {
          await vi.waitFor(
            async () =>
              // Shown as the site shows it: sanitized, whatever the row holds.
              expect((await listFeedItems(db(), 1))[0]!.html).toBe(
                "<p>An edited body, kept no longer.</p>",
              ),
            { timeout: 2_000 },
          );
        } finally {
          await db()
            .updateTable("posts")
            .set({ content: content.content })
            .where("id", "=", first!.id)
            .execute();
        }
      } finally {
        stop();
      }
    });

    it("a category's newest ids are kept too: a new article of the category leads its related lists", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const home = await getHomePage(db());
        const article = home.hero.find((card) => card.category)!;
        const relatedOf = async () =>
          (await getArticlePage(db(), article.slug))!.related.map((card) => card.id);
        expect(await relatedOf()).not.toContain(article.id);
        expect(await relatedOf()).toEqual(await relatedArticleIds(db(), article));

        const postId = await insertTestPost(db(), {
          published: true,
          publishedAt: "2030-01-01T00:00:00.000Z",
        });
        await db()
          .updateTable("posts")
          .set({ category_id: article.category!.id })
          .where("id", "=", postId)
          .execute();
        await vi.waitFor(async () => expect((await relatedOf())[0]).toBe(postId), {
          timeout: 2_000,
        });
        await db().deleteFrom("posts").where("id", "=", postId).execute();
        await vi.waitFor(async () => expect(await relatedOf()).not.toContain(postId), {
          timeout: 2_000,
        });
      } finally {
        stop();
      }
    });

    it("the published article is kept by slug: an edit, a new tag, unpublishing and deleting show within the watch; a draft preview reads afresh", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const postId = await insertTestPost(db(), { title: "Kept article", published: true });
        const slug = `post-${postId}`;
        const articleOf = async () => (await getArticlePage(db(), slug))?.article ?? null;
        // Kept: the same object for every reader (once the watch has seen the insert), and
        // nobody may change it.
        await vi.waitFor(async () => expect(await articleOf()).toBe(await articleOf()), {
          timeout: 2_000,
        });
        const kept = (await articleOf())!;
        expect(Object.isFrozen(kept) && Object.isFrozen(kept.tags)).toBe(true);

        await db()
          .updateTable("posts")
          .set({ title: "Kept article, edited", content: "<p>Edited body</p>" })
          .where("id", "=", postId)
          .execute();
        await vi.waitFor(
          async () =>
            expect(await articleOf()).toMatchObject({
              title: "Kept article, edited",
              content: "<p>Edited body</p>",
            }),
          { timeout: 2_000 },
        );
        const tag = await db()
          .selectFrom("tags")
          .select(["id", "slug"])
          .orderBy("slug")
          .executeTakeFirstOrThrow();
        await db().insertInto("post_tags").values({ post_id: postId, tag_id: tag.id }).execute();
        await vi.waitFor(
          async () => expect((await articleOf())!.tags.map((t) => t.slug)).toEqual([tag.slug]),
          { timeout: 2_000 },
        );

        await db()
          .updateTable("posts")
          .set({ published: false })
          .where("id", "=", postId)
          .execute();
        await vi.waitFor(async () => expect(await articleOf()).toBeNull(), { timeout: 2_000 });
        // Staff see the draft at once: a preview is never served from what readers share.
        const editor = { id: "someone-else", role: "editor" as const };
        const preview = await getArticlePage(db(), slug, editor);
        expect(preview?.article).toMatchObject({ title: "Kept article, edited", published: false });
        expect(await articleOf()).toBeNull();

        await db().updateTable("posts").set({ published: true }).where("id", "=", postId).execute();
        await vi.waitFor(async () => expect(await articleOf()).not.toBeNull(), { timeout: 2_000 });
        await db().deleteFrom("posts").where("id", "=", postId).execute();
        await vi.waitFor(async () => expect(await articleOf()).toBeNull(), { timeout: 2_000 });
      } finally {
        stop();
      }
    });

    it("a listing page's count and ids are kept: a new article shows on its category's and topic's first pages, and the counts follow", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const [category] = await listCategories(db());
        const tag = await db()
          .selectFrom("tags")
          .select(["id", "slug"])
          .orderBy("slug")
          .executeTakeFirstOrThrow();
        const categoryPage = async () => (await getCategoryPage(db(), category!.slug, 1)).articles;
        const topicPage = async () => (await getTopicPage(db(), tag.slug, 1)).articles;
        // Kept: the second reader of a page gets the very cards the first one got (once the
        // watch has seen the earlier tests' writes).
        await vi.waitFor(
          async () => expect((await categoryPage()).items[0]).toBe((await categoryPage()).items[0]),
          { timeout: 2_000 },
        );
        const before = { category: await categoryPage(), topic: await topicPage() };

        const postId = await insertTestPost(db(), {
          published: true,
          publishedAt: "2030-01-01T00:00:00.000Z",
        });
        await db()
          .updateTable("posts")
          .set({ category_id: category!.id })
          .where("id", "=", postId)
          .execute();
        await db().insertInto("post_tags").values({ post_id: postId, tag_id: tag.id }).execute();
        await vi.waitFor(
          async () => {
            const [byCategory, byTopic] = [await categoryPage(), await topicPage()];
            expect(byCategory.items[0]!.id).toBe(postId);
            expect(byCategory.total).toBe(before.category.total + 1);
            expect(byTopic.items[0]!.id).toBe(postId);
            expect(byTopic.total).toBe(before.topic.total + 1);
          },
          { timeout: 2_000 },
        );

        await db().deleteFrom("posts").where("id", "=", postId).execute();
        await vi.waitFor(
          async () => {
            const [byCategory, byTopic] = [await categoryPage(), await topicPage()];
            expect(byCategory.items.map((card) => card.id)).not.toContain(postId);
            expect(byCategory.total).toBe(before.category.total);
            expect(byTopic.total).toBe(before.topic.total);
          },
          { timeout: 2_000 },
        );
      } finally {
        stop();
      }
    });

    it("records read by id: only the missing ones are read, and a read that ends after the version moved on is read again", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const asked: string[][] = [];
        let hold: Promise<void> | undefined;
        const read = keptByIdPerContentVersion(async (_db, ids) => {
          asked.push([...ids]);
          // What the database holds when the read starts.
          const records = new Map(ids.map((id) => [id, { id, version: knownContentVersion() }]));
          await hold;
          return records;
        }, 3);
        await read(db(), ["a", "b"]);
        const both = await read(db(), ["b", "c"]);
        expect(asked).toEqual([["a", "b"], ["c"]]);
        expect([...both.keys()]).toEqual(["b", "c"]);
        // Bounded: a fourth record lets the oldest ("a") go.
        await read(db(), ["d"]);
        await read(db(), ["a"]);
        expect(asked.at(-1)).toEqual(["a"]);

        // A read started before a write and answered after the version moved on: its records
        // are older than the new version and must not serve it.
        let release!: () => void;
        hold = new Promise((resolve) => (release = resolve));
        const slow = read(db(), ["e"]);
        const version = knownContentVersion();
        const postId = await insertTestPost(db());
        await vi.waitFor(() => expect(knownContentVersion()).not.toBe(version), {
          timeout: 2_000,
        });
        release();
        await slow;
        hold = undefined;
        asked.length = 0;
        await read(db(), ["e"]);
        expect(asked).toEqual([["e"]]);
        await db().deleteFrom("posts").where("id", "=", postId).execute();
      } finally {
        stop();
      }
    });

    it("answers by key: one read per key and version, at most `limit` keys", async () => {
      const stop = await watchContentVersion(db(), { intervalMs: 20 });
      try {
        const reads: string[] = [];
        const read = keptPerContentVersionByKey(async (_db, key) => {
          reads.push(key);
          return { key };
        }, 2);
        const a = await read(db(), "a");
        expect(await read(db(), "a")).toBe(a);
        await read(db(), "b");
        expect(reads).toEqual(["a", "b"]);
        // A third key lets the oldest ("a") go.
        await read(db(), "c");
        await read(db(), "a");
        expect(reads).toEqual(["a", "b", "c", "a"]);

        const version = knownContentVersion();
        const postId = await insertTestPost(db());
        await vi.waitFor(() => expect(knownContentVersion()).not.toBe(version), {
          timeout: 2_000,
        });
        expect(await read(db(), "a")).not.toBe(a);
        expect(reads.at(-1)).toBe("a");
        await db().deleteFrom("posts").where("id", "=", postId).execute();
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
