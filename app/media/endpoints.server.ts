import { z } from "~/lib/zod";
import type { Db } from "~/db/connection.server";
import { logger } from "~/logger.server";
import { MEDIA_MESSAGES } from "./constants";
import { isMediaError } from "./errors";
import { deleteMedia, uploadMedia } from "./library.server";
import { readUploadRequest } from "./read-upload.server";
import { MediaStoreUnavailableError, type MediaStorage } from "./storage.server";
import type { MediaDeleteResponse, MediaUploadResponse } from "./types";

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

/** POST multipart `file` (+ optional `alt`) → `MediaUploadResponse`. */
export async function handleMediaUpload(
  request: Request,
  context: { db: Db; storage: MediaStorage; uploadedBy: string | null },
): Promise<Response> {
  try {
    const fields = await readUploadRequest(request);
    const item = await uploadMedia(context.db, context.storage, {
      ...fields,
      uploadedBy: context.uploadedBy,
    });
    return Response.json({ ok: true, item } satisfies MediaUploadResponse, { status: 201 });
  } catch (error) {
    return refusal(error);
  }
}

const deleteForm = z.object({ id: z.uuid() });

/** POST form field `id` → `MediaDeleteResponse` (404 when the image does not exist). */
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
  const parsed = deleteForm.safeParse({ id: fields.get("id") });
  let deleted: boolean;
  try {
    deleted = parsed.success && (await deleteMedia(context.db, context.storage, parsed.data.id));
  } catch (error) {
    if (error instanceof MediaStoreUnavailableError) return storeUnavailable(error);
    throw error;
  }
  if (!parsed.success || !deleted) {
    return Response.json(
      { ok: false, message: MEDIA_MESSAGES.notFound } satisfies MediaDeleteResponse,
      {
        status: 404,
      },
    );
  }
  return Response.json({ ok: true, id: parsed.data.id } satisfies MediaDeleteResponse);
}
