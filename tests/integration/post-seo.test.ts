import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { getAdminPost } from "~/content/posts.server";
import { updatePost } from "~/content/post-commands.server";
import { getArticleBySlug } from "~/content/articles.server";
import { listSitemapFileEntries } from "~/content/sitemap.server";
import { SEO_LIMITS, SEO_TEXT } from "~/lib/staff-text";
import { fieldErrors, postFormSchema } from "~/lib/schemas";
import { describeEachEngine } from "../helpers/database";
import { testWriter } from "../helpers/writer";

const base = {
  title: "Search appearance",
  excerpt: "The excerpt.",
  content: "<p>Body</p>",
  categoryId: "",
  featuredImage: "",
  published: true,
};

describeEachEngine("search and social fields of a post", ({ db }) => {
  async function insertPost(): Promise<string> {
    const id = randomUUID();
    await db()
      .insertInto("posts")
      .values({
        id,
        title: "Search appearance",
        slug: `seo-${id}`,
        excerpt: "The excerpt.",
        content: "<p>Body</p>",
        content_text: "Body",
        word_count: 1,
        published: true,
        published_at: new Date().toISOString(),
        author_id: null,
        category_id: null,
      })
      .execute();
    return id;
  }

  it("are saved from the form, read back by the editor and the article, and cleared by empty values", async () => {
    const id = await insertPost();
    const slug = `seo-${id}`;
    const seo = {
      metaTitle: "A sharper title for search",
      metaDescription: "What the result says under the title.",
      socialImage: "/media/uploads/card.webp",
      canonicalUrl: "https://first.example/story",
      noindex: true,
    };
    await updatePost(testWriter(db()), id, postFormSchema.parse({ ...base, slug, ...seo }), []);
    expect((await getAdminPost(db(), id))!.seo).toEqual(seo);
    expect((await getArticleBySlug(db(), slug))!.seo).toEqual(seo);

    await updatePost(testWriter(db()), id, postFormSchema.parse({ ...base, slug }), []);
    expect((await getArticleBySlug(db(), slug))!.seo).toEqual({
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
      canonicalUrl: null,
      noindex: false,
    });
  });

  it("a save that leaves them out (an import, a script) keeps them", async () => {
    const id = await insertPost();
    const slug = `seo-${id}`;
    await updatePost(
      testWriter(db()),
      id,
      postFormSchema.parse({ ...base, slug, metaTitle: "Kept", noindex: true }),
      [],
    );
    await updatePost(testWriter(db()), id, { ...base, slug, title: "New title" }, []);
    expect((await getArticleBySlug(db(), slug))!.seo).toMatchObject({
      metaTitle: "Kept",
      noindex: true,
    });
  });

  it("the sitemap leaves noindex posts out", async () => {
    const shown = await insertPost();
    const hidden = await insertPost();
    await updatePost(
      testWriter(db()),
      hidden,
      postFormSchema.parse({ ...base, slug: `seo-${hidden}`, noindex: true }),
      [],
    );
    const paths = (await listSitemapFileEntries(db(), { kind: "articles", number: 1 }))!.map(
      (entry) => entry.path,
    );
    expect(paths).toContain(`/article/seo-${shown}`);
    expect(paths).not.toContain(`/article/seo-${hidden}`);
  });
});

it.each([
  ["a javascript: canonical", { canonicalUrl: "javascript:alert(1)" }, "canonicalUrl"],
  ["a relative canonical", { canonicalUrl: "/article/elsewhere" }, "canonicalUrl"],
  ["an ftp canonical", { canonicalUrl: "ftp://files.example/a" }, "canonicalUrl"],
  ["a data: social image", { socialImage: "data:image/png;base64,AAAA" }, "socialImage"],
  ["an overlong meta title", { metaTitle: "x".repeat(SEO_LIMITS.metaTitle.max + 1) }, "metaTitle"],
  [
    "an overlong meta description",
    { metaDescription: "x".repeat(SEO_LIMITS.metaDescription.max + 1) },
    "metaDescription",
  ],
])("the form refuses %s with a message on that field", (_, fields, field) => {
  const parsed = postFormSchema.safeParse({ ...base, slug: "a-post", ...fields });
  expect(parsed.success).toBe(false);
  const errors = fieldErrors(parsed.error!);
  expect(Object.keys(errors)).toEqual([field]);
  if (field === "canonicalUrl") expect(errors[field]).toBe(SEO_TEXT.canonicalInvalid);
});
