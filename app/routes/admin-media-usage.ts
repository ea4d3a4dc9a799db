import { requirePermission } from "~/auth/guards.server";
import { handleMediaUsage } from "~/media/endpoints.server";
import type { Route } from "./+types/admin-media-usage";

/**
 * Resource route: where one image (`?id=`) is used, as JSON, for the delete confirmation; so
 * for the roles that may delete images.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, "media.delete", "data", context.services.auth);
  return handleMediaUsage(request, context.services.db);
}
