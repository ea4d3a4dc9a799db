import type { MetaDescriptor } from "react-router";
import { SITE_NAME, TAGLINE } from "./constants";

interface PageMeta {
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/article/foo". */
  path: string;
  image?: string | null;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
}

/** The origin from the root loader, for absolute canonical and Open Graph URLs. */
export function originFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { origin?: string } | undefined;
  return root?.origin ?? "";
}

export function pageMeta(origin: string, page: PageMeta): MetaDescriptor[] {
  const title = page.title
    ? `${page.title} | ${SITE_NAME}`
    : `${SITE_NAME} – Technology news and analysis`;
  const description = page.description ?? TAGLINE;
  const url = `${origin}${page.path}`;
  const image = page.image
    ? page.image.startsWith("http")
      ? page.image
      : `${origin}${page.image}`
    : `${origin}/images/og-default.png`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title ?? SITE_NAME },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title ?? SITE_NAME },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
