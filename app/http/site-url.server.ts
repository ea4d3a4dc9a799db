import { getConfig } from "~/config.server";

/** The public origin: SITE_URL when configured, otherwise the origin of the request. */
export function siteOrigin(request: Request): string {
  return getConfig().SITE_URL ?? new URL(request.url).origin;
}
