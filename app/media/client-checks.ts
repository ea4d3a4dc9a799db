import { MEDIA_ACCEPTED_TYPES, MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "./constants";

const ACCEPTED_MIMES: readonly string[] = MEDIA_ACCEPTED_TYPES.map((type) => type.mime);
const ACCEPTED_EXTENSIONS: readonly string[] = MEDIA_ACCEPTED_TYPES.flatMap(
  (type) => type.extensions,
);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot).toLowerCase() : "";
}

/**
 * Why a chosen file cannot be uploaded, or null when it may be sent. A quick courtesy only:
 * the browser's type comes from the file name, so the server still checks the real bytes.
 */
export function refusalBeforeUpload(file: Pick<File, "name" | "type" | "size">): string | null {
  if (file.size === 0) return MEDIA_MESSAGES.empty;
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_MESSAGES.tooLarge;
  // Some systems report no type for AVIF; the extension decides then.
  const accepted = file.type
    ? ACCEPTED_MIMES.includes(file.type.toLowerCase())
    : ACCEPTED_EXTENSIONS.includes(extensionOf(file.name));
  return accepted ? null : MEDIA_MESSAGES.unsupportedType;
}
