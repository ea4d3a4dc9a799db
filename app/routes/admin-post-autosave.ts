import { crossOriginRefusal } from "~/http/json-responses.server";
import { getPostOwnership } from "~/content/posts.server";
import { requirePermission } from "~/auth/guards.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { canOnPost } from "~/auth/policy";
import { getConfig } from "~/config.server";
import { dropAutosave, saveAutosave } from "~/content/revisions.server";
import { readForm } from "~/http/read-form.server";
import { formText } from "~/lib/form-text";
import { autosaveSchema, fieldErrors } from "~/lib/schemas";
import type { Route } from "./+types/admin-post-autosave";

/**
 * Resource route: the open editor's autosave (form fields title, excerpt, content), kept as the
 * person's autosave revision of the post without touching the post; `discard=1` drops it. JSON answers; the editor
 * calls it with fetch, so the page's data is not reloaded every ten seconds.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) return crossOriginRefusal();
  const user = await requirePermission(request, "admin.enter", "data", context.services.auth);
  const db = context.services.db;
  const post = await getPostOwnership(db, params.postId);
  if (!post || !canOnPost(user, "view", post)) {
    return Response.json({ ok: false, message: "Post not found." }, { status: 404 });
  }
  if (!canOnPost(user, "edit", post)) {
    return Response.json({ ok: false, message: "You may not edit this post." }, { status: 403 });
  }
  const form = await readForm(request);
  if (form.get("discard") === "1") {
    await dropAutosave(db, params.postId, user.id);
    return Response.json({ ok: true, discarded: true });
  }
  const parsed = autosaveSchema.safeParse({
    title: formText(form, "title"),
    excerpt: formText(form, "excerpt"),
    content: formText(form, "content"),
  });
  if (!parsed.success) {
    const message = Object.values(fieldErrors(parsed.error))[0] ?? "The draft could not be kept.";
    return Response.json({ ok: false, message }, { status: 400 });
  }
  const savedAt = await saveAutosave(db, params.postId, user.id, parsed.data);
  return Response.json({ ok: true, savedAt }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
