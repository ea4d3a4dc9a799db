import { execFileSync } from "node:child_process";

/**
 * A port nobody is listening on, asked of the operating system. Synchronous because the
 * Playwright config needs it while it is being evaluated.
 */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

/**
 * How the browser tests' server is started; shared by playwright.config.ts and the specs.
 * The runner picks a free port once and passes it to its workers through the environment,
 * so two runs on one machine (or a run beside a dev server) never collide.
 */
process.env.E2E_PORT ||= String(freePortSync());
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = `test-results/e2e-data-${E2E_PORT}`;
export const E2E_OUTBOX = `${E2E_DATA_DIR}/outbox`;
export const E2E_BUILD_DIR = "build-e2e";
/** Created at start through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = {
  email: "editor-in-chief@techpulse.test",
  password: "e2e admin password",
  name: "Editor In Chief",
};

/** Environment of a production server for the browser tests. */
export function e2eServerEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "production",
    BUILD_DIR: E2E_BUILD_DIR,
    PORT: String(E2E_PORT),
    DATA_DIR: E2E_DATA_DIR,
    SITE_URL: E2E_BASE_URL,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    // Each test claims its own client address through X-Forwarded-For, so rate limits of one
    // test never touch another (and per-IP isolation is exercised on every run).
    TRUST_PROXY: "true",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_NAME: E2E_ADMIN.name,
    ...overrides,
  };
}
