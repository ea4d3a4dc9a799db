import { buildRssFeed } from "~/content/feed.server";
import { siteOrigin } from "~/http/site-url.server";
import type { Route } from "./+types/rss";

export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = await buildRssFeed(context.services.db, siteOrigin(request));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
