import type { ArticleDetail } from "~/content/types";
import { DEFAULT_ARTICLE_IMAGE, DEFAULT_AUTHOR_NAME, SITE_LOGO, SITE_NAME } from "./constants";

/**
 * The article's schema.org NewsArticle for search engines: its social image (or its own, or the
 * default), its dates, its author's page, the site as publisher, and the canonical address it
 * names (a post first published elsewhere points there).
 */
export function articleJsonLd(
  article: Omit<ArticleDetail, "content">,
  origin: string,
  commentCount = 0,
) {
  const { seo } = article;
  const url = `${origin}/article/${article.slug}`;
  const image = seo.socialImage ?? article.imageUrl ?? DEFAULT_ARTICLE_IMAGE;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: seo.metaDescription ?? article.excerpt,
    image: [absoluteImageUrl(origin, image)],
    datePublished: article.date,
    dateModified: article.updatedAt,
    // Every author in byline order (schema.org takes a list of people).
    author:
      article.authors.length > 0
        ? article.authors.map((author) => ({
            "@type": "Person",
            name: author.name ?? DEFAULT_AUTHOR_NAME,
            url: `${origin}/author/${author.id}`,
          }))
        : [{ "@type": "Person", name: DEFAULT_AUTHOR_NAME }],
    publisher: {
      "@type": "Organization",
      name: SITE_NAME,
      url: origin,
      logo: {
        "@type": "ImageObject",
        url: `${origin}${SITE_LOGO.path}`,
        width: SITE_LOGO.size,
        height: SITE_LOGO.size,
      },
    },
    commentCount,
    mainEntityOfPage: { "@type": "WebPage", "@id": seo.canonicalUrl ?? url },
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.map((tag) => tag.name) } : {}),
  };
}

/** An image address as search engines need it: absolute, on this site unless it is elsewhere. */
function absoluteImageUrl(origin: string, image: string): string {
  return /^https?:\/\//.test(image) ? image : `${origin}${image}`;
}

/** Structured data as the text of a <script>: `<` is escaped so content cannot close the tag. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
