import { getPostOwnership } from "~/content/posts.server";
import { requirePermission } from "~/auth/guards.server";
import { canOnPost } from "~/auth/policy";
import { diffRevisionWithCurrent } from "~/content/revisions.server";
import type { Route } from "./+types/admin-post-revision";

/** Resource route: how one revision differs from the post as it is now (JSON, for "Compare"). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin.enter", "data", context.services.auth);
  const db = context.services.db;
  const post = await getPostOwnership(db, params.postId);
  const notFound = () =>
    Response.json({ ok: false, message: "Revision not found." }, { status: 404 });
  if (!post || !canOnPost(user, "edit", post)) return notFound();
  const diff = await diffRevisionWithCurrent(db, params.postId, params.revisionId.slice(0, 100));
  if (!diff) return notFound();
  return Response.json({ ok: true, diff }, { headers: { "Cache-Control": "no-store" } });
}
