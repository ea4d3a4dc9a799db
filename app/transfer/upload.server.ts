import { DomainError } from "~/lib/domain-error";
import { readBodyWithin } from "~/media/read-upload.server";
import { IMPORT_MESSAGES, IMPORT_UPLOAD_BODY_LIMIT, IMPORT_UPLOAD_MAX_BYTES } from "./constants";
import type { ImportJobFormat } from "./types";

/** Room for multipart boundaries and the format field. */

export class ImportUploadError extends DomainError {
  override name = "ImportUploadError";
  constructor(message: string, status: 400 | 413, field: "file" | "siteUrl" = "file") {
    super("import-upload-refused", message, status, { field });
  }
}

export interface ImportUpload {
  format: ImportJobFormat;
  fileName: string;
  data: Uint8Array;
  /** The old site's address (`https://old.example`), for Ghost's `__GHOST_URL__` images. */
  siteUrl: string | null;
}

/**
 * Reads the admin's upload (multipart: `format`, `file`) within the cap; a larger body is
 * refused as soon as it passes the cap, whatever Content-Length claims.
 */
export async function readImportUpload(request: Request): Promise<ImportUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new ImportUploadError(IMPORT_MESSAGES.missingFile, 400);
  }
  const limit = IMPORT_UPLOAD_BODY_LIMIT;
  if (Number(request.headers.get("content-length")) > limit) {
    throw new ImportUploadError(IMPORT_MESSAGES.tooLarge, 413);
  }
  const body = await readBodyWithin(
    request,
    limit,
    () => new ImportUploadError(IMPORT_MESSAGES.tooLarge, 413),
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ImportUploadError(IMPORT_MESSAGES.missingFile, 400);
  }
  const format = form.get("format");
  if (format !== "wordpress" && format !== "ghost") {
    throw new ImportUploadError(IMPORT_MESSAGES.unknownFormat, 400);
  }
  const file = form.get("file");
  if (file === null || typeof file === "string" || file.size === 0) {
    throw new ImportUploadError(IMPORT_MESSAGES.missingFile, 400);
  }
  if (file.size > IMPORT_UPLOAD_MAX_BYTES)
    throw new ImportUploadError(IMPORT_MESSAGES.tooLarge, 413);
  return {
    format,
    fileName: file.name,
    data: new Uint8Array(await file.arrayBuffer()),
    siteUrl: oldSiteAddress(form.get("siteUrl")),
  };
}

/** The old site's address as its origin (`https://old.example/blog` keeps its path), or null. */
function oldSiteAddress(value: FormDataEntryValue | null): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ImportUploadError(IMPORT_MESSAGES.badSiteUrl, 400, "siteUrl");
  }
  if (!/^https?:$/.test(url.protocol) || text.length > 300 || url.username || url.password) {
    throw new ImportUploadError(IMPORT_MESSAGES.badSiteUrl, 400, "siteUrl");
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}
