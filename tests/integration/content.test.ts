import { expect, it } from "vitest";
import {
  countArticles,
  getArticleBySlug,
  cardsOfLists,
  relatedArticleIds,
  listFeedItems,
  pageOfArticles,
  type ListFilter,
} from "~/content/articles.server";
import type { Actor } from "~/auth/policy";
import { getArticlePage } from "~/content/article-page.server";
import { getAuthorProfile } from "~/content/authors.server";
import { listSitemapEntries } from "~/content/sitemap.server";
import { countTopics, getTag, listCategories } from "~/taxonomy/taxonomy.server";
import type { Db } from "~/db/connection.server";
import { MORE_ARTICLES_LIMIT } from "~/lib/constants";
import { describeEachEngine } from "../helpers/database";
import { FIXTURE_IDS, POST, PUBLISHED_NEWEST_FIRST, seedFixtures } from "../helpers/fixtures";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A listing's newest `count` cards: its first page, `count` to a page. */
async function newestOf(db: Db, filter: ListFilter, count: number) {
  return (await pageOfArticles(db, filter, 1, count)).items;
}

describeEachEngine(
  "content queries",
  ({ db }) => {
    it("lists published articles newest first, drafts never", async () => {
      const items = await newestOf(db(), {}, 100);
      expect(items.map((a) => a.id)).toEqual(PUBLISHED_NEWEST_FIRST);
      expect(items[0]!.date).toBe("2026-01-10T09:30:00.000Z");
      for (const item of items) expect(item.date).toMatch(ISO);
    });

    it("maps cards with category, author and reading time", async () => {
      const [b2] = await newestOf(db(), { categorySlug: "beta" }, 1);
      expect(b2).toEqual({
        id: POST.b2,
        slug: "beta-two",
        title: "Beta two",
        excerpt: "Excerpt of Beta two.",
        imageUrl: "/media/covers/beta-two.webp",
        date: "2026-01-06T09:30:00.000Z",
        readingMinutes: 1,
        category: { id: FIXTURE_IDS.beta, name: "Beta", slug: "beta" },
        author: { id: FIXTURE_IDS.ada, name: "Ada Lovelace", avatarUrl: null },
        authors: [{ id: FIXTURE_IDS.ada, name: "Ada Lovelace", avatarUrl: null }],
      });
      const orphan = (await newestOf(db(), {}, 1))[0]!;
      expect(orphan.id).toBe(POST.orphan);
      expect(orphan.category).toBeNull();
      expect(orphan.author).toBeNull();
    });

    it("filters by category, tag and author", async () => {
      const beta = await newestOf(db(), { categorySlug: "beta" }, 100);
      expect(beta.map((a) => a.id)).toEqual([POST.b2, POST.b1]);
      const k8s = await newestOf(db(), { tagSlug: "kubernetes" }, 100);
      expect(k8s.map((a) => a.id)).toEqual([POST.b2, POST.a4, POST.a1]);
      const both = await newestOf(db(), { tagSlug: "security", categorySlug: "alpha" }, 100);
      expect(both.map((a) => a.id)).toEqual([POST.a4, POST.a2]);
      const bob = await newestOf(db(), { authorId: FIXTURE_IDS.bob }, 100);
      expect(bob.map((a) => a.id)).toEqual([POST.a3]);
      expect(await newestOf(db(), { categorySlug: "empty" }, 100)).toEqual([]);
      expect(await newestOf(db(), { categorySlug: "nope" }, 100)).toEqual([]);
      expect(await newestOf(db(), { tagSlug: "nope" }, 100)).toEqual([]);
    });

    it("counts published articles only, as numbers", async () => {
      expect(await countArticles(db(), {})).toBe(10);
      expect(await countArticles(db(), { categorySlug: "alpha" })).toBe(7);
      expect(await countArticles(db(), { categorySlug: "beta" })).toBe(2);
      expect(await countArticles(db(), { tagSlug: "kubernetes" })).toBe(3);
      expect(await countArticles(db(), { tagSlug: "security" })).toBe(2);
      expect(await countArticles(db(), { categorySlug: "empty" })).toBe(0);
    });

    it("pages with totals; out-of-range pages are empty", async () => {
      const first = await pageOfArticles(db(), {}, 1, 4);
      expect(first).toMatchObject({ total: 10, page: 1, pageCount: 3 });
      expect(first.items.map((a) => a.id)).toEqual(PUBLISHED_NEWEST_FIRST.slice(0, 4));
      const last = await pageOfArticles(db(), {}, 3, 4);
      expect(last.items.map((a) => a.id)).toEqual(PUBLISHED_NEWEST_FIRST.slice(8));
      const beyond = await pageOfArticles(db(), {}, 4, 4);
      expect(beyond).toMatchObject({ items: [], total: 10, pageCount: 3 });
      const alpha = await pageOfArticles(db(), { categorySlug: "alpha" }, 2, 4);
      expect(alpha).toMatchObject({ total: 7, pageCount: 2 });
      expect(alpha.items).toHaveLength(3);
      const empty = await pageOfArticles(db(), { categorySlug: "empty" }, 1, 4);
      expect(empty).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
    });

    it("gets an article by slug with tags; drafts only with includeDrafts", async () => {
      const article = await getArticleBySlug(db(), "alpha-four");
      expect(article).toMatchObject({
        id: POST.a4,
        published: true,
        createdAt: "2026-01-04T09:30:00.000Z",
        updatedAt: "2026-01-04T09:30:00.000Z",
        tags: [
          { name: "Kubernetes", slug: "kubernetes" },
          { name: "Security", slug: "security" },
        ],
      });
      expect(typeof article!.published).toBe("boolean");
      expect(article!.content).toContain("<p>");

      const draftSlug = "draft-kubernetes-boldface-secret";
      expect(await getArticleBySlug(db(), draftSlug)).toBeNull();
      const draft = await getArticleBySlug(db(), draftSlug, { includeDrafts: true });
      expect(draft).toMatchObject({ id: POST.draft, published: false });
      expect(draft!.published).toBe(false);
      expect(draft!.date).toBe("2026-01-20T09:30:00.000Z");
      expect(await getArticleBySlug(db(), "no-such-article")).toBeNull();
      expect(await getArticleBySlug(db(), "")).toBeNull();
    });

    it("previews a draft at its address only for the staff who may open it in the editor", async () => {
      const slug = "draft-kubernetes-boldface-secret";
      const { ada, bob } = FIXTURE_IDS; // ada wrote the draft
      const shown = async (viewer: Actor | null) =>
        (await getArticlePage(db(), slug, viewer))?.article.id ?? null;
      for (const viewer of [
        { id: ada, role: "contributor" },
        { id: ada, role: "author" },
        { id: bob, role: "editor" },
        { id: bob, role: "admin" },
      ] as const) {
        expect(await shown(viewer), `${viewer.role} ${viewer.id}`).toBe(POST.draft);
      }
      for (const viewer of [
        null,
        { id: bob, role: null },
        { id: bob, role: "contributor" },
        { id: bob, role: "author" },
      ] as const) {
        expect(await shown(viewer), JSON.stringify(viewer)).toBeNull();
      }
      // A published article is everyone's.
      expect((await getArticlePage(db(), "alpha-four", null))?.article.id).toBe(POST.a4);
    });

    it("related: same category, newest first, never itself or a draft, limited", async () => {
      const a4 = (await getArticleBySlug(db(), "alpha-four"))!;
      expect(await relatedArticleIds(db(), a4)).toEqual([POST.markup, POST.bodyHit, POST.titleHit]);
      // The newest of the category is left out when it is the article itself.
      const markup = (await getArticleBySlug(db(), "generic-markup"))!;
      expect(await relatedArticleIds(db(), markup)).toEqual([POST.bodyHit, POST.titleHit, POST.a4]);
      const all = await newestOf(db(), { categorySlug: "alpha" }, 100);
      expect(all.map((a) => a.id)).not.toContain(POST.draft);
      expect(all).toHaveLength(7);
      for (const item of all) expect(item.category?.slug).toBe("alpha");
      const orphan = (await getArticleBySlug(db(), "orphan-post"))!;
      expect(await relatedArticleIds(db(), orphan)).toEqual([]);
    });

    it("more articles: the newest published, never the article itself or its related", async () => {
      const page = (await getArticlePage(db(), "alpha-four", null))!;
      const related = page.related.map((card) => card.id);
      expect(related).toEqual([POST.markup, POST.bodyHit, POST.titleHit]);
      const shown = new Set([POST.a4, ...related]);
      const more = page.more.map((card) => card.id);
      expect(more).toHaveLength(MORE_ARTICLES_LIMIT);
      expect(more).toEqual(
        PUBLISHED_NEWEST_FIRST.filter((id) => !shown.has(id)).slice(0, MORE_ARTICLES_LIMIT),
      );
    });

    it("listings read together: each in its own order and length, as read alone", async () => {
      const lists = [
        await newestOf(db(), {}, 5),
        await newestOf(db(), { categorySlug: "alpha" }, 3),
      ];
      const idLists = lists.map((list) => list.map((card) => card.id));
      const together = await cardsOfLists(db(), idLists);
      expect(together).toEqual(lists);
      // The lists share articles here, so one card query served both.
      const ids = together.map((list) => list.map((card) => card.id));
      expect(ids[0]!.some((id) => ids[1]!.includes(id))).toBe(true);
      expect(await cardsOfLists(db(), [])).toEqual([]);
      expect(await cardsOfLists(db(), [[], []])).toEqual([[], []]);
    });

    it("feed items: newest published with their bodies as shown", async () => {
      const items = await listFeedItems(db(), 3);
      expect(items.map((a) => a.id)).toEqual(PUBLISHED_NEWEST_FIRST.slice(0, 3));
      expect(items[0]!.updatedAt).toMatch(ISO);
      expect(items[1]!.html).toContain("&lt;b&gt;boldface");
      const all = await listFeedItems(db(), 100);
      expect(all.map((a) => a.id)).not.toContain(POST.draft);
    });

    it("topic counts: published only, in the given order, 0 for unknown", async () => {
      const counts = await countTopics(db(), [
        { name: "Sec", slug: "security" },
        { name: "Nope", slug: "nope" },
        { name: "K8s", slug: "kubernetes" },
      ]);
      expect(counts).toEqual([
        { name: "Sec", slug: "security", count: 2 },
        { name: "Nope", slug: "nope", count: 0 },
        { name: "K8s", slug: "kubernetes", count: 3 },
      ]);
      expect(await countTopics(db(), [])).toEqual([]);
    });

    it("categories in position order; tags by slug", async () => {
      const categories = await listCategories(db());
      expect(categories.map((c) => c.slug)).toEqual(["alpha", "beta", "empty"]);
      expect(categories[0]).toEqual({
        id: FIXTURE_IDS.alpha,
        name: "Alpha",
        slug: "alpha",
        description: "",
        icon: "",
        color: "",
        position: 1,
      });
      expect(await getTag(db(), "kubernetes")).toEqual({ name: "Kubernetes", slug: "kubernetes" });
      expect(await getTag(db(), "nope")).toBeNull();
    });

    it("author profiles with their links", async () => {
      expect(await getAuthorProfile(db(), FIXTURE_IDS.ada)).toEqual({
        id: FIXTURE_IDS.ada,
        name: "Ada Lovelace",
        avatarUrl: null,
        bio: null,
        roleTitle: null,
        links: [{ label: "GitHub", href: "https://github.com/ada" }],
      });
      expect(await getAuthorProfile(db(), FIXTURE_IDS.bob)).toMatchObject({
        name: null,
        links: [],
      });
      expect(await getAuthorProfile(db(), "nobody")).toBeNull();
    });

    it("sitemap: public URLs only, drafts and empty topics left out", async () => {
      const entries = await listSitemapEntries(db());
      const paths = entries.map((e) => e.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(paths).toContain("/");
      expect(paths).toContain("/category/alpha");
      expect(paths).toContain("/topics/kubernetes");
      expect(paths).toContain(`/author/${FIXTURE_IDS.ada}`);
      expect(paths).toContain(`/author/${FIXTURE_IDS.bob}`);
      expect(paths).not.toContain("/article/draft-kubernetes-boldface-secret");
      const articles = entries.filter((e) => e.path.startsWith("/article/"));
      expect(articles).toHaveLength(10);
      // Article files list the oldest first, so a file keeps its URLs as new ones arrive.
      expect(articles.at(-1)).toEqual({
        path: "/article/orphan-post",
        lastModified: "2026-01-10T09:30:00.000Z",
      });
    });
  },
  seedFixtures,
);
