import type { DomainEvents } from "~/platform/domain-events.server";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Selectable } from "kysely";
import type { Db } from "~/db/connection.server";
import type { ImportJobsTable } from "~/db/schema";
import { newId } from "~/platform/ids.server";
import { logger } from "~/logger.server";
import type { MediaStorage } from "~/media/storage.server";
import { IMPORT_STALE_MS } from "./constants";
import { isImportFormatError } from "./errors";
import { getSiteSettings } from "~/settings/settings.server";
import { runImport } from "./import-run.server";
import { ghostSource, wordPressSource } from "./openers.server";
import type { ImportJob, ImportJobFormat, ImportReport } from "./types";
import type { ImportUpload } from "./upload.server";

export interface ImportJobContext {
  db: Db;
  /** The site's events; see `runImport`. */
  events?: DomainEvents;
  storage: MediaStorage;
  /** Uploads wait here (DATA_DIR/imports) until their job ends. */
  uploadDir: string;
  /** Let the fetcher reach private addresses (IMPORT_ALLOW_PRIVATE_URLS). */
  allowPrivateAddresses: boolean;
}

const PROGRESS_EVERY_MS = 500;

function toJob(row: Selectable<ImportJobsTable>): ImportJob {
  const stale =
    row.status === "running" && Date.now() - new Date(row.updated_at).getTime() > IMPORT_STALE_MS;
  return {
    id: row.id,
    format: row.format as ImportJobFormat,
    status: stale ? "interrupted" : row.status,
    fileName: row.file_name,
    processed: row.processed,
    total: row.total,
    report: row.report ? (JSON.parse(row.report) as ImportReport) : null,
    error: row.error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    siteUrl: row.site_url,
  };
}

export async function getLatestImportJob(db: Db): Promise<ImportJob | null> {
  const row = await db
    .selectFrom("import_jobs")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? toJob(row) : null;
}

export async function getImportJob(db: Db, id: string): Promise<ImportJob | null> {
  const row = await db
    .selectFrom("import_jobs")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toJob(row) : null;
}

async function isBusy(db: Db): Promise<boolean> {
  const latest = await getLatestImportJob(db);
  return latest?.status === "running" || latest?.status === "analysing";
}

/**
 * Stores an uploaded export and analyses it in the background (a dry run whose report the
 * admin reads before starting). Null when another import is still busy.
 */
export async function createImportJob(
  context: ImportJobContext,
  upload: ImportUpload & { createdBy: string | null },
): Promise<string | null> {
  if (await isBusy(context.db)) return null;
  const id = newId();
  await mkdir(context.uploadDir, { recursive: true });
  const filePath = path.join(
    context.uploadDir,
    `${id}.${upload.format === "ghost" ? "json" : "xml"}`,
  );
  await writeFile(filePath, upload.data);
  const now = new Date().toISOString();
  await context.db
    .insertInto("import_jobs")
    .values({
      id,
      format: upload.format,
      status: "analysing",
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      file_name: upload.fileName.replace(/[\u0000-\u001f\\/]/g, "").slice(0, 200) || "export",
      file_path: filePath,
      created_by: upload.createdBy,
      site_url: upload.siteUrl,
      created_at: now,
      updated_at: now,
    })
    .execute();
  void runJob(context, id, true);
  return id;
}

/**
 * Starts the real import of an analysed job in the background, posts whose own category matches
 * none here going to `defaultCategoryId` (or none); false when it is not ready or that category
 * does not exist.
 */
export async function startImportJob(
  context: ImportJobContext,
  id: string,
  defaultCategoryId: string | null = null,
): Promise<boolean> {
  if (defaultCategoryId && !(await categoryNamed(context.db, defaultCategoryId))) return false;
  const result = await context.db
    .updateTable("import_jobs")
    .set({
      status: "running",
      processed: 0,
      default_category_id: defaultCategoryId,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "ready")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  void runJob(context, id, false);
  return true;
}

/** Removes a job that is not running, with its uploaded file. */
export async function discardImportJob(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("import_jobs")
    .select(["file_path", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || row.status === "running" || row.status === "analysing") return false;
  await rm(row.file_path, { force: true });
  await db.deleteFrom("import_jobs").where("id", "=", id).execute();
  return true;
}

async function categoryNamed(db: Db, id: string) {
  return db.selectFrom("categories").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
}

async function runJob(context: ImportJobContext, id: string, dryRun: boolean): Promise<void> {
  const { db } = context;
  const row = await db
    .selectFrom("import_jobs")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const format = row.format as ImportJobFormat;
  const open =
    format === "ghost"
      ? ghostSource(row.file_path, { siteUrl: row.site_url })
      : wordPressSource(row.file_path);
  let lastWrite = 0;
  const onProgress = async (processed: number, total: number) => {
    if (Date.now() - lastWrite < PROGRESS_EVERY_MS && processed < total) return;
    lastWrite = Date.now();
    await db
      .updateTable("import_jobs")
      .set({ processed, total, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  };
  const finish = async (values: {
    status: ImportJobsTable["status"];
    report?: ImportReport;
    error?: string;
  }) => {
    const now = new Date().toISOString();
    await db
      .updateTable("import_jobs")
      .set({
        status: values.status,
        report: values.report ? JSON.stringify(values.report) : row.report,
        error: values.error ?? null,
        updated_at: now,
        finished_at: dryRun ? null : now,
      })
      .where("id", "=", id)
      .execute();
  };
  try {
    const report = await runImport(db, open, {
      format,
      dryRun,
      defaultCategory:
        !dryRun && row.default_category_id
          ? ((await categoryNamed(db, row.default_category_id)) ?? null)
          : null,
      events: context.events,
      onProgress: dryRun ? undefined : onProgress,
      media: {
        storage: context.storage,
        fetchRemote: true,
        // The server's setting, or the admin's in Settings as it is now (no restart needed).
        fetch: {
          allowPrivateAddresses:
            context.allowPrivateAddresses || (await getSiteSettings(db)).importAllowPrivateUrls,
        },
        uploadedBy: row.created_by,
      },
    });
    if (dryRun) {
      await db
        .updateTable("import_jobs")
        .set({ total: report.posts.total })
        .where("id", "=", id)
        .execute();
    }
    await finish({ status: dryRun ? "ready" : "finished", report });
    if (!dryRun) await rm(row.file_path, { force: true });
  } catch (error) {
    if (isImportFormatError(error)) {
      await finish({ status: "invalid", error: error.message });
    } else {
      logger.error({ err: error, job: id }, "import failed");
      await finish({
        status: "failed",
        error:
          "The import stopped because of an error on the server (see the server log). Posts imported so far are kept; running it again continues without duplicates.",
      });
    }
    await rm(row.file_path, { force: true }).catch(() => {});
  }
}
