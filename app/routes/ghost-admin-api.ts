import { answerAdminApi } from "~/ghost-api/admin-api.server";
import { ghostAdminResponse } from "~/ghost-api/ghost-errors.server";
import { siteOrigin } from "~/http/site-url.server";
import type { Route } from "./+types/ghost-admin-api";

/**
 * Ghost's Admin API (docs/api.md, decision 0036): integrations' token-authenticated calls.
 * Reads and writes alike go to one domain function; cookies are never read here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return ghostAdminResponse(
    await answerAdminApi(context.services, siteOrigin(request), request, params["*"] ?? ""),
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return ghostAdminResponse(
    await answerAdminApi(context.services, siteOrigin(request), request, params["*"] ?? ""),
  );
}
