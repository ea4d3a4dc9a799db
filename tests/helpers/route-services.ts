import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeEach } from "vitest";
import type { Db } from "~/db/connection.server";
import { createTestAuth, TEST_ORIGIN, type TestAuth } from "./auth";
import { createTestServices, type TestServices } from "./services";

export interface RouteServices {
  /** The current test's account service and outbox. */
  (): TestAuth;
  /** What React Router hands the route (`context.services` on the current test's database). */
  context: () => AppLoadContext;
}

/**
 * For tests that call route loaders and actions: before each test, the site's services on that
 * test's database (built as start-up builds them), cleaned up after it. Route modules also read
 * SITE_URL (to compare request origins) and DATA_DIR (a scratch folder, removed after the file).
 */
export function useRouteServices(db: () => Db): RouteServices {
  const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-routes-"));
  process.env.SITE_URL = TEST_ORIGIN;
  process.env.DATA_DIR = dataDir;
  let auth: TestAuth | undefined;
  let services: TestServices | undefined;
  beforeEach(() => {
    auth = createTestAuth(db());
    services = createTestServices(db(), auth, { dataDir });
  });
  afterEach(async () => {
    await services?.cleanup();
    auth?.cleanup();
    auth = undefined;
    services = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const current = <T>(value: T | undefined): T => {
    if (!value) throw new Error("no route services (use them inside tests and hooks)");
    return value;
  };
  return Object.assign(() => current(auth), { context: () => current(services).context });
}
