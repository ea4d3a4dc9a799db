import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getArticleBySlug, listFeedItems, pageOfArticles } from "~/content/articles.server";
import { getArticlePage } from "~/content/article-page.server";
import { getAuthorProfile } from "~/content/authors.server";
import { getHomePage } from "~/content/home.server";
import { searchArticles } from "~/content/search.server";
import { listSitemapEntries } from "~/content/sitemap.server";
import { countTopics } from "~/taxonomy/taxonomy.server";
import type { Db } from "~/db/connection.server";
import { TRENDING_TOPICS } from "~/lib/constants";
import { DEMO_ARTICLES } from "~/seed/demo-articles";
import {
  TEST_DATABASE_URL,
  createTestDatabase,
  seedDemo,
  type TestDatabase,
} from "../helpers/database";

/** Every domain read, run on a database seeded with the demo content at a fixed clock. */
async function snapshot(db: Db) {
  const draft = DEMO_ARTICLES.find((a) => !a.published)!;
  const article = (await getArticleBySlug(db, DEMO_ARTICLES[5]!.slug))!;
  return {
    home: await getHomePage(db),
    page2: await pageOfArticles(db, { categorySlug: "cybersecurity" }, 2, 4),
    tagPage: await pageOfArticles(db, { tagSlug: "machine-learning" }, 1, 50),
    article,
    draft: await getArticleBySlug(db, draft.slug, { includeDrafts: true }),
    articlePage: await getArticlePage(db, article.slug),
    author: await getAuthorProfile(db, article.author!.id),
    topics: await countTopics(db, TRENDING_TOPICS),
    feed: await listFeedItems(db, 20),
    sitemap: await listSitemapEntries(db),
    // Search ranking differs in detail between bm25 and ts_rank_cd; compare the sets.
    search: await Promise.all(
      ["security", "kubern", "quantum computing", "rust"].map(async (q) => {
        const { hits, total } = await searchArticles(db, q, 100);
        return { q, total, ids: hits.map((h) => h.id).sort() };
      }),
    ),
  };
}

describe.skipIf(!TEST_DATABASE_URL)("SQLite and PostgreSQL return identical values", () => {
  let sqlite: TestDatabase | undefined;
  let postgres: TestDatabase | undefined;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([
      createTestDatabase("sqlite"),
      createTestDatabase("postgres"),
    ]);
    await Promise.all([seedDemo(sqlite.db), seedDemo(postgres.db)]);
  });
  afterAll(async () => {
    await sqlite?.cleanup();
    await postgres?.cleanup();
  });

  it("for every domain read", async () => {
    const [a, b] = await Promise.all([snapshot(sqlite!.db), snapshot(postgres!.db)]);
    expect(b).toEqual(a);
    // Real types, not engine artefacts.
    expect(typeof b.draft!.published).toBe("boolean");
    expect(typeof b.page2.total).toBe("number");
    expect(typeof b.topics[0]!.count).toBe("number");
    expect(b.article.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
