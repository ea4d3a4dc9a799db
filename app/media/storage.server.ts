import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where media files live: local disk (the default) or an S3-compatible bucket
 * (s3-storage.server.ts; chosen in from-config.server.ts). Files are served with a one-year
 * immutable cache, so a key must never be reused for different bytes: callers put each file
 * under a fresh, unique key.
 */
export interface MediaStorage {
  /** Stores a new file; rejects with MediaKeyTakenError if the key already exists. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes a file; removing a missing file is not an error, so deletes can be retried. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the file from. */
  publicUrl(key: string): string;
  /** The key a URL of this storage names (the reverse of publicUrl), or null for any other URL. */
  keyOf(url: string): string | null;
}

/** One stored file as read for serving; `body` is absent when only the headers were asked. */
export interface StoredObject {
  body?: Readable;
  contentType: string;
  contentLength: number;
  etag: string;
}

/**
 * A store this site reads back to serve `/media/<key>` itself (a bucket without a public URL).
 * Local disk is not one: express.static serves its folder directly.
 */
export interface ReadableMediaStorage extends MediaStorage {
  /** The file, or null when there is none under `key`. */
  read(key: string, options?: { headOnly?: boolean }): Promise<StoredObject | null>;
}

export function isReadableStorage(storage: MediaStorage): storage is ReadableMediaStorage {
  return typeof (storage as Partial<ReadableMediaStorage>).read === "function";
}

/** A put refused because its key already holds a file (a published URL keeps its bytes). */
export class MediaKeyTakenError extends Error {
  override name = "MediaKeyTakenError";

  constructor(readonly key: string) {
    super(`Media storage key already exists: ${JSON.stringify(key)}`);
  }
}

/**
 * The store could not take or remove a file (a bucket that is down, refuses our credentials…).
 * A fault of ours, not of the uploader: routes answer 503 and log it. `cause` is the store's own
 * error (the S3 SDK's carry no credentials).
 */
export class MediaStoreUnavailableError extends Error {
  override name = "MediaStoreUnavailableError";

  constructor(operation: string, key: string, options?: ErrorOptions) {
    super(`Media storage ${operation} failed for ${JSON.stringify(key)}`, options);
  }
}

/** Letters, digits, dot, dash and underscore, not starting with a dot (so no "." or ".."). */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws unless `key` is a relative path that cannot leave the storage root. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe media storage key: ${JSON.stringify(key)}`);
}

export function isSafeKey(key: string): boolean {
  const segments = key.split("/");
  return (
    key.length > 0 && key.length <= 512 && segments.every((segment) => SAFE_SEGMENT.test(segment))
  );
}

/** Content types by extension: what express.static sends for the same file from local disk. */
const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

/** The key under `prefix` that `url` names, or null when it names none (another address). */
export function keyUnderPrefix(prefix: string, url: string): string | null {
  if (!url.startsWith(`${prefix}/`)) return null;
  const key = url.slice(prefix.length + 1).replace(/[?#].*$/, "");
  return isSafeKey(key) ? key : null;
}

/**
 * Files under `rootDir` (normally DATA_DIR/media, which the server publishes at `/media`).
 * `contentType` is not stored: the static server derives it from the file extension.
 */
export function createLocalDiskStorage(rootDir: string, urlPrefix = "/media"): MediaStorage {
  const root = path.resolve(rootDir);
  const prefix = urlPrefix.replace(/\/+$/, "");

  function fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(root, key);
    // The key pattern already forbids escaping; this guards against a future change to it.
    if (!file.startsWith(root + path.sep)) {
      throw new Error(`Media storage key escapes the root: ${JSON.stringify(key)}`);
    }
    return file;
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // "wx" refuses to overwrite: a published URL must keep serving the same bytes.
      try {
        await writeFile(file, data, { flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new MediaKeyTakenError(key);
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    },
    publicUrl(key) {
      fileOf(key);
      return `${prefix}/${key}`;
    },
    keyOf: (url) => keyUnderPrefix(prefix, url),
  };
}
