import { requirePermission } from "~/auth/guards.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { getConfig } from "~/config.server";
import { handleMediaDelete } from "~/media/endpoints.server";
import { crossOriginRefusal } from "~/http/json-responses.server";
import type { Route } from "./+types/admin-media-delete";

/** Resource route: deletes one image (form field `id`), answered with JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) return crossOriginRefusal();
  await requirePermission(request, "media.delete", "data", context.services.auth);
  return handleMediaDelete(request, { db: context.services.db, storage: context.services.media });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
