import type { Config } from "./config.server";
import { probeDataDir, withDataDirFaults } from "./data-dir.server";
import { openDatabase, type Db } from "./db/connection.server";
import { isDatabaseUnavailable } from "./db/availability.server";
import { KNOWN_MIGRATIONS, migrateToLatest } from "./db/migrate.server";
import { withStartupLock } from "./db/startup-lock.server";
import { logger } from "./logger.server";
import { hasAnyContent } from "./seed/has-content.server";
import type { DomainEvents } from "./platform/domain-events.server";
import type { Services } from "./services.server";

// The demo seed (sharp, the sanitizer, the articles) and the services (mailer, Better Auth's
// wrapper) are imported when needed, not with this module: the primary process of a
// multi-worker server loads only what migrating an existing database takes (decision 0020).

/** Opens the configured database, migrates it, and seeds demo content into an empty one. */
export async function initialiseDatabase(config: Config): Promise<Db> {
  return (await openPreparedDatabase(config)).db;
}

/**
 * The same, and whether the database had no migration applied before: it was created (or found
 * empty) now. Commands run beside a server (`admin:create`) warn then: without the server's
 * DATA_DIR or DATABASE_URL they would write to a database the server never reads.
 */
export async function openPreparedDatabase(config: Config): Promise<{ db: Db; created: boolean }> {
  return withDataDirFaults(config.dataDir, () => openAndPrepare(config));
}

async function openAndPrepare(config: Config): Promise<{ db: Db; created: boolean }> {
  await probeDataDir(config.dataDir);
  const db = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.sqlitePath,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionError: (error) =>
      logger.error({ err: error }, "database connection lost; reconnecting on demand"),
  });
  let created = false;
  try {
    // Servers starting together on one empty database: one migrates and seeds, the others wait
    // and then find it done.
    await untilDatabaseAvailable("preparing the database", () =>
      withStartupLock(db, async () => {
        const applied = await migrateToLatest(db);
        if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
        // The first migration applied now: there was none before.
        created = applied[0] === KNOWN_MIGRATIONS[0];
        if (config.SEED_DEMO && !(await hasAnyContent(db))) {
          const { seedDemoContent } = await import("./seed/seed.server");
          // Covers and avatars go where uploads go (the bucket when S3_BUCKET is set).
          const { mediaStorageFromConfig } = await import("./media/from-config.server");
          const media = await mediaStorageFromConfig(config);
          await seedDemoContent(db, { dataDir: config.dataDir, media });
        }
      }),
    );
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  return { db, created };
}

/** Waits between start-up attempts while the database is unreachable: doubling, up to 30 s. */
const START_RETRY_MIN_MS = 500;
const START_RETRY_MAX_MS = 30_000;

/**
 * Runs `work` again, with growing waits, for as long as it fails because the database cannot be
 * reached (a server started before PostgreSQL, or during its restart), so a process manager
 * sees one waiting server instead of a crash loop. Any other error ends start-up at once.
 */
async function untilDatabaseAvailable<T>(what: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1, delay = START_RETRY_MIN_MS; ; attempt += 1) {
    try {
      const result = await work();
      if (attempt > 1) logger.info({ attempts: attempt }, `database reachable: ${what} done`);
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger.warn(
        { err: error, attempt, retryInMs: delay },
        `database unreachable while ${what}; retrying`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, START_RETRY_MAX_MS);
    }
  }
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
  const services = await untilDatabaseAvailable("reading the auth secret", () =>
    createServices(config, db, events),
  );
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
    const admin = {
      email: config.ADMIN_EMAIL,
      name: config.ADMIN_NAME,
      password: config.ADMIN_PASSWORD,
    };
    const outcome = await untilDatabaseAvailable("creating the first administrator", () =>
      ensureFirstAdmin(services.auth, db, admin),
    );
    if (outcome !== "skipped")
      logger.info({ email: config.ADMIN_EMAIL, outcome }, "first administrator ready");
  }
  return services;
}
