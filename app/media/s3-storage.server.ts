import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  assertSafeKey,
  keyUnderPrefix,
  MediaKeyTakenError,
  MediaStoreUnavailableError,
  type ReadableMediaStorage,
} from "./storage.server";

/** Where the bucket is and how to reach it (from S3_* in app/config.server.ts). */
export interface S3StorageOptions {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; unset for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, Ceph, most self-hosted). */
  forcePathStyle: boolean;
  /** CDN or bucket URL browsers load files from; unset: through this site at `/media/`. */
  publicUrl?: string;
}

/** A media store in a bucket; this site reads it back to serve `/media/<key>`. */
export interface S3MediaStorage extends ReadableMediaStorage {
  readonly bucket: string;
  /** The object's size in bytes, or null when there is none under `key`. */
  sizeOf(key: string): Promise<number | null>;
}

/** How long one request to the bucket may take before it counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

export function createS3Client(options: S3StorageOptions): S3Client {
  const credentials =
    options.accessKeyId && options.secretAccessKey
      ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
      : undefined;
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials,
    // Since early 2025 the SDK adds CRC32 checksums to every request by default (and sends
    // streamed bodies as aws-chunked with a trailer). Many S3-compatible stores reject or,
    // like s3rver, store that framing as the object's bytes; checksums only where an
    // operation requires them keeps every store working.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
  });
}

/** True for "no such object" answers (GetObject says NoSuchKey, HeadObject only 404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" ||
      error.name === "NotFound" ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** Runs one request to the bucket; its failure becomes MediaStoreUnavailableError. */
async function unavailableOnError<T>(
  operation: string,
  key: string,
  request: () => Promise<T>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new MediaStoreUnavailableError(operation, key, { cause: error });
  }
}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph…). `put` never
 * overwrites: it asks HeadObject first and refuses a key that exists. (`If-None-Match: *` on
 * PutObject would make that atomic, but s3rver and some older stores ignore it; keys are fresh
 * UUIDs, or content hashes for the demo seed, so two writers of one key never differ in bytes.)
 */
export function createS3Storage(
  options: S3StorageOptions,
  client: S3Client = createS3Client(options),
): S3MediaStorage {
  const { bucket } = options;
  const prefix = (options.publicUrl ?? "/media").replace(/\/+$/, "");

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    bucket,
    async put(key, data, contentType) {
      assertSafeKey(key);
      const taken = await unavailableOnError("put", key, () => head(key));
      if (taken) throw new MediaKeyTakenError(key);
      await unavailableOnError("put", key, () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            ContentLength: data.length,
            CacheControl: "public, max-age=31536000, immutable",
          }),
        ),
      );
    },
    async delete(key) {
      assertSafeKey(key);
      // S3 answers 204 for a missing key too, so retried deletes succeed.
      await unavailableOnError("delete", key, () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
      );
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${prefix}/${key}`;
    },
    keyOf: (url) => keyUnderPrefix(prefix, url),
    async read(key, { headOnly = false } = {}) {
      assertSafeKey(key);
      if (headOnly) {
        const found = await head(key);
        if (!found) return null;
        return {
          contentType: found.ContentType ?? "application/octet-stream",
          contentLength: found.ContentLength ?? 0,
          etag: found.ETag ?? "",
        };
      }
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          body: found.Body as Readable,
          contentType: found.ContentType ?? "application/octet-stream",
          contentLength: found.ContentLength ?? 0,
          etag: found.ETag ?? "",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async sizeOf(key) {
      assertSafeKey(key);
      const found = await head(key);
      return found ? (found.ContentLength ?? 0) : null;
    },
  };
}
