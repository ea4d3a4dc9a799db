import { describe, expect, it } from "vitest";
import { postBody } from "~/content/posts-write.server";
import { countTopics } from "~/taxonomy/taxonomy.server";
import { TRENDING_TOPICS } from "~/lib/constants";
import { DEMO_ARTICLES } from "~/seed/demo-articles";
import { DEMO_AUTHORS } from "~/seed/authors";
import { DEMO_TAGS } from "~/seed/tags";
import { describeEachEngine, seedDemo } from "../helpers/database";

describe("demo articles", () => {
  it("are 54, with unique slugs, at least 48 published", () => {
    expect(DEMO_ARTICLES).toHaveLength(54);
    expect(new Set(DEMO_ARTICLES.map((a) => a.slug)).size).toBe(54);
    expect(DEMO_ARTICLES.filter((a) => a.published).length).toBeGreaterThanOrEqual(48);
    expect(new Set(DEMO_ARTICLES.map((a) => a.daysAgo)).size).toBe(54);
  });

  it("come from at least four authors, all defined", () => {
    const keys = new Set(DEMO_AUTHORS.map((a) => a.key));
    const used = new Set(DEMO_ARTICLES.map((a) => a.author));
    expect(used.size).toBeGreaterThanOrEqual(4);
    for (const key of used) expect(keys.has(key)).toBe(true);
  });

  it("use only known tags", () => {
    for (const article of DEMO_ARTICLES) {
      for (const tag of article.tags)
        expect(DEMO_TAGS[tag], `${article.slug}: ${tag}`).toBeDefined();
    }
  });

  it.each(DEMO_ARTICLES.map((a) => [a.slug, a] as const))(
    "%s: 400–1500 words, two <h2>, a list, a blockquote",
    (_slug, article) => {
      const body = postBody(article.html);
      expect(body.word_count).toBeGreaterThanOrEqual(400);
      expect(body.word_count).toBeLessThanOrEqual(1500);
      expect(body.content.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(body.content).toMatch(/<(ul|ol)[\s>]/);
      expect(body.content).toMatch(/<blockquote>/);
      expect(article.excerpt.length).toBeGreaterThan(0);
      expect(article.excerpt.length).toBeLessThanOrEqual(220);
      // The HTML survives sanitizing: what the seed stores is what was written.
      expect(body.content.length).toBeGreaterThan(article.html.length * 0.9);
    },
  );
});

describeEachEngine(
  "demo content in the database",
  ({ db }) => {
    it("gives the spec's trending-topic counts", async () => {
      const counts = await countTopics(db(), TRENDING_TOPICS);
      expect(counts.map((t) => [t.name, t.count])).toEqual([
        ["AI", 24],
        ["Cybersecurity", 18],
        ["Web3", 15],
        ["Machine Learning", 12],
        ["Virtual Reality", 10],
        ["Cloud Computing", 9],
        ["Blockchain", 8],
        ["Internet of Things", 7],
      ]);
    });

    it("seeding again adds nothing", async () => {
      const before = await db().selectFrom("posts").select("id").execute();
      const report = await seedDemo(db());
      expect(report).toEqual({ categories: 0, authors: 0, posts: 0 });
      const after = await db().selectFrom("posts").select("id").execute();
      expect(after).toHaveLength(before.length);
      const tags = await db().selectFrom("post_tags").select("post_id").execute();
      await seedDemo(db());
      expect(await db().selectFrom("post_tags").select("post_id").execute()).toHaveLength(
        tags.length,
      );
    });
  },
  async (database) => {
    const report = await seedDemo(database);
    expect(report.posts).toBe(54);
    expect(report.categories).toBe(6);
  },
);
