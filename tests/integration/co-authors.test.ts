import GhostContentAPI from "@tryghost/content-api";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { canOnPost } from "~/auth/policy";
import { getArticleBySlug, newestArticles, pageOfArticles } from "~/content/articles.server";
import { getAuthorPage } from "~/content/author-page.server";
import { listFeedItems } from "~/content/articles.server";
import { authorIdsOfPost, postAuthorsProblem } from "~/content/post-authors.server";
import { createPost, updatePost } from "~/content/post-commands.server";
import { getPostOwnership, listAdminPosts } from "~/content/posts.server";
import { rotateContentApiKey } from "~/ghost-api/content-keys.server";
import { postFormSchema } from "~/lib/schemas";
import { describeEachEngine, insertTestPost, insertTestUser } from "../helpers/database";
import { FIXTURE_IDS, seedFixtures } from "../helpers/fixtures";
import { startContentApiServer } from "../helpers/content-api-server";
import { testWriter } from "../helpers/writer";

const { ada, bob } = FIXTURE_IDS;

/** A published post by Bob, then Ada (Bob is its primary author). */
async function coWritten(db: Parameters<typeof createPost>[0]["db"]) {
  return createPost(testWriter(db), {
    title: "Written together",
    slug: "written-together",
    excerpt: "Two bylines.",
    content: "<p>Both wrote it.</p>",
    featuredImage: null,
    published: true,
    categoryId: FIXTURE_IDS.alpha,
    authorId: bob,
    authorIds: [bob, ada],
    createdAt: "2026-02-01T09:00:00.000Z",
  });
}

describeEachEngine(
  "several authors per post",
  ({ db }) => {
    it("keeps the byline's order on the card, the article and in the feed", async () => {
      const id = await coWritten(db());
      const [card] = await newestArticles(db(), 1);
      expect(card!.id).toBe(id);
      expect(card!.authors.map((author) => author.id)).toEqual([bob, ada]);
      expect(card!.author?.id).toBe(bob);
      const article = await getArticleBySlug(db(), "written-together");
      expect(article!.authors.map((author) => author.name)).toEqual([null, "Ada Lovelace"]);
      const [item] = await listFeedItems(db(), 1);
      expect(item!.authors.map((author) => author.id)).toEqual([bob, ada]);
      const row = await db()
        .selectFrom("posts")
        .select("author_id")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.author_id).toBe(bob);
    });

    it("lists a co-written post on every author's page and counts it for each", async () => {
      const before = (await getAuthorPage(db(), ada, 1))!.articles.total;
      const bobBefore = (await getAuthorPage(db(), bob, 1))!.articles.total;
      const id = await coWritten(db());
      const adaPage = (await getAuthorPage(db(), ada, 1))!.articles;
      expect(adaPage.total).toBe(before + 1);
      expect(adaPage.items[0]!.id).toBe(id);
      const bobPage = (await getAuthorPage(db(), bob, 1))!.articles;
      expect(bobPage.total).toBe(bobBefore + 1);
      expect(bobPage.items.map((card) => card.id)).toContain(id);
      const adaFeed = await listFeedItems(db(), 20, { authorId: ada });
      expect(adaFeed.map((item) => item.id)).toContain(id);
    });

    it("an editor's new byline replaces the old one; the author pages follow", async () => {
      const id = await coWritten(db());
      const input = postFormSchema.parse({
        title: "Written together",
        slug: "written-together",
        excerpt: "Two bylines.",
        content: "<p>Both wrote it.</p>",
        categoryId: FIXTURE_IDS.alpha,
        published: true,
      });
      await updatePost(testWriter(db()), id, input, [], { authorIds: [ada] });
      expect(await authorIdsOfPost(db(), id)).toEqual([ada]);
      const bobPage = await pageOfArticles(db(), { authorId: bob }, 1, 50);
      expect(bobPage.items.map((card) => card.id)).not.toContain(id);
      // Saving without a byline keeps the authors it has.
      await updatePost(testWriter(db()), id, input, []);
      expect(await authorIdsOfPost(db(), id)).toEqual([ada]);
    });

    it("any author of a post owns it: a co-author may edit it and sees it in their list", async () => {
      const id = await coWritten(db());
      const ownership = (await getPostOwnership(db(), id))!;
      expect(ownership.authorIds).toEqual([bob, ada]);
      expect(canOnPost({ id: ada, role: "author" }, "edit", ownership)).toBe(true);
      expect(canOnPost({ id: ada, role: "author" }, "publish", ownership)).toBe(true);
      expect(canOnPost({ id: "someone-else", role: "author" }, "edit", ownership)).toBe(false);
      const draft = { ...ownership, published: false };
      expect(canOnPost({ id: ada, role: "contributor" }, "edit", draft)).toBe(true);
      expect(canOnPost({ id: ada, role: "contributor" }, "edit", ownership)).toBe(false);
      const mine = await listAdminPosts(db(), {
        status: "all",
        categoryId: null,
        search: "",
        page: 1,
        pageSize: 50,
        authorId: ada,
      });
      expect(mine.items.map((row) => row.id)).toContain(id);
    });

    it("checks an editor's byline: someone, staff (or already on it), each once", async () => {
      await insertTestUser(db(), { id: "staff-1", name: "Staff One", email: "s1@example.test" });
      await db().updateTable("user").set({ role: "author" }).where("id", "=", "staff-1").execute();
      await db().insertInto("profiles").values({ id: "staff-1", full_name: "Staff One" }).execute();
      await insertTestUser(db(), { id: "reader-1", name: "Reader", email: "r1@example.test" });
      await db().insertInto("profiles").values({ id: "reader-1", full_name: "Reader" }).execute();
      expect(await postAuthorsProblem(db(), [], [])).toMatch(/at least one author/);
      expect(await postAuthorsProblem(db(), ["staff-1", "staff-1"], [])).toMatch(/only once/);
      expect(await postAuthorsProblem(db(), ["staff-1", "reader-1"], [])).toMatch(/staff/);
      expect(await postAuthorsProblem(db(), ["staff-1", "nobody"], [])).toMatch(/staff/);
      expect(await postAuthorsProblem(db(), ["staff-1"], [])).toBeNull();
      // A writer already on the byline (a seeded, imported or guest author) may stay on it.
      expect(await postAuthorsProblem(db(), ["guest", "staff-1"], ["guest"])).toBeNull();
      expect(await postAuthorsProblem(db(), ["guest", "reader-1"], ["guest"])).toMatch(/staff/);
    });

    it("a post written straight into the table gets its author as its byline", async () => {
      const id = await insertTestPost(db(), { published: true, authorId: ada });
      expect(await authorIdsOfPost(db(), id)).toEqual([ada]);
    });
  },
  seedFixtures,
);

