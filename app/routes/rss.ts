import { buildRssFeed } from "~/content/feed.server";
import { getDb } from "~/db/connection.server";
import { siteOrigin } from "~/http/site-url.server";
import type { Route } from "./+types/rss";

export async function loader({ request }: Route.LoaderArgs) {
  const xml = await buildRssFeed(getDb(), siteOrigin(request));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
