import { expect, it } from "vitest";
import {
  cardsOfLists,
  countArticles,
  getArticleBySlug,
  relatedArticleIds,
  listFeedItems,
  pageOfArticles,
} from "~/content/articles.server";
import { getHomePage } from "~/content/home.server";
import { searchArticles } from "~/content/search.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import { listSitemapEntries } from "~/content/sitemap.server";
import { HERO_COUNT, HOME_MORE_COUNT, LATEST_COUNT } from "~/lib/constants";
import { DEMO_ARTICLES } from "~/seed/demo-articles";
import { describeEachEngine, seedDemo } from "../helpers/database";

const DRAFTS = DEMO_ARTICLES.filter((a) => !a.published);
const PUBLISHED = DEMO_ARTICLES.filter((a) => a.published);
/** Published demo slugs, newest first (smallest daysAgo first). */
const NEWEST_FIRST = [...PUBLISHED].sort((a, b) => a.daysAgo - b.daysAgo).map((a) => a.slug);

describeEachEngine(
  "the demo site",
  ({ db }) => {
    it("home page: hero 3, latest 6, more 6 — the newest published, in order", async () => {
      const home = await getHomePage(db());
      expect(home.hero).toHaveLength(HERO_COUNT);
      expect(home.latest).toHaveLength(LATEST_COUNT);
      expect(home.more).toHaveLength(HOME_MORE_COUNT);
      expect([...home.hero, ...home.latest, ...home.more].map((a) => a.slug)).toEqual(
        NEWEST_FIRST.slice(0, HERO_COUNT + LATEST_COUNT + HOME_MORE_COUNT),
      );
      expect(home.trending.map((t) => t.count)).toEqual([24, 18, 15, 12, 10, 9, 8, 7]);
      // The home page takes its categories from the root loader (listCategories).
      expect((await listCategories(db())).map((c) => c.slug)).toEqual([
        "ai",
        "cybersecurity",
        "gadgets",
        "software",
        "startups",
        "webdev",
      ]);
    });

    it("drafts appear in no list, count, feed, sitemap or search", async () => {
      const draftSlugs = new Set(DRAFTS.map((a) => a.slug));
      expect(draftSlugs.size).toBe(3);
      const all = (await pageOfArticles(db(), {}, 1, 1000)).items;
      expect(all.map((a) => a.slug)).toEqual(NEWEST_FIRST);
      expect(await countArticles(db(), {})).toBe(PUBLISHED.length);
      const feed = await listFeedItems(db(), 1000);
      expect(feed.map((a) => a.slug)).toEqual(NEWEST_FIRST);
      const sitemap = await listSitemapEntries(db());
      for (const slug of draftSlugs) {
        expect(sitemap.map((e) => e.path)).not.toContain(`/article/${slug}`);
      }
      for (const draft of DRAFTS) {
        const { hits } = await searchArticles(db(), draft.title, 50);
        expect(hits.map((h) => h.slug)).not.toContain(draft.slug);
        expect(await getArticleBySlug(db(), draft.slug)).toBeNull();
        const preview = await getArticleBySlug(db(), draft.slug, { includeDrafts: true });
        expect(preview?.published).toBe(false);
        const [related = []] = await cardsOfLists(db(), [await relatedArticleIds(db(), preview!)]);
        expect(related.length).toBeGreaterThan(0);
        for (const item of related) expect(draftSlugs.has(item.slug)).toBe(false);
      }
      const more = (await pageOfArticles(db(), {}, 1, 1000)).items;
      for (const item of more) expect(draftSlugs.has(item.slug)).toBe(false);
    });

    it("category listing by slug", async () => {
      const ai = (await pageOfArticles(db(), { categorySlug: "ai" }, 1, 1000)).items;
      const expected = NEWEST_FIRST.filter(
        (slug) => DEMO_ARTICLES.find((a) => a.slug === slug)!.category === "ai",
      );
      expect(ai.map((a) => a.slug)).toEqual(expected);
      expect(await countArticles(db(), { categorySlug: "ai" })).toBe(expected.length);
    });

    it("search finds demo articles by a title word", async () => {
      const { hits, total } = await searchArticles(db(), "security", 10);
      expect(total).toBeGreaterThan(0);
      expect(hits.length).toBeGreaterThan(0);
    });
  },
  seedDemo,
);
