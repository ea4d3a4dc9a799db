import { buildSitemapFileXml } from "~/content/feed.server";
import { parseSitemapFileName } from "~/content/sitemap.server";
import { siteOrigin } from "~/http/site-url.server";
import type { Route } from "./+types/sitemap-file";

/** One file of the sitemap index: /sitemaps/pages.xml or /sitemaps/articles-N.xml. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const file = parseSitemapFileName(params.file);
  const xml = file
    ? await buildSitemapFileXml(context.services.db, siteOrigin(request), file)
    : null;
  if (!xml) {
    return new Response("No such sitemap file.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
