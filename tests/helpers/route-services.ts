import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach } from "vitest";
import { setAuthServiceForTests } from "~/auth/instance.server";
import { setDatabase, type Db } from "~/db/connection.server";
import { createTestAuth, TEST_ORIGIN, type TestAuth } from "./auth";

/**
 * For tests that call route actions, which use the process-wide services: each test's database
 * and a TestAuth on it become those services for the test. Route modules also read SITE_URL
 * (to compare request origins) and DATA_DIR (a scratch folder here, removed after the file).
 * Returns the current test's TestAuth.
 */
export function useRouteServices(db: () => Db): () => TestAuth {
  const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-routes-"));
  process.env.SITE_URL = TEST_ORIGIN;
  process.env.DATA_DIR = dataDir;
  let current: TestAuth | undefined;
  beforeEach(() => {
    current = createTestAuth(db());
    setDatabase(db());
    setAuthServiceForTests(current.service);
  });
  afterEach(async () => {
    setAuthServiceForTests(undefined);
    await current?.service.tasks.settled();
    current?.cleanup();
    current = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return () => {
    if (!current) throw new Error("no route services (use them inside tests and hooks)");
    return current;
  };
}
