import { Migrator, sql, type Migration, type MigrationProvider } from "kysely";
import * as m001 from "../../migrations/001_content";
import * as m002 from "../../migrations/002_accounts";
import * as m003 from "../../migrations/003_media";
import * as m004 from "../../migrations/004_settings";
import * as m005 from "../../migrations/005_newsletter";
import * as m006 from "../../migrations/006_contact";
import * as m007 from "../../migrations/007_archive";
import * as m009 from "../../migrations/009_import";
import * as m010 from "../../migrations/010_roles";
import * as m011 from "../../migrations/011_page_cache";
import * as m012 from "../../migrations/012_search_prefixes";
import * as m013 from "../../migrations/013_scheduled_publishing";
import * as m014 from "../../migrations/014_post_revisions";
import * as m015 from "../../migrations/015_post_seo";
import * as m016 from "../../migrations/016_stateless_servers";
import * as m017 from "../../migrations/017_mail_jobs";
import * as m018 from "../../migrations/018_totp_time_steps";
import * as m019 from "../../migrations/019_media_content_hash";
import * as m020 from "../../migrations/020_content_api_keys";
import * as m023 from "../../migrations/023_analytics";
import * as m026 from "../../migrations/026_post_import_note";
import * as m027 from "../../migrations/027_redirects";
import * as m028 from "../../migrations/028_import_job_options";
import * as m029 from "../../migrations/029_trending_topics";
import * as m030 from "../../migrations/030_newsletter_engagement";
import * as m031 from "../../migrations/031_integrations";
import * as m035 from "../../migrations/035_post_authors";
import * as m036 from "../../migrations/036_comments";
import * as m037 from "../../migrations/037_webhooks";
import * as m038 from "../../migrations/038_analytics_days";
import * as m039 from "../../migrations/039_comment_queue_indexes";
import { engineOf, type Db } from "./connection.server";

/** Migrations are imported statically so the production bundle carries them. */
const migrations: Record<string, Migration> = {
  "001_content": m001,
  "002_accounts": m002,
  "003_media": m003,
  "004_settings": m004,
  "005_newsletter": m005,
  "006_contact": m006,
  "007_archive": m007,
  "009_import": m009,
  "010_roles": m010,
  "011_page_cache": m011,
  "012_search_prefixes": m012,
  "013_scheduled_publishing": m013,
  "014_post_revisions": m014,
  "015_post_seo": m015,
  "016_stateless_servers": m016,
  "017_mail_jobs": m017,
  "018_totp_time_steps": m018,
  "019_media_content_hash": m019,
  "020_content_api_keys": m020,
  "023_analytics": m023,
  "026_post_import_note": m026,
  "027_redirects": m027,
  "028_import_job_options": m028,
  "029_trending_topics": m029,
  "030_newsletter_engagement": m030,
  "031_integrations": m031,
  "035_post_authors": m035,
  "036_comments": m036,
  "037_webhooks": m037,
  "038_analytics_days": m038,
  "039_comment_queue_indexes": m039,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL, Kysely looks for its bookkeeping tables in *any* schema unless told which one;
 * a half-migrated schema elsewhere in the database (another test run, another app) would make
 * it skip creating its own and fail. Name the schema the connection actually uses.
 */
async function migrationTableSchema(db: Db): Promise<{ migrationTableSchema?: string }> {
  if (engineOf(db) !== "postgres") return {};
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(await migrationTableSchema(db)) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Migration failed${name}: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The migrations this version of the app knows, oldest first. */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(migrations);

export interface MigrationState {
  /** Applied to the database, oldest first (as recorded in Kysely's table). */
  applied: string[];
  /** Known to this app and not applied yet: the database is behind. */
  pending: string[];
  /** Applied but unknown to this app: the database was migrated by a newer version. */
  unknown: string[];
}

/**
 * Where the database stands against this app's migrations, read from Kysely's bookkeeping
 * table with one small query (readiness probes ask often). A database without that table has
 * every migration pending.
 */
export async function migrationState(db: Db): Promise<MigrationState> {
  const applied = (await hasMigrationTable(db))
    ? (
        await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)
      ).rows.map((row) => row.name)
    : [];
  const done = new Set(applied);
  return {
    applied,
    pending: KNOWN_MIGRATIONS.filter((name) => !done.has(name)),
    unknown: applied.filter((name) => !KNOWN_MIGRATIONS.includes(name)),
  };
}

async function hasMigrationTable(db: Db): Promise<boolean> {
  const { rows } =
    engineOf(db) === "postgres"
      ? await sql<{ found: unknown }>`SELECT to_regclass('kysely_migration') AS found`.execute(db)
      : await sql<{
          found: unknown;
        }>`SELECT name AS found FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`.execute(
          db,
        );
  return rows[0]?.found != null;
}
