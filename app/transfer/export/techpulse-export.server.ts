import type { StoredFileReader } from "~/media/read-stored.server";
import path from "node:path";
import type { Db } from "~/db/connection.server";
import { variantKey } from "~/media/library.server";
import { JsonObjectWriter } from "./json-writer.server";
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
}

/**
 * Writes the whole site into `outDir`: `techpulse-export.json` (every post, tag, category,
 * profile, setting, subscriber with consent state, old-URL redirect) and `media.tar.gz` (every
 * stored image file under its storage key), reading the files with `readMedia` (local folder or
 * bucket, see app/media/read-stored.server.ts).
 */
export async function exportTechPulse(
  db: Db,
  outDir: string,
  readMedia: StoredFileReader,
  parts: { content: boolean; media: boolean } = { content: true, media: true },
): Promise<ExportSummary> {
  const media = await exportedMedia(db);
  const files: string[] = [];
  let posts = 0;
  let subscriberCount = 0;
  if (parts.content) {
    const written = await writeContent(db, outDir, media);
    files.push(written.file);
    posts = written.posts;
    subscriberCount = written.subscribers;
  }
  if (parts.media) files.push(await writeMediaArchive(outDir, readMedia, media));
  return { files, posts, media: media.length, subscribers: subscriberCount };
}

type ExportedMediaRow = Awaited<ReturnType<typeof exportedMedia>>[number];

async function writeContent(db: Db, outDir: string, media: ExportedMediaRow[]) {
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
  await writer.close();
  return { file: jsonFile, posts, subscribers: subscribers.length };
}

async function writeMediaArchive(
  outDir: string,
  readMedia: StoredFileReader,
  media: ExportedMediaRow[],
) {
  async function* mediaFiles(): AsyncGenerator<TarEntry> {
    for (const item of media) {
      for (const width of item.widths) {
        const key = variantKey(item.fileKey, width);
        yield { name: key, data: await readMedia(key) };
      }
    }
  }
  const archive = path.join(outDir, TECHPULSE_MEDIA_FILE);
  await writeTarGz(archive, mediaFiles());
  return archive;
}
