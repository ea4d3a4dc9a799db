import { getConfig, type Config } from "~/config.server";
import { getDb } from "~/db/connection.server";
import { SITE_NAME } from "~/lib/constants";
import { logger } from "~/logger.server";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { resolveAuthSecret } from "./secret.server";
import { createAuthService, type AuthService } from "./service.server";

let mailer: Mailer | undefined;
let service: AuthService | undefined;

export function mailerFor(config: Config): Mailer {
  return createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: config.outboxDir,
    fromName: SITE_NAME,
    fromAddress: config.MAIL_FROM ?? `no-reply@${new URL(config.publicOrigin).hostname}`,
    logger,
  });
}

/** The process-wide mailer, built on first use from the configuration. */
export function getMailer(): Mailer {
  mailer ??= mailerFor(getConfig());
  return mailer;
}

/**
 * Prepares the process-wide account service; called once at start-up (after the database),
 * so importing auth modules from a script opens nothing.
 */
export async function initialiseAuth(config: Config = getConfig()): Promise<AuthService> {
  service ??= createAuthService({
    db: getDb(),
    secret: await resolveAuthSecret(config),
    origin: config.publicOrigin,
    mailer: getMailer(),
    logger,
  });
  return service;
}

/** Tests that call route modules directly install their own service (and database). */
export function setAuthServiceForTests(testService: AuthService | undefined): void {
  service = testService;
}

export function getAuthService(): AuthService {
  if (!service) throw new Error("Accounts not initialised: call initialiseAuth() at start-up");
  return service;
}
