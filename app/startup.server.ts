import type { Config } from "./config.server";
import { probeDataDir, withDataDirFaults } from "./data-dir.server";
import { openDatabase, type Db } from "./db/connection.server";
import { migrateToLatest } from "./db/migrate.server";
import { logger } from "./logger.server";
import { hasAnyContent } from "./seed/has-content.server";
import type { DomainEvents } from "./platform/domain-events.server";
import type { Services } from "./services.server";

// The demo seed (sharp, the sanitizer, the articles) and the services (mailer, Better Auth's
// wrapper) are imported when needed, not with this module: the primary process of a
// multi-worker server loads only what migrating an existing database takes (decision 0020).

/** Opens the configured database, migrates it, and seeds demo content into an empty one. */
export async function initialiseDatabase(config: Config): Promise<Db> {
  return withDataDirFaults(config.dataDir, () => openAndPrepare(config));
}

async function openAndPrepare(config: Config): Promise<Db> {
  await probeDataDir(config.dataDir);
  const db = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.sqlitePath,
    onConnectionError: (error) =>
      logger.error({ err: error }, "database connection lost; reconnecting on demand"),
  });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  if (config.SEED_DEMO && !(await hasAnyContent(db))) {
    const { seedDemoContent } = await import("./seed/seed.server");
    // Covers and avatars go where uploads go (the bucket when S3_BUCKET is set).
    const { mediaStorageFromConfig } = await import("./media/from-config.server");
    const media = await mediaStorageFromConfig(config);
    await seedDemoContent(db, { dataDir: config.dataDir, media });
  }
  return db;
}

/**
 * Builds the site's services once, on the prepared database (decision 0022), reports the mail
 * transport, and creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export async function initialiseServices(
  config: Config,
  db: Db,
  events: DomainEvents,
): Promise<Services> {
  const [{ createServices }, { ensureFirstAdmin }] = await Promise.all([
    import("./services.server"),
    import("./auth/admin-accounts.server"),
  ]);
  const services = await createServices(config, db, events);
  logger.info(
    services.mailer.transport === "smtp"
      ? { mail: "smtp" }
      : { mail: "outbox", outbox: config.outboxDir, hint: "set SMTP_URL to deliver mail" },
    "mail transport ready",
  );
  if (!config.SITE_URL && config.NODE_ENV === "production") {
    logger.warn(
      { publicOrigin: config.publicOrigin },
      "SITE_URL is not set: links in emails point to this origin",
    );
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureFirstAdmin(services.auth, db, {
      email: config.ADMIN_EMAIL,
      name: config.ADMIN_NAME,
      password: config.ADMIN_PASSWORD,
    });
    if (outcome !== "skipped")
      logger.info({ email: config.ADMIN_EMAIL, outcome }, "first administrator ready");
  }
  return services;
}
