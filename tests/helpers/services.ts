import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import type { Db } from "~/db/connection.server";
import { createLocalDiskStorage } from "~/media/storage.server";
import { createNewsletterContext } from "~/newsletter/context.server";
import { createSiteEvents } from "~/platform/site-events.server";
import type { Services } from "~/services.server";
import { createSecretBox } from "~/integrations/secret-box.server";
import { TEST_ORIGIN, TEST_SECRET, type TestAuth } from "./auth";

export interface TestServices {
  services: Services;
  /** What React Router hands a route's loader and action (server/app.ts's getLoadContext). */
  context: AppLoadContext;
  /** Removes the media folder if this made it. */
  cleanup: () => Promise<void>;
}

/**
 * The site's services for route tests, built as start-up builds them (app/services.server.ts)
 * but on the test's database and `createTestAuth`'s account service and outbox. Media and
 * imports live in `dataDir` (a temporary folder when not given).
 */
export function createTestServices(
  db: Db,
  auth: TestAuth,
  options: { dataDir?: string } = {},
): TestServices {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "techpulse-services-"));
  const logger = pino({ level: "silent" });
  const { service, mailer } = auth;
  const media = createLocalDiskStorage(path.join(dataDir, "media"));
  // Webhook deliveries are queued as the site queues them (their worker runs only in tests that start one).
  const events = createSiteEvents({ webhookOrigin: TEST_ORIGIN });
  const services: Services = {
    db,
    events,
    mailer,
    auth: service,
    newsletter: createNewsletterContext({
      db,
      mailer,
      events,
      origin: TEST_ORIGIN,
      secret: TEST_SECRET,
      logger,
    }),
    people: { db, events, logger, origin: TEST_ORIGIN },
    media,
    imports: {
      db,
      storage: media,
      events,
      uploadDir: path.join(dataDir, "imports"),
      allowPrivateAddresses: false,
    },
    integrationSecrets: createSecretBox(TEST_SECRET),
  };
  return {
    services,
    context: { cspNonce: undefined, services },
    cleanup: async () => {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A route context holding only the services a test gives (e.g. the newsletter of
 * `createTestNewsletter`); a route that reads another fails with its name, not with undefined.
 */
export function contextWith(given: Partial<Services>): AppLoadContext {
  const services = new Proxy(given, {
    get(target, name) {
      if (!(name in target)) throw new Error(`this test gave the route no ${String(name)} service`);
      return target[name as keyof Services];
    },
  }) as Services;
  return { cspNonce: undefined, services };
}
