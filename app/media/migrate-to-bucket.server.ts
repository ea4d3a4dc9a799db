import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { S3MediaStorage } from "./s3-storage.server";
import { assertSafeKey, contentTypeOfKey, MediaKeyTakenError } from "./storage.server";

export interface MigrationReport {
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: { key: string; reason: string }[];
}

/** An error and its cause, e.g. "Media storage put failed for …: connect ECONNREFUSED …". */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** Files copied at once: enough to hide the bucket's latency, few enough for a small machine. */
const CONCURRENCY = 4;

/** Every file under `root` as a storage key (`/`-separated relative path); dot files left out. */
async function keysUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join("/"))
    .filter((key) => !key.split("/").some((segment) => segment.startsWith(".")))
    .sort();
}

/**
 * Copies every file under `root` (DATA_DIR/media) into the bucket under the same key, so its
 * `/media/<key>` URL keeps working. Safe to run again: a key already in the bucket with the
 * same size is skipped. A key there with another size is reported, never overwritten (a
 * published URL keeps its bytes).
 */
export async function migrateMediaToBucket(
  root: string,
  storage: S3MediaStorage,
  onProgress?: (done: number, total: number) => void,
): Promise<MigrationReport> {
  const keys = await keysUnder(root);
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [] };
  let next = 0;
  let done = 0;

  async function copy(key: string): Promise<void> {
    assertSafeKey(key);
    const data = await readFile(path.join(root, ...key.split("/")));
    const stored = await storage.sizeOf(key);
    if (stored === data.length) {
      report.skipped++;
      return;
    }
    if (stored !== null) {
      throw new Error(
        `the bucket already holds ${stored} bytes under this key, not ${data.length}`,
      );
    }
    const type = contentTypeOfKey(key);
    try {
      await storage.put(key, data, type);
      report.copied++;
    } catch (error) {
      // Another run copied it between our size check and our put.
      if (!(error instanceof MediaKeyTakenError)) throw error;
      report.skipped++;
    }
  }

  async function worker(): Promise<void> {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        await copy(key);
      } catch (error) {
        report.failed.push({ key, reason: describe(error) });
      }
      onProgress?.(++done, keys.length);
    }
  }

  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, keys.length) }, worker));
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}
