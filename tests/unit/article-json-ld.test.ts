import { describe, expect, it } from "vitest";
import type { ArticleDetail } from "~/content/types";
import { DEFAULT_ARTICLE_IMAGE, DEFAULT_AUTHOR_NAME, SITE_LOGO } from "~/lib/constants";
import { articleJsonLd, jsonLdText } from "~/lib/article-json-ld";

const ORIGIN = "https://news.example";

function article(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    id: "p1",
    slug: "chips-get-faster",
    title: "Chips get faster",
    excerpt: "A short summary.",
    imageUrl: "/media/chips.jpg",
    date: "2026-01-02T10:00:00.000Z",
    readingMinutes: 4,
    category: { id: "c1", name: "Hardware", slug: "hardware" },
    author: { id: "a1", name: "Ada Writer", avatarUrl: null },
    authors: [{ id: "a1", name: "Ada Writer", avatarUrl: null }],
    content: "<p>Body</p>",
    published: true,
    createdAt: "2026-01-01T09:00:00.000Z",
    updatedAt: "2026-01-03T11:00:00.000Z",
    tags: [{ name: "CPUs", slug: "cpus" }],
    seo: {
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
      canonicalUrl: null,
      noindex: false,
    },
    ...overrides,
  };
}

describe("an article's JSON-LD", () => {
  it("describes the article, its author's page and the site as publisher, with absolute URLs", () => {
    const jsonLd = articleJsonLd(article(), ORIGIN);
    expect(jsonLd).toMatchObject({
      "@type": "NewsArticle",
      headline: "Chips get faster",
      description: "A short summary.",
      image: [`${ORIGIN}/media/chips.jpg`],
      datePublished: "2026-01-02T10:00:00.000Z",
      dateModified: "2026-01-03T11:00:00.000Z",
      author: [{ "@type": "Person", name: "Ada Writer", url: `${ORIGIN}/author/a1` }],
      publisher: { url: ORIGIN, logo: { url: `${ORIGIN}${SITE_LOGO.path}` } },
      mainEntityOfPage: { "@id": `${ORIGIN}/article/chips-get-faster` },
      articleSection: "Hardware",
      keywords: ["CPUs"],
    });
  });

  it("names every author of a co-written article, in byline order", () => {
    const authors = [
      { id: "a2", name: "Bo Second", avatarUrl: null },
      { id: "a1", name: "Ada Writer", avatarUrl: null },
    ];
    const jsonLd = articleJsonLd(article({ author: authors[0], authors }), ORIGIN);
    expect(jsonLd.author).toEqual([
      { "@type": "Person", name: "Bo Second", url: `${ORIGIN}/author/a2` },
      { "@type": "Person", name: "Ada Writer", url: `${ORIGIN}/author/a1` },
    ]);
  });

  it("prefers the editor's search fields: description, social image and canonical address", () => {
    const jsonLd = articleJsonLd(
      article({
        seo: {
          metaTitle: "Faster chips",
          metaDescription: "For search results.",
          socialImage: "https://cdn.example/card.png",
          canonicalUrl: "https://first.example/chips",
          noindex: false,
        },
      }),
      ORIGIN,
    );
    expect(jsonLd.description).toBe("For search results.");
    expect(jsonLd.image).toEqual(["https://cdn.example/card.png"]);
    expect(jsonLd.mainEntityOfPage["@id"]).toBe("https://first.example/chips");
  });

  it("falls back to the default image and author, and leaves out an empty section and keywords", () => {
    const jsonLd = articleJsonLd(
      article({ imageUrl: null, author: null, authors: [], category: null, tags: [] }),
      ORIGIN,
    );
    expect(jsonLd.image).toEqual([`${ORIGIN}${DEFAULT_ARTICLE_IMAGE}`]);
    expect(jsonLd.author).toEqual([{ "@type": "Person", name: DEFAULT_AUTHOR_NAME }]);
    expect(jsonLd).not.toHaveProperty("articleSection");
    expect(jsonLd).not.toHaveProperty("keywords");
  });
});

describe("structured data as script text", () => {
  it("cannot end its script early, and reads back as the same data", () => {
    const data = { headline: "</script><script>alert(1)</script> \u2028 & more" };
    const text = jsonLdText(data);
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual(data);
  });
});
