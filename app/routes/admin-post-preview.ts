import { requirePermission } from "~/auth/guards.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { canOnPost } from "~/auth/policy";
import { getConfig } from "~/config.server";
import { getPostOwnership } from "~/content/posts.server";
import { renderPostPreview } from "~/content/post-preview.server";
import { crossOriginRefusal } from "~/http/json-responses.server";
import { readForm } from "~/http/read-form.server";
import { formText } from "~/lib/form-text";
import { postPreviewSchema } from "~/lib/post-preview-schema";
import { fieldErrors } from "~/lib/schemas";
import { PREVIEW_TEXT } from "~/lib/staff-text";
import { sendNewsletterTestEmail } from "~/newsletter/test-email.server";
import type { Route } from "./+types/admin-post-preview";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Resource route: the editor's Preview (decision 0038). The open document's fields (title,
 * excerpt, content, featuredImage, saved or not) come as a form; `intent=preview` answers
 * `{ ok, html, subject }`, a complete page the editor shows in a sandboxed frame (the article
 * for `view=desktop|mobile`, the subscriber's email for `view=email`); `intent=test-email`
 * queues that email to the signed-in person only. Nothing is saved. Whoever may edit the post
 * may preview it.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) return crossOriginRefusal();
  const user = await requirePermission(request, "admin.enter", "data", context.services.auth);
  const { db, newsletter } = context.services;
  const post = await getPostOwnership(db, params.postId);
  if (!post || !canOnPost(user, "view", post)) {
    return Response.json({ ok: false, message: PREVIEW_TEXT.notFound }, { status: 404 });
  }
  if (!canOnPost(user, "edit", post)) {
    return Response.json({ ok: false, message: PREVIEW_TEXT.notAllowed }, { status: 403 });
  }
  const form = await readForm(request);
  // A choice left out takes its default (preview, desktop, light).
  const choice = (name: string) => formText(form, name) || undefined;
  const parsed = postPreviewSchema.safeParse({
    title: formText(form, "title"),
    excerpt: formText(form, "excerpt"),
    content: formText(form, "content"),
    featuredImage: formText(form, "featuredImage"),
    intent: choice("intent"),
    view: choice("view"),
    theme: choice("theme"),
  });
  if (!parsed.success) {
    const message = Object.values(fieldErrors(parsed.error))[0] ?? PREVIEW_TEXT.failed;
    return Response.json({ ok: false, message }, { status: 400 });
  }
  const input = parsed.data;

  if (input.intent === "test-email") {
    const outcome = await sendNewsletterTestEmail(newsletter, user, params.postId, input);
    if (outcome.sent) {
      return Response.json(
        { ok: true, to: outcome.to, message: PREVIEW_TEXT.testSent(outcome.to) },
        { headers: NO_STORE },
      );
    }
    if ("notFound" in outcome) {
      return Response.json({ ok: false, message: PREVIEW_TEXT.notFound }, { status: 404 });
    }
    return Response.json(
      {
        ok: false,
        message: PREVIEW_TEXT.testLimited(Math.ceil(outcome.retryAfterSeconds / 60)),
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }

  const preview = await renderPostPreview(db, newsletter.origin, params.postId, input);
  if (!preview) {
    return Response.json({ ok: false, message: PREVIEW_TEXT.notFound }, { status: 404 });
  }
  return Response.json({ ok: true, ...preview }, { headers: NO_STORE });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
