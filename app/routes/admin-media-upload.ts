import { requirePermission } from "~/auth/guards.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { getConfig } from "~/config.server";
import { handleMediaUpload } from "~/media/endpoints.server";
import { crossOriginRefusal } from "~/http/json-responses.server";
import type { Route } from "./+types/admin-media-upload";

/** Resource route: one image per POST (multipart `file`), answered with JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) return crossOriginRefusal();
  const user = await requirePermission(request, "media.upload", "data", context.services.auth);
  return handleMediaUpload(request, {
    db: context.services.db,
    storage: context.services.media,
    uploadedBy: user.id,
  });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
