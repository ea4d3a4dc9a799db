import { answerContentApi } from "~/ghost-api/content-api.server";
import { parseContentRequest } from "~/ghost-api/content-request";
import { ghostError, ghostResponse } from "~/ghost-api/ghost-errors.server";
import { siteOrigin } from "~/http/site-url.server";
import type { Route } from "./+types/ghost-content-api";

/** Ghost's Content API (docs/api.md): read-only, public, for Ghost's clients and front ends. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const parsed = parseContentRequest(params["*"] ?? "", new URL(request.url).searchParams);
  if (!parsed.ok) {
    const { kind, message } = parsed.problem;
    return ghostResponse(
      ghostError(kind === "not-found" ? "NotFoundError" : "ValidationError", message),
    );
  }
  return ghostResponse(
    await answerContentApi(context.services.db, siteOrigin(request), parsed.request),
  );
}
