import { z } from "~/lib/zod";
import type { Db } from "~/db/connection.server";
import { logger } from "~/logger.server";
import { MEDIA_MESSAGES } from "./constants";
import { isMediaError, MediaInUseError } from "./errors";
import { deleteMedia, getMediaUsage, storeUpload } from "./library.server";
import { readUploadRequest } from "./read-upload.server";
import { MediaStoreUnavailableError, type MediaStorage } from "./storage.server";
import type { MediaDeleteResponse, MediaUploadResponse, MediaUsageResponse } from "./types";

/**
 * The HTTP side of the media library, for route actions to call after their admin guard.
 * Both answer JSON that the media library component reads; refusals carry a status and a
 * message for people; a store that is down is logged and answered 503; anything else is thrown
 * for the framework to log and answer 500.
 */

function refusal(error: unknown): Response {
  if (error instanceof MediaStoreUnavailableError) return storeUnavailable(error);
  if (!isMediaError(error)) throw error;
  return Response.json({ ok: false, message: error.message } satisfies MediaUploadResponse, {
    status: error.status,
  });
}

/** The bucket is down or refuses us: our fault, logged; the uploader may try again later. */
function storeUnavailable(error: MediaStoreUnavailableError): Response {
  const cause = error.cause as { name?: string; message?: string } | undefined;
  logger.error(
    { err: { message: error.message }, cause: { name: cause?.name, message: cause?.message } },
    "media storage unavailable",
  );
  return Response.json({ ok: false, message: MEDIA_MESSAGES.storeUnavailable }, { status: 503 });
}

/**
 * POST multipart `file` (+ optional `alt`) → `MediaUploadResponse`: 201 with the new image, or
 * 200 with `existing: true` and the image the library already had for the same file.
 */
export async function handleMediaUpload(
  request: Request,
  context: { db: Db; storage: MediaStorage; uploadedBy: string | null },
): Promise<Response> {
  try {
    const fields = await readUploadRequest(request);
    const { item, existing } = await storeUpload(context.db, context.storage, {
      ...fields,
      uploadedBy: context.uploadedBy,
    });
    return Response.json(
      (existing ? { ok: true, item, existing } : { ok: true, item }) satisfies MediaUploadResponse,
      { status: existing ? 200 : 201 },
    );
  } catch (error) {
    return refusal(error);
  }
}

const deleteForm = z.object({
  id: z.uuid(),
  // The uses' token from the confirmation; absent when the person was shown no uses.
  confirmedUsage: z.string().max(100).optional(),
});

function notFound(): Response {
  return Response.json(
    { ok: false, message: MEDIA_MESSAGES.notFound } satisfies MediaDeleteResponse,
    { status: 404 },
  );
}

/**
 * POST form fields `id` (+ `confirmedUsage`) → `MediaDeleteResponse`: 404 when the image does
 * not exist; 409 with the uses when it is used and those uses were not confirmed (nothing is
 * deleted then).
 */
export async function handleMediaDelete(
  request: Request,
  context: { db: Db; storage: MediaStorage },
): Promise<Response> {
  let fields: FormData;
  try {
    fields = await request.formData();
  } catch {
    fields = new FormData();
  }
  const parsed = deleteForm.safeParse({
    id: fields.get("id"),
    confirmedUsage: fields.get("confirmedUsage") ?? undefined,
  });
  if (!parsed.success) return notFound();
  let deleted: boolean;
  try {
    deleted = await deleteMedia(context.db, context.storage, parsed.data.id, {
      confirmedUsage: parsed.data.confirmedUsage,
    });
  } catch (error) {
    if (error instanceof MediaStoreUnavailableError) return storeUnavailable(error);
    if (error instanceof MediaInUseError) {
      return Response.json(
        { ok: false, message: error.message, usage: error.usage } satisfies MediaDeleteResponse,
        { status: 409 },
      );
    }
    throw error;
  }
  if (!deleted) return notFound();
  return Response.json({ ok: true, id: parsed.data.id } satisfies MediaDeleteResponse);
}

/** GET `?id=` → `MediaUsageResponse`: where the image is used, for the delete confirmation. */
export async function handleMediaUsage(request: Request, db: Db): Promise<Response> {
  const parsed = z.uuid().safeParse(new URL(request.url).searchParams.get("id"));
  const usage = parsed.success ? await getMediaUsage(db, parsed.data) : null;
  if (!usage) {
    return Response.json(
      { ok: false, message: MEDIA_MESSAGES.notFound } satisfies MediaUsageResponse,
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json({ ok: true, usage } satisfies MediaUsageResponse, {
    headers: { "Cache-Control": "no-store" },
  });
}
