import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "~/config.server";
import { z } from "~/lib/zod";
import { BackupError } from "./backup-errors.server";
import { backupPostgres, isPostgresEmpty, restorePostgres } from "./backup-postgres.server";
import { backupSqlite, isSqliteEmpty, restoreSqlite, sealSqliteCopy } from "./backup-sqlite.server";
import { openDatabase, type Engine } from "./connection.server";
import { migrateToLatest, migrationState, KNOWN_MIGRATIONS } from "./migrate.server";

export { BackupError };

/**
 * A backup is a directory: the database file (`database.sqlite`, a consistent copy made by
 * SQLite's online backup, or `database.pgdump`, pg_dump's custom format), the uploaded media
 * when they live on local disk (`media/`), and `manifest.json`, written last: a directory
 * without it is an interrupted backup, and restore refuses it.
 */
export const MANIFEST_FILE = "manifest.json";
const MEDIA_DIR = "media";
const DATABASE_FILE: Record<Engine, string> = {
  sqlite: "database.sqlite",
  postgres: "database.pgdump",
};

const manifestSchema = z.object({
  format: z.literal("techpulse-backup"),
  formatVersion: z.literal(1),
  engine: z.enum(["sqlite", "postgres"]),
  createdAt: z.string(),
  appVersion: z.string(),
  migrations: z.object({ latest: z.string().nullable(), applied: z.array(z.string()) }),
  database: z.string(),
  media: z.discriminatedUnion("included", [
    z.object({ included: z.literal(true), dir: z.string(), files: z.number() }),
    z.object({ included: z.literal(false), reason: z.string() }),
  ]),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Where the site's database is: DATABASE_URL (PostgreSQL) or the SQLite file. */
export interface DatabaseLocation {
  databaseUrl?: string;
  sqlitePath: string;
}

/** Where the site keeps uploads: a local folder, or an object-storage bucket (S3_BUCKET). */
export type MediaLocation = { kind: "local"; dir: string } | { kind: "object-storage" };

export const MEDIA_IN_OBJECT_STORAGE =
  "media are in object storage (S3_BUCKET): the bucket's own versioning or replication " +
  "backs them up; this backup holds the database only";

/**
 * The configured site's database and media. Media are in object storage when S3_BUCKET is set
 * (the S3 storage's setting), otherwise under DATA_DIR/media.
 */
export function siteLocations(config: Config): {
  database: DatabaseLocation;
  media: MediaLocation;
} {
  const { S3_BUCKET } = config as Config & { S3_BUCKET?: string };
  return {
    database: { databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath },
    media: S3_BUCKET
      ? { kind: "object-storage" }
      : { kind: "local", dir: path.join(config.dataDir, "media") },
  };
}

const engineOf = (database: DatabaseLocation): Engine =>
  database.databaseUrl ? "postgres" : "sqlite";

/** Reads the migration level of a database (a backup's SQLite copy, or the live one). */
async function appliedMigrations(database: DatabaseLocation): Promise<string[]> {
  const db = openDatabase({ ...database, poolSize: 1 });
  try {
    return (await migrationState(db)).applied;
  } finally {
    await db.destroy();
  }
}

export interface BackupOptions {
  database: DatabaseLocation;
  media: MediaLocation;
  /** The backup directory to create; it must not exist yet (or be empty). */
  outDir: string;
  appVersion: string;
  now?: Date;
}

/**
 * Makes a backup while the site runs: the database first, then the media (so every media row
 * the database copy names has its file, uploads being written before their row), then the
 * manifest.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const { database, media, outDir } = options;
  const engine = engineOf(database);
  if (existsSync(outDir) && (await readdir(outDir)).length > 0) {
    throw new BackupError(`${outDir} already exists and is not empty: choose a new directory.`);
  }
  await mkdir(outDir, { recursive: true });
  const databaseFile = path.join(outDir, DATABASE_FILE[engine]);
  let applied: string[];
  if (engine === "sqlite") {
    await backupSqlite(database.sqlitePath, databaseFile);
    // The level of the copy itself, not of the live file (which may move on meanwhile).
    applied = await appliedMigrations({ sqlitePath: databaseFile });
    sealSqliteCopy(databaseFile);
  } else {
    applied = await appliedMigrations(database);
    await backupPostgres(database.databaseUrl!, databaseFile);
  }
  const manifest: BackupManifest = {
    format: "techpulse-backup",
    formatVersion: 1,
    engine,
    createdAt: (options.now ?? new Date()).toISOString(),
    appVersion: options.appVersion,
    migrations: { latest: applied.at(-1) ?? null, applied },
    database: DATABASE_FILE[engine],
    media:
      media.kind === "object-storage"
        ? { included: false, reason: MEDIA_IN_OBJECT_STORAGE }
        : await copyMedia(media.dir, path.join(outDir, MEDIA_DIR)),
  };
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function copyMedia(from: string, to: string): Promise<BackupManifest["media"]> {
  if (!existsSync(from)) return { included: true, dir: MEDIA_DIR, files: 0 };
  await cp(from, to, { recursive: true });
  const files = (await readdir(to, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  ).length;
  return { included: true, dir: MEDIA_DIR, files };
}

/** The manifest of a backup directory, checked; a clear error for anything else. */
export async function readManifest(backupDir: string): Promise<BackupManifest> {
  const file = path.join(backupDir, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new BackupError(
      `${backupDir} is not a complete backup: ${MANIFEST_FILE} is missing (an interrupted backup has none).`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch {
    throw new BackupError(`${file} is not valid JSON.`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupError(`${file} is not a TechPulse backup manifest.`);
  return result.data;
}

export interface RestoreOptions {
  backupDir: string;
  database: DatabaseLocation;
  media: MediaLocation;
  /** Replace a database that already holds tables (and media files of the same name). */
  force: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Migrations applied after the restore (the backup came from an older version). */
  migrated: string[];
  mediaFiles: number;
  /** Set when the backup's media could not go where this site keeps media. */
  mediaNote?: string;
}

/**
 * Restores a backup into the configured database: refuses an engine mismatch, a backup made
 * by a newer version (migrations this one does not know) and, without `force`, a database that
 * is not empty; then brings the restored database to this version's migrations and checks
 * none is pending.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const { backupDir, database, force } = options;
  const manifest = await readManifest(backupDir);
  const engine = engineOf(database);
  if (manifest.engine !== engine) {
    throw new BackupError(
      engine === "postgres"
        ? "This backup is of a SQLite database, and DATABASE_URL points to PostgreSQL: unset DATABASE_URL to restore it into SQLite."
        : "This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) PostgreSQL database to restore it into.",
    );
  }
  const unknown = manifest.migrations.applied.filter((name) => !KNOWN_MIGRATIONS.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `This backup was made by a newer version of TechPulse (migrations ${unknown.join(", ")}): upgrade before restoring it.`,
    );
  }
  const databaseFile = path.join(backupDir, manifest.database);
  if (!existsSync(databaseFile)) {
    throw new BackupError(`${databaseFile} is missing from the backup.`);
  }
  const empty =
    engine === "sqlite"
      ? isSqliteEmpty(database.sqlitePath)
      : await isPostgresEmpty(database.databaseUrl!);
  if (!empty && !force) {
    throw new BackupError(
      "The target database is not empty: restore into an empty database, or pass --force to replace its content (stop the site first).",
    );
  }
  if (engine === "sqlite") {
    await mkdir(path.dirname(database.sqlitePath), { recursive: true });
    await restoreSqlite(databaseFile, database.sqlitePath);
  } else {
    await restorePostgres(databaseFile, database.databaseUrl!, { replace: !empty });
  }
  const migrated = await bringToLatest(database);
  const media = await restoreMedia(options, manifest);
  return { manifest, migrated, ...media };
}

/** Applies what a backup from an older version lacks, then checks that nothing is pending. */
async function bringToLatest(database: DatabaseLocation): Promise<string[]> {
  const db = openDatabase({ ...database, poolSize: 1 });
  try {
    const migrated = await migrateToLatest(db);
    const { pending, unknown } = await migrationState(db);
    if (pending.length > 0 || unknown.length > 0) {
      throw new BackupError(
        `The restored database's migrations are not current (pending: ${pending.join(", ") || "none"}; unknown: ${unknown.join(", ") || "none"}).`,
      );
    }
    return migrated;
  } finally {
    await db.destroy();
  }
}

async function restoreMedia(
  { backupDir, media, force }: RestoreOptions,
  manifest: BackupManifest,
): Promise<Pick<RestoreReport, "mediaFiles" | "mediaNote">> {
  if (!manifest.media.included) return { mediaFiles: 0, mediaNote: manifest.media.reason };
  const from = path.join(backupDir, manifest.media.dir);
  if (!existsSync(from) || manifest.media.files === 0) return { mediaFiles: 0 };
  if (media.kind === "object-storage") {
    return {
      mediaFiles: 0,
      mediaNote: `the backup's media (${from}) were not restored: this site keeps media in object storage; copy them into DATA_DIR/media and run npm run media:migrate`,
    };
  }
  await cp(from, media.dir, { recursive: true, force, errorOnExist: false });
  return { mediaFiles: manifest.media.files };
}
