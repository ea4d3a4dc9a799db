import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "./constants";
import { MediaError } from "./errors";

/** Room for multipart boundaries, part headers and the small text fields next to the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const UPLOAD_BODY_LIMIT = MEDIA_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

export interface UploadFields {
  data: Buffer;
  originalName: string;
  alt: string;
}

/** The whole body, refusing it as soon as it grows past `limit` (Content-Length can be absent). */
export async function readBodyWithin(
  request: Request,
  limit: number,
  tooLarge: () => Error = () => new MediaError(MEDIA_MESSAGES.tooLarge, 413),
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads a multipart upload with the image in a field named `file` (and optional `alt`).
 * The body is never buffered beyond the size limit, so an oversized upload costs no memory.
 */
export async function readUploadRequest(request: Request): Promise<UploadFields> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new MediaError(MEDIA_MESSAGES.missingFile, 400);
  }
  if (Number(request.headers.get("content-length")) > UPLOAD_BODY_LIMIT) {
    throw new MediaError(MEDIA_MESSAGES.tooLarge, 413);
  }
  const body = await readBodyWithin(request, UPLOAD_BODY_LIMIT);

  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    throw new MediaError(MEDIA_MESSAGES.missingFile, 400, { cause: error });
  }
  const file = form.get("file");
  if (file === null || typeof file === "string") {
    throw new MediaError(MEDIA_MESSAGES.missingFile, 400);
  }
  if (file.size > MEDIA_MAX_BYTES) throw new MediaError(MEDIA_MESSAGES.tooLarge, 413);
  const alt = form.get("alt");
  return {
    data: Buffer.from(await file.arrayBuffer()),
    originalName: file.name,
    alt: typeof alt === "string" ? alt : "",
  };
}
