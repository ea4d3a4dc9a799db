import { buildSitemapIndexXml } from "~/content/feed.server";
import { siteOrigin } from "~/http/site-url.server";
import type { Route } from "./+types/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = await buildSitemapIndexXml(context.services.db, siteOrigin(request));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
