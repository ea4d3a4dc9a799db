import { expect, it } from "vitest";
import { getAdminPost, listAdminPosts, parseTagList } from "~/content/posts.server";
import {
  createPostFromEditor,
  deletePost,
  setPostPublished,
  updatePost,
} from "~/content/post-commands.server";
import { DuplicateSlugError } from "~/content/post-errors";
import { getArticleBySlug } from "~/content/articles.server";
import { listSitemapEntries } from "~/content/sitemap.server";
import { getDashboardCounts } from "~/stats/site-counts.server";
import { pageOfArticles } from "~/content/articles.server";
import { postFormSchema } from "~/lib/schemas";
import { describeEachEngine, seedDemo } from "../helpers/database";
import { testWriter } from "../helpers/writer";

const query = { status: "all" as const, categoryId: null, search: "", page: 1, pageSize: 20 };

describeEachEngine(
  "admin posts",
  ({ db }) => {
    it("lists every post newest first, with drafts, filters and paging", async () => {
      const all = await listAdminPosts(db(), query);
      expect(all.total).toBe(54);
      expect(all.items).toHaveLength(20);
      const dates = all.items.map((item) => item.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const drafts = await listAdminPosts(db(), { ...query, status: "draft" });
      expect(drafts.total).toBe(3);
      expect(drafts.items.every((item) => !item.published)).toBe(true);
      const published = await listAdminPosts(db(), { ...query, status: "published" });
      expect(published.total).toBe(51);
      const third = await listAdminPosts(db(), { ...query, page: 3 });
      expect(third.items).toHaveLength(14);
      const search = await listAdminPosts(db(), {
        ...query,
        search: all.items[0]!.title.slice(2, 12).toUpperCase(),
      });
      expect(search.items.map((item) => item.id)).toContain(all.items[0]!.id);
      const category = all.items.find((item) => item.category)!.category!;
      const inCategory = await listAdminPosts(db(), {
        ...query,
        categoryId: category.id,
        pageSize: 100,
      });
      expect(inCategory.items.every((item) => item.category?.id === category.id)).toBe(true);
    });

    it("creates a sanitized post that is first in the admin and on the public site", async () => {
      const input = postFormSchema.parse({
        title: "Admin written story",
        slug: "admin-written-story",
        excerpt: "Short.",
        content:
          '<h2>Heading</h2><p>Body <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
        categoryId: "",
        featuredImage: "",
        published: true,
      });
      const author = await db().selectFrom("profiles").select("id").executeTakeFirstOrThrow();
      const id = await createPostFromEditor(testWriter(db()), input, author.id);
      const first = (await listAdminPosts(db(), query)).items[0]!;
      expect(first).toMatchObject({ id, title: "Admin written story", published: true });
      const stored = await db()
        .selectFrom("posts")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stored.content).not.toContain("script");
      expect(stored.content).not.toContain("javascript:");
      expect(stored.content_text).toContain("Heading");
      expect((await pageOfArticles(db(), {}, 1, 1)).items[0]?.id).toBe(id);

      await expect(createPostFromEditor(testWriter(db()), input, author.id)).rejects.toBeInstanceOf(
        DuplicateSlugError,
      );
      const counts = await getDashboardCounts(db());
      expect(counts).toMatchObject({ posts: 55, publishedPosts: 52, categories: 6 });
    });

    it("edits every field and tags, keeps the first publication date, unpublishes and deletes", async () => {
      const author = await db().selectFrom("profiles").select("id").executeTakeFirstOrThrow();
      const base = postFormSchema.parse({
        title: "Draft first",
        slug: "draft-first",
        content: "<p>Draft body</p>",
        published: false,
      });
      const id = await createPostFromEditor(testWriter(db()), base, author.id);
      let post = (await getAdminPost(db(), id))!;
      expect(post.publishedAt).toBeNull();
      expect(await getArticleBySlug(db(), "draft-first")).toBeNull();
      expect((await getArticleBySlug(db(), "draft-first", { includeDrafts: true }))?.id).toBe(id);

      const categoryId = (
        await db().selectFrom("categories").select("id").executeTakeFirstOrThrow()
      ).id;
      const edited = {
        ...base,
        title: "Now published",
        slug: "now-published",
        published: true,
        categoryId,
      };
      expect(
        await updatePost(testWriter(db()), id, edited, parseTagList("AI, Brand New Tag, ai")),
      ).toBe(true);
      post = (await getAdminPost(db(), id))!;
      expect(post).toMatchObject({
        title: "Now published",
        slug: "now-published",
        published: true,
        categoryId,
      });
      expect(post.tags.map((tag) => tag.slug).sort()).toEqual(["ai", "brand-new-tag"]);
      const firstPublished = post.publishedAt;
      expect(firstPublished).not.toBeNull();
      expect(post.updatedAt >= post.createdAt).toBe(true);
      expect((await getArticleBySlug(db(), "now-published"))?.title).toBe("Now published");

      const sitemapPaths = async () => (await listSitemapEntries(db())).map((entry) => entry.path);
      expect(await sitemapPaths()).toContain("/article/now-published");
      expect((await setPostPublished(testWriter(db()), id, false, { by: null })).found).toBe(true);
      expect(await getArticleBySlug(db(), "now-published")).toBeNull();
      expect(await sitemapPaths()).not.toContain("/article/now-published");
      expect((await setPostPublished(testWriter(db()), id, true, { by: null })).found).toBe(true);
      expect((await getAdminPost(db(), id))!.publishedAt).toBe(firstPublished);

      const other = await createPostFromEditor(
        testWriter(db()),
        { ...base, slug: "taken-slug" },
        author.id,
      );
      await expect(
        updatePost(testWriter(db()), id, { ...edited, slug: "taken-slug" }, []),
      ).rejects.toBeInstanceOf(DuplicateSlugError);
      expect(await deletePost(testWriter(db()), other, null)).toBe(true);
      expect(await deletePost(testWriter(db()), id, null)).toBe(true);
      expect(await deletePost(testWriter(db()), id, null)).toBe(false);
      expect(await getArticleBySlug(db(), "now-published", { includeDrafts: true })).toBeNull();
      expect(await updatePost(testWriter(db()), id, edited, [])).toBe(false);
    });

    it("validates the form: required fields, slug shape, image address", () => {
      const bad = postFormSchema.safeParse({
        title: " ",
        slug: "-Bad Slug-",
        content: "<p> </p>",
        featuredImage: "javascript:alert(1)",
        published: true,
      });
      expect(bad.success).toBe(false);
      const paths = bad.error!.issues.map((issue) => issue.path[0]);
      expect(paths).toEqual(expect.arrayContaining(["title", "slug", "content", "featuredImage"]));
    });
  },
  seedDemo,
);
