import type { MetaDescriptor } from "react-router";
import { SITE_NAME, TAGLINE } from "./constants";

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
