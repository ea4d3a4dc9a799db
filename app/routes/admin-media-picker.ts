import { requirePermission } from "~/auth/guards.server";
import { can } from "~/auth/policy";
import { pageFromRequest } from "~/http/page-param.server";
import { MEDIA_PAGE_SIZE } from "~/media/constants";
import { listMedia } from "~/media/library.server";
import type { Route } from "./+types/admin-media-picker";

/**
 * Resource route: one page of the media library for the editor's image picker. Every staff
 * role writes posts with images, so every staff role may read it; the library screen itself is
 * for authors and up.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "media.upload", "data", context.services.auth);
  const media = await listMedia(context.services.db, context.services.media, {
    page: pageFromRequest(request),
    pageSize: MEDIA_PAGE_SIZE,
    search: "",
  });
  return Response.json(
    { media, canDelete: can(user.role, "media.delete") },
    { headers: { "Cache-Control": "no-store" } },
  );
}
