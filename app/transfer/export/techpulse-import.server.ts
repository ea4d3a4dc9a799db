import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Db } from "~/db/connection.server";
import { createCategory } from "~/taxonomy/categories.server";
import { createAuthorProfile } from "~/content/authors.server";
import { createPost, slugTaken } from "~/content/post-commands.server";
import type { DomainEvents } from "~/platform/domain-events.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { restoreMedia } from "~/media/library.server";
import {
  contentTypeOfKey,
  isSafeKey,
  MediaKeyTakenError,
  type MediaStorage,
} from "~/media/storage.server";
import { importRedirects } from "~/redirects/redirects.server";
import { restoreSubscriber } from "~/newsletter/subscribers.server";
import { saveSiteSettings } from "~/settings/settings.server";
import { siteSettingsSchema } from "~/settings/site-settings-schema";
import { CATEGORY_COLORS, CATEGORY_ICON_NAMES } from "~/lib/category-style";
import { ImportFormatError } from "../errors";
import { recordLegacyKeys } from "../legacy-urls.server";
import { addSkipped, addWarning, emptyReport, type ImportReport } from "../types";
import { readTarGz } from "./tar.server";
import {
  TECHPULSE_EXPORT_FILE,
  TECHPULSE_MEDIA_FILE,
  techPulseExportSchema,
  type ExportedPost,
  type TechPulseExport,
} from "./techpulse-format";

export interface TechPulseImportOptions {
  storage: MediaStorage;
  /** The site's events (restored posts are written by the post commands); see `runImport`. */
  events?: DomainEvents;
  dryRun?: boolean;
  onProgress?: (processed: number, total: number) => Promise<void> | void;
}

