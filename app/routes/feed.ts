import { buildFeed, type FeedFormat, type FeedScope } from "~/content/feed.server";
import { siteOrigin } from "~/http/site-url.server";
import { z } from "~/lib/zod";
import type { Route } from "./+types/feed";

/** A slug or id from the address: the listing pages accept the same. */
const listingParam = z.string().trim().min(1).max(200);

const CONTENT_TYPE: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

/**
 * The feeds, RSS 2.0 (`…/rss`) and JSON Feed 1.1 (`…/feed.json`): the site's (`/rss`,
 * `/feed.json`) and each category's, topic's and author's, registered in app/routes.ts.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const format: FeedFormat = new URL(request.url).pathname.endsWith("/feed.json") ? "json" : "rss";
  const scope = scopeOf(params);
  const feed = scope && (await buildFeed(context.services.db, siteOrigin(request), scope, format));
  if (!feed) {
    return new Response("No such feed.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(feed, {
    headers: { "Content-Type": CONTENT_TYPE[format], "Cache-Control": "public, max-age=300" },
  });
}

function scopeOf(params: Route.LoaderArgs["params"]): FeedScope | null {
  const [name, value] =
    "categorySlug" in params
      ? ["category", params.categorySlug]
      : "topic" in params
        ? ["topic", params.topic]
        : "authorId" in params
          ? ["author", params.authorId]
          : ["site", undefined];
  if (name === "site") return { kind: "site" };
  const parsed = listingParam.safeParse(value);
  if (!parsed.success) return null;
  if (name === "category") return { kind: "category", slug: parsed.data };
  if (name === "topic") return { kind: "topic", slug: parsed.data };
  return { kind: "author", id: parsed.data };
}
