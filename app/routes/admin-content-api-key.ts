import { requireAdmin } from "~/auth/guards.server";
import { redirectWith } from "~/auth/responses.server";
import { rotateContentApiKey } from "~/ghost-api/content-keys.server";
import type { Route } from "./+types/admin-content-api-key";

/** Resource route: creates the Content API key, or replaces it (the old one stops working). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, "data", context.services.auth);
  await rotateContentApiKey(context.services);
  return redirectWith("/admin-hub/settings", [], "contentApiKeyReplaced");
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
