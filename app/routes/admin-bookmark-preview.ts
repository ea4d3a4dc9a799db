import { requirePermission } from "~/auth/guards.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { getConfig } from "~/config.server";
import { readBookmarkPreview } from "~/content/bookmark-preview.server";
import { crossOriginRefusal } from "~/http/json-responses.server";
import { readForm } from "~/http/read-form.server";
import { isDomainError } from "~/lib/domain-error";
import { formText } from "~/lib/form-text";
import { bookmarkAddressSchema } from "~/lib/schemas";
import type { Route } from "./+types/admin-bookmark-preview";

/**
 * Resource route: a bookmark card's title, description, image and site name for the page at
 * `url` (form field), read on the server; the image is copied into the media library, so the
 * guard is the library's upload permission. JSON either way; any refusal leaves a plain link.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) return crossOriginRefusal();
  const { db, media, imports, auth } = context.services;
  const user = await requirePermission(request, "media.upload", "data", auth);
  const form = await readForm(request);
  const parsed = bookmarkAddressSchema.safeParse({ url: formText(form, "url") });
  if (!parsed.success) {
    return Response.json(
      { ok: false, message: parsed.error.issues[0]?.message ?? "Enter a web address." },
      { status: 400 },
    );
  }
  try {
    const preview = await readBookmarkPreview(
      {
        db,
        storage: media,
        allowPrivateAddresses: imports.allowPrivateAddresses,
        uploadedBy: user.id,
      },
      parsed.data.url,
    );
    return Response.json({ ok: true, preview });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return Response.json({ ok: false, message: error.message }, { status: error.status });
  }
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