describeEachEngine(
  "several authors in Ghost's Content API",
  ({ db }) => {
    let server: Awaited<ReturnType<typeof startContentApiServer>>;
    let key = "";
    beforeAll(async () => {
      server = await startContentApiServer(db);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      key = await rotateContentApiKey(testWriter(db()));
      await coWritten(db());
    });
    const client = () => GhostContentAPI({ url: server.url, key, version: "v6.0" });

    it("gives `authors` in byline order and the first as `primary_author`", async () => {
      const post = await client().posts.read({ slug: "written-together" }, { include: "authors" });
      const authors = post.authors as { id: string }[];
      expect(authors.map((author) => author.id)).toEqual([bob, ada]);
      expect((post.primary_author as { id: string }).id).toBe(bob);
    });

    it("filters by any author, and by the primary one", async () => {
      const byAda = await client().posts.browse({ filter: `author:${ada}`, limit: "all" });
      expect(byAda.map((post) => post.slug)).toContain("written-together");
      const primaryAda = await client().posts.browse({
        filter: `primary_author:${ada}`,
        limit: "all",
      });
      expect(primaryAda.map((post) => post.slug)).not.toContain("written-together");
      const notAda = await client().posts.browse({ filter: `author:-${ada}`, limit: "all" });
      expect(notAda.map((post) => post.slug)).not.toContain("written-together");
    });

    it("counts a co-written post for each of its authors", async () => {
      const authors = await client().authors.browse({ include: "count.posts" });
      const count = (id: string) =>
        (authors.find((author) => author.id === id)!.count as { posts: number }).posts;
      const published = async (id: string) =>
        (await pageOfArticles(db(), { authorId: id }, 1, 1)).total;
      expect(count(ada)).toBe(await published(ada));
      expect(count(bob)).toBe(await published(bob));
    });
  },
  seedFixtures,
);
