import { formatCount } from "~/lib/format";

/**
 * Upload rules and messages shared by the server (which enforces them) and the media library
 * component (which checks early so people are not kept waiting for a refusal).
 */

/** Largest accepted upload, in bytes. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** Longest accepted side, in pixels, after EXIF rotation. */
export const MEDIA_MAX_SIDE = 12_000;

/**
 * Largest accepted pixel count. A 10 MB file can still declare a huge canvas (a "decompression
 * bomb"); this bounds the memory sharp needs to decode it.
 */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** Widths of the stored WebP variants: see variants.ts (pages load it, not these upload rules). */
export { MEDIA_WIDTHS } from "./variants";

/** WebP quality of every stored variant. */
export const MEDIA_WEBP_QUALITY = 80;

export const MEDIA_ALT_MAX_LENGTH = 250;
export const MEDIA_PAGE_SIZE = 24;

/** Accepted formats: MIME type and the file extensions people use for it. */
export const MEDIA_ACCEPTED_TYPES = [
  { mime: "image/jpeg", extensions: [".jpg", ".jpeg", ".jfif"], label: "JPEG" },
  { mime: "image/png", extensions: [".png"], label: "PNG" },
  { mime: "image/webp", extensions: [".webp"], label: "WebP" },
  { mime: "image/gif", extensions: [".gif"], label: "GIF" },
  { mime: "image/avif", extensions: [".avif"], label: "AVIF" },
] as const;

export type MediaMimeType = (typeof MEDIA_ACCEPTED_TYPES)[number]["mime"];

/** The file input's `accept` attribute: MIME types plus extensions for systems that lack them. */
export const MEDIA_ACCEPT_ATTRIBUTE = MEDIA_ACCEPTED_TYPES.flatMap((type) => [
  type.mime,
  ...type.extensions,
]).join(",");

/** Texts people see when an upload is refused or fails; identical on client and server. */
export const MEDIA_MESSAGES = {
  unsupportedType: "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.",
  tooLarge: "Images must be 10 MB or smaller.",
  empty: "The file is empty.",
  tooManyPixels: `Images must be at most ${formatCount(MEDIA_MAX_SIDE)} pixels on each side and ${MEDIA_MAX_PIXELS / 1_000_000} megapixels in total.`,
  unreadable: "The image could not be read. It may be damaged; try exporting it again.",
  missingFile: "Choose an image to upload.",
  altTooLong: `Alt text must be at most ${MEDIA_ALT_MAX_LENGTH} characters.`,
  notFound: "That image no longer exists.",
  storeUnavailable: "Images cannot be stored right now. Please try again in a minute.",
} as const;

/** What the library says when an upload is a file it already has (and shows that image). */
export const MEDIA_ALREADY_IN_LIBRARY = "This image is already in the library";

/** The admin's resource routes for the media library. */
export const MEDIA_UPLOAD_URL = "/admin-hub/media/upload";
/** JSON page of the library for the editor's image picker (every staff role). */
export const MEDIA_PICKER_URL = "/admin-hub/media/picker";
export const MEDIA_DELETE_URL = "/admin-hub/media/delete";
export const MEDIA_ALT_URL = "/admin-hub/media/alt";
/** JSON: where an image is used (`?id=`), for the delete confirmation. */
export const MEDIA_USAGE_URL = "/admin-hub/media/usage";
