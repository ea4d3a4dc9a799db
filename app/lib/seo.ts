import type { MetaDescriptor } from "react-router";
import type { ArticleDetail } from "~/content/types";
import {
  DEFAULT_ARTICLE_IMAGE,
  DEFAULT_AUTHOR_NAME,
  SITE_LOGO,
  SITE_NAME,
  TAGLINE,
} from "./constants";

interface PageMeta {
  title?: string;
  /** The whole document title, as written (an article's meta title); no site name is added. */
  fullTitle?: string;
  /** An absolute canonical URL elsewhere (a post first published on another site). */
  canonicalUrl?: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/article/foo". */
  path: string;
  image?: string | null;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
}

/** What every page's meta tags need from the root loader: the origin and the site's settings. */
export interface MetaSite {
  origin: string;
  siteName: string;
  description: string;
}

/** The origin (for absolute canonical and Open Graph URLs) and site settings from the root. */
export function metaSiteFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): MetaSite {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { origin?: string; site?: { title?: string; description?: string; tagline?: string } }
    | undefined;
  return {
    origin: root?.origin ?? "",
    siteName: root?.site?.title || SITE_NAME,
    description: root?.site?.description || root?.site?.tagline || TAGLINE,
  };
}

export function pageMeta(site: MetaSite, page: PageMeta): MetaDescriptor[] {
  const { origin, siteName } = site;
  const title =
    page.fullTitle ??
    (page.title ? `${page.title} | ${siteName}` : `${siteName} – Technology news and analysis`);
  const cardTitle = page.fullTitle ?? page.title ?? siteName;
  const description = page.description ?? site.description;
  const url = `${origin}${page.path}`;
  const image = page.image
    ? page.image.startsWith("http")
      ? page.image
      : `${origin}${page.image}`
    : `${origin}/images/og-default.png`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: page.canonicalUrl ?? url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: cardTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: page.canonicalUrl ?? url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: cardTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** An image address as search engines need it: absolute, on this site unless it is elsewhere. */
export function absoluteImageUrl(origin: string, image: string): string {
  return /^https?:\/\//.test(image) ? image : `${origin}${image}`;
}

/**
 * The article's schema.org NewsArticle for search engines: its social image (or its own, or the
 * default), its dates, its author's page, the site as publisher, and the canonical address it
 * names (a post first published elsewhere points there).
 */
/** NewsArticle structured data; everything but the body, which it does not use. */
export function articleJsonLd(article: Omit<ArticleDetail, "content">, origin: string) {
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
    author: article.author
      ? {
          "@type": "Person",
          name: article.author.name ?? DEFAULT_AUTHOR_NAME,
          url: `${origin}/author/${article.author.id}`,
        }
      : { "@type": "Person", name: DEFAULT_AUTHOR_NAME },
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
    mainEntityOfPage: { "@type": "WebPage", "@id": seo.canonicalUrl ?? url },
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.map((tag) => tag.name) } : {}),
  };
}
