import { createHash } from "node:crypto";
import { sql } from "kysely";
import { newId } from "~/platform/ids.server";
import type { Db } from "~/db/connection.server";
import type { MediaRow } from "~/db/schema";
import { pagedQuery } from "~/db/paged-query.server";
import { pageCountOf } from "~/lib/page-param";
import { MEDIA_ALT_MAX_LENGTH, MEDIA_MESSAGES } from "./constants";
import { MediaError, MediaInUseError } from "./errors";
import { processImage } from "./process.server";
import { MediaKeyTakenError, type MediaStorage } from "./storage.server";
import type { MediaItem, MediaPage, MediaUsage } from "./types";
import { findMediaUsageByKey } from "./usage.server";
import { isMediaUsed } from "./usage-text";

const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 200;
const MAX_NAME_LENGTH = 200;

/** Storage key of one variant: `<fileKey>-<width>.webp`. */
export function variantKey(fileKey: string, width: number): string {
  return `${fileKey}-${width}.webp`;
}

/** A new, never reused base key: `uploads/YYYY/MM/<id>` (UTC month of the upload). */
function newFileKey(id: string, now: Date): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `uploads/${year}/${month}/${id}`;
}

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The file's own name without any folder a browser may send, for display only. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(CONTROL_CHARACTERS, "").trim().slice(0, MAX_NAME_LENGTH);
  return cleaned || "image";
}

/** Trimmed alt text without control characters; throws when it is too long. */
export function normaliseAlt(alt: string): string {
  const cleaned = alt.replace(CONTROL_CHARACTERS, " ").trim();
  if (cleaned.length > MEDIA_ALT_MAX_LENGTH) throw new MediaError(MEDIA_MESSAGES.altTooLong, 400);
  return cleaned;
}

function widthsOf(row: Pick<MediaRow, "id" | "widths">): number[] {
  const widths: unknown = JSON.parse(row.widths);
  if (
    !Array.isArray(widths) ||
    widths.length === 0 ||
    !widths.every((width) => Number.isInteger(width) && width > 0)
  ) {
    throw new Error(`media ${row.id}: malformed widths ${row.widths}`);
  }
  return widths as number[];
}

function toItem(storage: MediaStorage, row: MediaRow): MediaItem {
  const variants = widthsOf(row).map((width) => ({
    width,
    url: storage.publicUrl(variantKey(row.file_key, width)),
  }));
  return {
    id: row.id,
    url: variants[variants.length - 1]!.url,
    thumbnailUrl: variants[0]!.url,
    srcSet: variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
    variants,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    alt: row.alt,
    originalName: row.original_name,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
  };
}

export interface UploadMediaInput {
  /** The uploaded file's bytes, untrusted. */
  data: Buffer;
  /** The name the browser sent; shown in the library, never used for storage. */
  originalName: string;
  alt?: string;
  /** User id of the uploader. */
  uploadedBy: string | null;
  /** When the upload happened; defaults to now. */
  now?: Date;
}

