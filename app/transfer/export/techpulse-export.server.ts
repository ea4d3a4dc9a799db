import type { StoredFileReader } from "~/media/read-stored.server";
import type { MediaStorage } from "~/media/storage.server";
import path from "node:path";
import type { Db } from "~/db/connection.server";
import { variantKey } from "~/media/library.server";
import { exportedRedirects } from "~/redirects/redirects.server";
import { JsonObjectWriter } from "./json-writer.server";
import { referencedStorageKeys } from "./referenced-files.server";
import {
  exportedCategories,
  exportedMedia,
  exportedPosts,
  exportedProfiles,
} from "./site-rows.server";
import { writeTarGz, type TarEntry } from "./tar.server";
import {
  TECHPULSE_EXPORT_FILE,
  TECHPULSE_FORMAT,
  TECHPULSE_FORMAT_VERSION,
  TECHPULSE_MEDIA_FILE,
} from "./techpulse-format";

export interface ExportSummary {
  files: string[];
  posts: number;
  media: number;
  subscribers: number;
  /** Files the site points to that its storage no longer holds (left out, named here). */
  missingFiles: string[];
}

/** The site's media storage and how to read a stored file back (local folder or bucket). */
export interface ExportedStorage {
  storage: MediaStorage;
  read: StoredFileReader;
}

/**
 * Writes the whole site into `outDir`: `techpulse-export.json` (every post, tag, category,
 * profile, setting, subscriber with consent state, old-URL redirect, redirect) and
 * `media.tar.gz` (every media library file, and every other stored file that posts, profiles or
 * settings point to: covers, authors' pictures; each under its storage key), read through
 * `media` (see app/media/read-stored.server.ts).
 */
export async function exportTechPulse(
  db: Db,
  outDir: string,
  media: ExportedStorage,
  parts: { content: boolean; media: boolean } = { content: true, media: true },
): Promise<ExportSummary> {
  const library = await exportedMedia(db);
  const libraryKeys = new Set(
    library.flatMap((item) => item.widths.map((width) => variantKey(item.fileKey, width))),
  );
  const referenced = (await referencedStorageKeys(db, media.storage)).filter(
    (key) => !libraryKeys.has(key),
  );
  const present: string[] = [];
  const missingFiles: string[] = [];
  for (const key of referenced) {
    if (await isStored(media.read, key)) present.push(key);
    else missingFiles.push(key);
  }
  const files: string[] = [];
  let posts = 0;
  let subscriberCount = 0;
  if (parts.content) {
    const written = await writeContent(db, outDir, library, present);
    files.push(written.file);
    posts = written.posts;
    subscriberCount = written.subscribers;
  }
  if (parts.media) files.push(await writeMediaArchive(outDir, media.read, library, present));
  return { files, posts, media: library.length, subscribers: subscriberCount, missingFiles };
}

/**
 * Whether a referenced file can be read: a post may still point to a file deleted since, which
 * the export names rather than failing for (the library's own files must all be there).
 */
async function isStored(read: StoredFileReader, key: string): Promise<boolean> {
  try {
    await read(key);
    return true;
  } catch {
    return false;
  }
}

type ExportedMediaRow = Awaited<ReturnType<typeof exportedMedia>>[number];

async function writeContent(
  db: Db,
  outDir: string,
  media: ExportedMediaRow[],
  otherFiles: string[],
) {
  const jsonFile = path.join(outDir, TECHPULSE_EXPORT_FILE);
  const writer = new JsonObjectWriter(jsonFile);
  await writer.value("format", TECHPULSE_FORMAT);
  await writer.value("version", TECHPULSE_FORMAT_VERSION);
  await writer.value("exportedAt", new Date().toISOString());
  const settings = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .orderBy("key")
    .execute();
  await writer.array(
    "settings",
    settings.map((row) => ({ key: row.key, value: JSON.parse(row.value) as unknown })),
  );
  await writer.array("categories", await exportedCategories(db));
  await writer.array("profiles", await exportedProfiles(db));
  await writer.array("media", media);
  await writer.array("files", otherFiles);
  const subscribers = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "status", "created_at", "confirmed_at", "unsubscribed_at"])
    .orderBy("created_at")
    .orderBy("email")
    .execute();
  await writer.array(
    "subscribers",
    subscribers.map((row) => ({
      email: row.email,
      status: row.status,
      createdAt: row.created_at,
      confirmedAt: row.confirmed_at,
      unsubscribedAt: row.unsubscribed_at,
    })),
  );
  const posts = await writer.array("posts", exportedPosts(db));
  const redirects = await db
    .selectFrom("legacy_redirects")
    .select(["key", "post_id"])
    .orderBy("key")
    .execute();
  await writer.array(
    "legacyRedirects",
    redirects.map((row) => ({ key: row.key, postId: row.post_id })),
  );
  await writer.array("redirects", await exportedRedirects(db));
  await writer.close();
  return { file: jsonFile, posts, subscribers: subscribers.length };
}

async function writeMediaArchive(
  outDir: string,
  readMedia: StoredFileReader,
  media: ExportedMediaRow[],
  otherFiles: string[],
) {
  async function* mediaFiles(): AsyncGenerator<TarEntry> {
    for (const item of media) {
      for (const width of item.widths) {
        const key = variantKey(item.fileKey, width);
        yield { name: key, data: await readMedia(key) };
      }
    }
    for (const key of otherFiles) yield { name: key, data: await readMedia(key) };
  }
  const archive = path.join(outDir, TECHPULSE_MEDIA_FILE);
  await writeTarGz(archive, mediaFiles());
  return archive;
}