async function readExport(dir: string): Promise<TechPulseExport> {
  const file = path.join(dir, TECHPULSE_EXPORT_FILE);
  let raw: string;
  try {
    raw = await readFile(file, "utf8");
  } catch {
    throw new ImportFormatError(`${TECHPULSE_EXPORT_FILE} was not found in ${dir}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ImportFormatError(`${TECHPULSE_EXPORT_FILE} is not valid JSON (truncated?).`);
  }
  const parsed = techPulseExportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ImportFormatError(
      `${TECHPULSE_EXPORT_FILE} is not a TechPulse export (version 1): ${issue.path.join(".")} ${issue.message}.`,
    );
  }
  return parsed.data;
}

/** Media files of the archive by key, for the images the export lists (checked before writing). */
async function readMediaArchive(dir: string, wanted: Set<string>): Promise<Map<string, Buffer>> {
  const file = path.join(dir, TECHPULSE_MEDIA_FILE);
  const files = new Map<string, Buffer>();
  if (wanted.size === 0) return files;
  try {
    await stat(file);
  } catch {
    throw new ImportFormatError(`${TECHPULSE_MEDIA_FILE} was not found beside the export.`);
  }
  try {
    for await (const entry of readTarGz(file)) {
      if (wanted.has(entry.name)) files.set(entry.name, entry.data);
    }
  } catch (error) {
    throw new ImportFormatError(
      `${TECHPULSE_MEDIA_FILE} is damaged (${(error as Error).message}).`,
    );
  }
  return files;
}

/**
 * Restores a TechPulse export into this site: ids, slugs, dates and storage keys are kept, so
 * every public page renders as it did. Items that already exist (same id, slug or email) are
 * left alone and counted, so running it twice changes nothing the second time.
 */
export async function importTechPulse(
  db: Db,
  dir: string,
  options: TechPulseImportOptions,
): Promise<ImportReport> {
  const dryRun = options.dryRun ?? false;
  const report = emptyReport("techpulse", dryRun);
  const writer = { db, events: options.events ?? createSiteEvents() };
  const data = await readExport(dir);
  const otherFiles = data.files ?? [];
  const unsafe = otherFiles.find((key) => !isSafeKey(key));
  if (unsafe !== undefined) {
    throw new ImportFormatError(
      `${TECHPULSE_EXPORT_FILE} names a file outside the media folder: ${JSON.stringify(unsafe)}.`,
    );
  }
  const wanted = new Set([
    ...data.media.flatMap((item) => item.widths.map((width) => `${item.fileKey}-${width}.webp`)),
    ...otherFiles,
  ]);
  const files = await readMediaArchive(dir, wanted);
  const missing = [...wanted].filter((key) => !files.has(key));
  if (missing.length > 0) {
    throw new ImportFormatError(
      `${TECHPULSE_MEDIA_FILE} lacks ${missing.length} image file(s), e.g. ${missing[0]}.`,
    );
  }
  report.posts.total = data.posts.length;
  if (dryRun) return dryRunReport(db, data, report);

  for (const setting of data.settings) {
    if (setting.key !== "site") {
      addWarning(
        report,
        `Setting "${setting.key}" is not known to this version and was not restored.`,
      );
      continue;
    }
    const parsed = siteSettingsSchema.safeParse(setting.value);
    if (parsed.success) await saveSiteSettings(writer, parsed.data);
    else addWarning(report, "The site settings did not validate and were not restored.");
  }

  const categoryIds = new Map<string, string>();
  for (const category of data.categories) {
    const existing = await db
      .selectFrom("categories")
      .select("id")
      .where("slug", "=", category.slug)
      .executeTakeFirst();
    if (existing) {
      report.categories.matched += 1;
      categoryIds.set(category.slug, existing.id);
      continue;
    }
    const icon = (CATEGORY_ICON_NAMES as readonly string[]).includes(category.icon)
      ? category.icon
      : CATEGORY_ICON_NAMES[0];
    const color = (CATEGORY_COLORS as readonly string[]).includes(category.color)
      ? category.color
      : CATEGORY_COLORS[0];
    const id = await createCategory(
      writer,
      {
        name: category.name,
        slug: category.slug,
        description: category.description,
        icon: icon as (typeof CATEGORY_ICON_NAMES)[number],
        color: color as (typeof CATEGORY_COLORS)[number],
      },
      category.id,
    );
    categoryIds.set(category.slug, id);
    report.categories.created += 1;
  }

  for (const profile of data.profiles) {
    const created = await createAuthorProfile(db, profile);
    if (created) report.authors.created += 1;
    else report.authors.matched += 1;
  }

  for (const item of data.media) {
    const keys = item.widths.map((width) => `${item.fileKey}-${width}.webp`);
    const restored = await restoreMedia(
      db,
      options.storage,
      item,
      new Map(keys.map((key) => [key, files.get(key)!])),
    );
    if (restored) report.media.copied += 1;
    else report.media.reused += 1;
  }
  for (const key of otherFiles) {
    try {
      await options.storage.put(key, files.get(key)!, contentTypeOfKey(key));
      report.media.copied += 1;
    } catch (error) {
      // Covers and pictures are stored under a name that holds a hash of their content.
      if (!(error instanceof MediaKeyTakenError)) throw error;
      report.media.reused += 1;
    }
  }

  let subscribers = 0;
  for (const subscriber of data.subscribers) {
    if (await restoreSubscriber(db, subscriber)) subscribers += 1;
  }
  if (data.subscribers.length > 0) {
    addWarning(
      report,
      `${subscribers} of ${data.subscribers.length} subscribers restored (the others were already on the list).`,
    );
  }

  const tagSlugs = new Set(
    (await db.selectFrom("tags").select("slug").execute()).map((row) => row.slug),
  );
  let processed = 0;
  for (const post of data.posts) {
    processed += 1;
    const exists = await db
      .selectFrom("posts")
      .select("id")
      .where("id", "=", post.id)
      .executeTakeFirst();
    if (exists) {
      report.posts.unchanged += 1;
    } else if (await slugTaken(db, post.slug)) {
      addSkipped(report, "Another post here already uses the slug", post.slug);
    } else {
      for (const tag of post.tags) {
        if (tagSlugs.has(tag.slug)) report.tags.matched += 1;
        else report.tags.created += 1;
        tagSlugs.add(tag.slug);
      }
      await createPost(
        writer,
        {
          id: post.id,
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          content: post.content,
          featuredImage: post.featuredImage,
          published: post.published,
          categoryId: post.categorySlug ? (categoryIds.get(post.categorySlug) ?? null) : null,
          ...exportedByline(post, data.profiles),
          tags: post.tags,
          createdAt: post.createdAt,
          updatedAt: post.updatedAt,
          publishedAt: post.publishedAt,
          seo: post.seo,
          importNote: post.importNote ?? null,
        },
        { source: "import" },
      );
      report.posts.created += 1;
    }
    await options.onProgress?.(processed, data.posts.length);
  }

  const postIds = new Set(data.posts.map((post) => post.id));
  for (const redirect of data.legacyRedirects) {
    if (!postIds.has(redirect.postId)) continue;
    const post = await db
      .selectFrom("posts")
      .select("id")
      .where("id", "=", redirect.postId)
      .executeTakeFirst();
    if (post) await recordLegacyKeys(db, post.id, [redirect.key]);
  }
  const redirects = await importRedirects(db, data.redirects ?? []);
  if (redirects.refused > 0) {
    addWarning(report, `${redirects.refused} redirect(s) were refused: ${redirects.firstReason}`);
  }
  return report;
}

async function dryRunReport(
  db: Db,
  data: TechPulseExport,
  report: ImportReport,
): Promise<ImportReport> {
  for (const post of data.posts) {
    const exists = await db
      .selectFrom("posts")
      .select("id")
      .where("id", "=", post.id)
      .executeTakeFirst();
    if (exists) report.posts.unchanged += 1;
    else if (await slugTaken(db, post.slug))
      addSkipped(report, "Another post here already uses the slug", post.slug);
    else report.posts.created += 1;
  }
  // Counted as the real run counts them (profiles by id, categories by slug), so the dry run and
  // the run say the same about a site that has some of them already.
  const profileIds = data.profiles.map((profile) => profile.id);
  const existingProfiles = profileIds.length
    ? await db.selectFrom("profiles").select("id").where("id", "in", profileIds).execute()
    : [];
  report.authors.matched = existingProfiles.length;
  report.authors.created = data.profiles.length - existingProfiles.length;
  const categorySlugs = data.categories.map((category) => category.slug);
  const existingCategories = categorySlugs.length
    ? await db.selectFrom("categories").select("slug").where("slug", "in", categorySlugs).execute()
    : [];
  report.categories.matched = existingCategories.length;
  report.categories.created = data.categories.length - existingCategories.length;
  report.media.copied = data.media.length + (data.files?.length ?? 0);
  return report;
}

/** A post's authors as the file has them, those whose profile it carries (first = primary). */
function exportedByline(
  post: Pick<ExportedPost, "authorId" | "authorIds">,
  profiles: readonly { id: string }[],
): { authorId: string | null; authorIds: string[] } {
  const known = new Set(profiles.map((profile) => profile.id));
  const listed = post.authorIds?.length ? post.authorIds : post.authorId ? [post.authorId] : [];
  const authorIds = [...new Set(listed)].filter((id) => known.has(id));
  return { authorId: authorIds[0] ?? null, authorIds };
}
