import { readFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, isReadableStorage, type MediaStorage } from "./storage.server";

/** Reads the bytes stored under a media key. */
export type StoredFileReader = (key: string) => Promise<Buffer>;

/**
 * The bytes of stored media files, for the site export: from the bucket when media live in one
 * (S3_BUCKET), else from the local media folder. Rejects when a file is missing, so an export
 * never silently leaves an image out.
 */
export function storedFileReader(storage: MediaStorage, localRoot: string): StoredFileReader {
  return async (key) => {
    assertSafeKey(key);
    if (!isReadableStorage(storage)) return readFile(path.join(localRoot, key));
    const stored = await storage.read(key);
    if (!stored?.body) throw new Error(`Media file missing from the bucket: ${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  };
}
