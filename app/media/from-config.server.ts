import path from "node:path";
import type { Config } from "~/config.server";
import type { S3StorageOptions } from "./s3-storage.server";
import { createLocalDiskStorage, type MediaStorage } from "./storage.server";

/** The local media folder: where uploads live without a bucket, and what media:migrate copies. */
export function localMediaRoot(config: Config): string {
  return path.join(config.dataDir, "media");
}

/** The bucket's settings, or null when S3_BUCKET is unset (media stays on local disk). */
export function s3OptionsFromConfig(config: Config): S3StorageOptions | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.MEDIA_PUBLIC_URL,
  };
}

/**
 * The site's media store: the bucket when S3_BUCKET is set, else DATA_DIR/media. The S3 SDK is
 * loaded only then, so a site on local disk never pays for it at start-up (decision 0020).
 * Files load from MEDIA_PUBLIC_URL when set, else from this site's `/media/`.
 */
export async function mediaStorageFromConfig(config: Config): Promise<MediaStorage> {
  const s3 = s3OptionsFromConfig(config);
  if (!s3) return createLocalDiskStorage(localMediaRoot(config), config.MEDIA_PUBLIC_URL);
  const { createS3Storage } = await import("./s3-storage.server");
  return createS3Storage(s3);
}
