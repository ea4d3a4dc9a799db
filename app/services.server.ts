import path from "node:path";
import { resolveAuthSecret } from "./auth/secret.server";
import { createAuthService, type AuthService } from "./auth/service.server";
import type { Config } from "./config.server";
import type { Db } from "./db/connection.server";
import { SITE_NAME } from "./lib/constants";
import { logger } from "./logger.server";
import { mediaStorageFromConfig } from "./media/from-config.server";
import type { MediaStorage } from "./media/storage.server";
import { createNewsletterContext, type NewsletterContext } from "./newsletter/context.server";
import type { PeopleDeps } from "./people/context.server";
import type { DomainEvents } from "./platform/domain-events.server";
import { createMailer, type Mailer } from "./platform/mailer.server";
import type { ImportJobContext } from "./transfer/jobs.server";
import { createSecretBox, type SecretBox } from "./integrations/secret-box.server";

/**
 * The site's services, built once at start-up and passed explicitly: to React Router as
 * `context.services` (server/app.ts's getLoadContext), to domain functions as arguments. Tests
 * build their own (tests/helpers/services.ts). Decision 0022.
 */
export interface Services {
  db: Db;
  /** The site's domain events, with every subscriber (platform/site-events.server.ts). */
  events: DomainEvents;
  /** Sends what the mail queue's worker and the newsletter's deliveries take from the database. */
  mailer: Mailer;
  auth: AuthService;
  newsletter: NewsletterContext;
  people: PeopleDeps;
  media: MediaStorage;
  imports: ImportJobContext;
  /** Seals and opens the integrations' Admin API secrets with AUTH_SECRET (decision 0036). */
  integrationSecrets: SecretBox;
}

/** SMTP when SMTP_URL is set, else the outbox folder; sent from MAIL_FROM or no-reply@host. */
export function mailerFromConfig(config: Config): Mailer {
  return createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: config.outboxDir,
    fromName: SITE_NAME,
    fromAddress: config.MAIL_FROM ?? `no-reply@${new URL(config.publicOrigin).hostname}`,
    logger,
  });
}

/**
 * Builds every service on an open, migrated database. Nothing here opens a connection or starts
 * a worker: Better Auth and nodemailer load on first use (decision 0020).
 */
export async function createServices(
  config: Config,
  db: Db,
  events: DomainEvents,
): Promise<Services> {
  const secret = await resolveAuthSecret(config, db);
  const origin = config.publicOrigin;
  const mailer = mailerFromConfig(config);
  // DATA_DIR/media, or the bucket when S3_BUCKET is set (decision 0024).
  const media = await mediaStorageFromConfig(config);
  return {
    db,
    events,
    mailer,
    auth: createAuthService({ db, events, secret, origin, logger }),
    newsletter: createNewsletterContext({ db, mailer, events, origin, secret, logger }),
    people: { db, events, logger, origin },
    media,
    imports: {
      db,
      events,
      storage: media,
      uploadDir: path.join(config.dataDir, "imports"),
      allowPrivateAddresses: config.IMPORT_ALLOW_PRIVATE_URLS,
    },
    integrationSecrets: createSecretBox(secret),
  };
}
