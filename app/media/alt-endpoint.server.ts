import type { Db } from "~/db/connection.server";
import { z } from "~/lib/zod";
import { MEDIA_MESSAGES } from "./constants";
import { isMediaError } from "./errors";
import { updateMediaAlt } from "./library.server";
import type { MediaStorage } from "./storage.server";
import type { MediaAltResponse } from "./types";

/** Bounded before parsing; the exact limit (after trimming) is checked by normaliseAlt. */
const altForm = z.object({ id: z.uuid(), alt: z.string().max(2000) });

/** POST form fields `id` and `alt` → `MediaAltResponse` (400 too long, 404 no such image). */
export async function handleMediaAltUpdate(
  request: Request,
  context: { db: Db; storage: MediaStorage },
): Promise<Response> {
  const fields = await request.formData().catch(() => new FormData());
  const parsed = altForm.safeParse({ id: fields.get("id"), alt: fields.get("alt") });
  if (!parsed.success) {
    // A malformed id names no image; anything else wrong is the text's length.
    const badId = parsed.error.issues.some((issue) => issue.path[0] === "id");
    return Response.json(
      {
        ok: false,
        message: badId ? MEDIA_MESSAGES.notFound : MEDIA_MESSAGES.altTooLong,
      } satisfies MediaAltResponse,
      { status: badId ? 404 : 400 },
    );
  }
  try {
    const item = await updateMediaAlt(context.db, context.storage, parsed.data.id, parsed.data.alt);
    if (!item) {
      return Response.json(
        { ok: false, message: MEDIA_MESSAGES.notFound } satisfies MediaAltResponse,
        {
          status: 404,
        },
      );
    }
    return Response.json({ ok: true, id: item.id, alt: item.alt } satisfies MediaAltResponse);
  } catch (error) {
    if (!isMediaError(error)) throw error;
    return Response.json({ ok: false, message: error.message } satisfies MediaAltResponse, {
      status: error.status,
    });
  }
}
