import { crossOriginRefusal } from "~/http/json-responses.server";
import { requirePermission } from "~/auth/guards.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { getConfig } from "~/config.server";
import { handleMediaAltUpdate } from "~/media/alt-endpoint.server";
import type { Route } from "./+types/admin-media-alt";

/**
 * Resource route: sets an image's alt text (form fields `id`, `alt`), answered with JSON. Anyone
 * who may open the library may describe its images (the alt text is a suggestion for inserts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) return crossOriginRefusal();
  await requirePermission(request, "media.library", "data", context.services.auth);
  return handleMediaAltUpdate(request, {
    db: context.services.db,
    storage: context.services.media,
  });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
