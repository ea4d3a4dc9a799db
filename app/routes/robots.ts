import { robotsTxt } from "~/content/feed.server";
import { siteOrigin } from "~/http/site-url.server";
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
