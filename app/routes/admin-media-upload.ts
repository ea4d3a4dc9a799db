import { requirePermission } from "~/auth/guards.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { getConfig } from "~/config.server";
import { getDb } from "~/db/connection.server";
import { handleMediaUpload } from "~/media/endpoints.server";
import { getMediaStorage } from "~/media/storage.server";
import { crossOriginRefusal } from "~/http/json-responses.server";
import type { Route } from "./+types/admin-media-upload";

/** Resource route: one image per POST (multipart `file`), answered with JSON. */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) return crossOriginRefusal();
  const user = await requirePermission(request, "media.upload", "data");
  return handleMediaUpload(request, {
    db: getDb(),
    storage: getMediaStorage(),
    uploadedBy: user.id,
  });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