/** SHA-256 of an upload's own bytes, hex: what makes two uploads "the same file". */
export function contentHashOf(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The image stored from exactly these bytes before, if any (oldest first). */
async function findByContentHash(db: Db, hash: string): Promise<MediaRow | undefined> {
  return db
    .selectFrom("media")
    .selectAll()
    .where("content_hash", "=", hash)
    .orderBy("created_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Validates and re-encodes an upload, stores its variants and records it; when the library
 * already holds the same file (same bytes), answers with that image and stores nothing
 * (`existing`), so the library does not fill up with copies.
 * Throws MediaError when the file is refused; stores nothing in that case.
 */
export async function storeUpload(
  db: Db,
  storage: MediaStorage,
  input: UploadMediaInput,
): Promise<{ item: MediaItem; existing: boolean }> {
  const alt = normaliseAlt(input.alt ?? "");
  const contentHash = contentHashOf(input.data);
  const same = await findByContentHash(db, contentHash);
  if (same) return { item: toItem(storage, same), existing: true };
  const processed = await processImage(input.data);
  const id = newId();
  const now = input.now ?? new Date();
  const fileKey = newFileKey(id, now);
  const largest = processed.variants[processed.variants.length - 1]!;
  const row = {
    id,
    file_key: fileKey,
    original_name: cleanOriginalName(input.originalName),
    alt,
    width: largest.width,
    height: largest.height,
    byte_size: processed.variants.reduce((sum, variant) => sum + variant.data.length, 0),
    widths: JSON.stringify(processed.variants.map((variant) => variant.width)),
    uploaded_by: input.uploadedBy,
    created_at: now.toISOString(),
    content_hash: contentHash,
  };

  const written: string[] = [];
  try {
    for (const variant of processed.variants) {
      const key = variantKey(fileKey, variant.width);
      written.push(key);
      await storage.put(key, variant.data, "image/webp");
    }
    await db.insertInto("media").values(row).execute();
  } catch (error) {
    // No row without files and no files without a row.
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  return { item: toItem(storage, row), existing: false };
}

/** `storeUpload` for callers that only need the image (the importers). */
export async function uploadMedia(
  db: Db,
  storage: MediaStorage,
  input: UploadMediaInput,
): Promise<MediaItem> {
  return (await storeUpload(db, storage, input)).item;
}

export interface ListMediaOptions {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Matches original name or alt text, case-insensitively (ASCII letters on SQLite). */
  search?: string;
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The library, newest first, one page at a time, with the total count. */
export async function listMedia(
  db: Db,
  storage: MediaStorage,
  options: ListMediaOptions,
): Promise<MediaPage> {
  const page = Number.isInteger(options.page) && options.page > 0 ? options.page : 1;
  const pageSize = Math.min(
    MAX_PAGE_SIZE,
    Number.isInteger(options.pageSize) && options.pageSize > 0 ? options.pageSize : 1,
  );
  const search = options.search?.trim().slice(0, MAX_SEARCH_LENGTH) ?? "";

  let filtered = db.selectFrom("media");
  if (search) {
    const pattern = likePattern(search);
    filtered = filtered.where((eb) =>
      eb.or([
        sql<boolean>`lower(original_name) like ${pattern} escape '\\'`,
        sql<boolean>`lower(alt) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const { items, total } = await pagedQuery(
    filtered,
    (rows) => rows.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    { page, pageSize },
  );
  return {
    items: items.map((row) => toItem(storage, row)),
    total,
    page,
    pageSize,
    pageCount: pageCountOf(total, pageSize),
  };
}

export async function getMedia(
  db: Db,
  storage: MediaStorage,
  id: string,
): Promise<MediaItem | null> {
  const row = await db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toItem(storage, row) : null;
}

/** Sets the alt text; null when the image does not exist. Throws MediaError when too long. */
export async function updateMediaAlt(
  db: Db,
  storage: MediaStorage,
  id: string,
  alt: string,
): Promise<MediaItem | null> {
  const result = await db
    .updateTable("media")
    .set({ alt: normaliseAlt(alt) })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return getMedia(db, storage, id);
}

/** Where the image is used (posts, author profiles); null when there is no such image. */
export async function getMediaUsage(db: Db, id: string): Promise<MediaUsage | null> {
  const row = await db
    .selectFrom("media")
    .select("file_key")
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? findMediaUsageByKey(db, row.file_key) : null;
}

export interface DeleteMediaOptions {
  /**
   * The `token` of the uses the person was shown and accepted to break. An image that is used
   * is deleted only with the token of its uses as they are now; otherwise MediaInUseError.
   */
  confirmedUsage?: string;
}

/**
 * Removes an image's files, then its row; false when there is no such image. Refuses with
 * MediaInUseError when a post or profile shows the image and the person has not confirmed
 * exactly those uses: a published article must not lose its image without anyone saying so.
 * Files go first so a failure leaves a row that can be deleted again, never public files
 * that the library no longer shows.
 */
export async function deleteMedia(
  db: Db,
  storage: MediaStorage,
  id: string,
  options: DeleteMediaOptions = {},
): Promise<boolean> {
  const row = await db
    .selectFrom("media")
    .select(["id", "file_key", "widths"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return false;
  const usage = await findMediaUsageByKey(db, row.file_key);
  if (isMediaUsed(usage) && options.confirmedUsage !== usage.token) {
    throw new MediaInUseError(usage);
  }
  for (const width of widthsOf(row)) await storage.delete(variantKey(row.file_key, width));
  const result = await db.deleteFrom("media").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface RestoredMedia {
  id: string;
  fileKey: string;
  originalName: string;
  alt: string;
  width: number;
  height: number;
  byteSize: number;
  widths: number[];
  createdAt: string;
}

/**
 * Brings back an image from a site export under its own id and storage keys (so every page
 * that shows it keeps the same URL). `files` maps each variant's key to its bytes. False when
 * the library already has this id.
 */
export async function restoreMedia(
  db: Db,
  storage: MediaStorage,
  media: RestoredMedia,
  files: Map<string, Buffer>,
): Promise<boolean> {
  const exists = await db
    .selectFrom("media")
    .select("id")
    .where("id", "=", media.id)
    .executeTakeFirst();
  if (exists) return false;
  const keys = media.widths.map((width) => variantKey(media.fileKey, width));
  const missing = keys.filter((key) => !files.has(key));
  if (missing.length > 0)
    throw new MediaError(`Missing files in the archive: ${missing.join(", ")}`, 400);
  for (const key of keys) {
    try {
      await storage.put(key, files.get(key)!, "image/webp");
    } catch (error) {
      // A file left by an interrupted restore is the same bytes under the same key.
      if (!(error instanceof MediaKeyTakenError)) throw error;
    }
  }
  await db
    .insertInto("media")
    .values({
      id: media.id,
      file_key: media.fileKey,
      original_name: cleanOriginalName(media.originalName),
      alt: media.alt.slice(0, MEDIA_ALT_MAX_LENGTH),
      width: media.width,
      height: media.height,
      byte_size: media.byteSize,
      widths: JSON.stringify(media.widths),
      uploaded_by: null,
      created_at: media.createdAt,
    })
    .execute();
  return true;
}
