import { mkdir } from "node:fs/promises";
import type { Config } from "./config.server";
import { openDatabase, setDatabase, type Db } from "./db/connection.server";
import { migrateToLatest } from "./db/migrate.server";
import { logger } from "./logger.server";
import { hasAnyContent, seedDemoContent } from "./seed/seed.server";

/** Opens the configured database, migrates it, and seeds demo content into an empty one. */
export async function initialiseDatabase(config: Config): Promise<Db> {
  await mkdir(config.dataDir, { recursive: true });
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath });
  setDatabase(db);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  if (config.SEED_DEMO && !(await hasAnyContent(db))) {
    await seedDemoContent(db, { dataDir: config.dataDir });
  }
  return db;
}
