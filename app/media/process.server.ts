import type * as Sharp from "sharp";
import type { Metadata } from "sharp";
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_MESSAGES,
  MEDIA_WEBP_QUALITY,
} from "./constants";
import { MediaError } from "./errors";
import { variantWidths } from "./variants";

export type SourceFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

export interface ProcessedVariant {
  width: number;
  height: number;
  /** WebP bytes without EXIF, XMP, IPTC or ICC metadata. */
  data: Buffer;
}

export interface ProcessedImage {
  /** The format found in the file's bytes (its name and claimed type are never trusted). */
  sourceFormat: SourceFormat;
  /** Narrowest first; the last one is the largest. */
  variants: ProcessedVariant[];
}

/**
 * sharp (libvips) is loaded by the first upload, not with the server: importing it takes about
 * a tenth of a second of every process's start, and most processes never process an image.
 */
let sharpLoading: Promise<typeof Sharp> | undefined;
async function loadSharp() {
  sharpLoading ??= import("sharp");
  return (await sharpLoading).default;
}

/** Our name for what sharp found, or null when the format is not accepted. */
function sourceFormatOf(metadata: Metadata): SourceFormat | null {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return metadata.format;
    case "heif":
      // HEIF is a container: AV1 inside is AVIF; HEVC (iPhone HEIC) is not accepted.
      return metadata.compression === "av1" ? "avif" : null;
    default:
      return null;
  }
}

async function readMetadata(data: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  try {
    return await sharp(data).metadata();
  } catch (error) {
    // sharp reads only the header here: a failure means this is not an image it knows.
    throw new MediaError(MEDIA_MESSAGES.unsupportedType, 415, { cause: error });
  }
}

async function encodeVariant(data: Buffer, width: number): Promise<ProcessedVariant> {
  // autoOrient applies the EXIF rotation to the pixels. Only the first frame of an animated GIF,
  // WebP or AVIF is read (sharp's default `pages: 1`): uploads illustrate articles, and animated
  // WebP in three widths would multiply the processing cost by the frame count.
  // No keepMetadata()/withMetadata(): sharp then writes no EXIF, XMP, IPTC or ICC (converting
  // to sRGB first), so camera details and GPS positions never reach the public file.
  const sharp = await loadSharp();
  const { data: output, info } = await sharp(data, {
    autoOrient: true,
    limitInputPixels: MEDIA_MAX_PIXELS,
  })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: MEDIA_WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: output };
}

/**
 * Checks an uploaded file and re-encodes it to WebP in the configured widths.
 * Throws MediaError for anything the uploader can fix: empty, too large, not an accepted image,
 * absurd dimensions, undecodable pixels.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.length === 0) throw new MediaError(MEDIA_MESSAGES.empty, 400);
  if (data.length > MEDIA_MAX_BYTES) throw new MediaError(MEDIA_MESSAGES.tooLarge, 413);

  const metadata = await readMetadata(data);
  const sourceFormat = sourceFormatOf(metadata);
  if (!sourceFormat) throw new MediaError(MEDIA_MESSAGES.unsupportedType, 415);

  // Dimensions come from the header, before any pixel is decoded (decompression bombs).
  const { width, height } = metadata.autoOrient;
  if (
    !(width > 0 && height > 0) ||
    width > MEDIA_MAX_SIDE ||
    height > MEDIA_MAX_SIDE ||
    width * height > MEDIA_MAX_PIXELS
  ) {
    throw new MediaError(MEDIA_MESSAGES.tooManyPixels, 400);
  }

  let variants: ProcessedVariant[];
  try {
    variants = await Promise.all(variantWidths(width).map((w) => encodeVariant(data, w)));
  } catch (error) {
    // The header was fine but the pixel data is not (truncated or corrupt file).
    throw new MediaError(MEDIA_MESSAGES.unreadable, 400, { cause: error });
  }
  return { sourceFormat, variants };
}
