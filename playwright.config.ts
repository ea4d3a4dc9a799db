import { defineConfig, devices } from "@playwright/test";
import {
  E2E_BASE_URL as BASE_URL,
  E2E_BUILD_DIR as BUILD_DIR,
  E2E_DATA_DIR as DATA_DIR,
  e2eServerEnv,
} from "./tests/e2e/server-env";

/** Debian's Chromium: Playwright cannot download its own browsers on these machines. */
const chromiumLaunch = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e-output",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two browsers, a server with a worker per core and the build share CI's two cores: an editor
  // journey that takes 15 s on a quiet machine took 30-35 s there, and 55-65 s when the CPU was
  // saturated (pressure 90 %), where typing 14 characters took 3-4 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The screenshot tour is for humans; run it with SCREENSHOTS=1.
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screenshots/,
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    // .ci/run collects machine-readable results for its closing line.
    ...(process.env.TEST_REPORT_DIR
      ? [["json", { outputFile: `${process.env.TEST_REPORT_DIR}/playwright.json` }] as const]
      : []),
  ],
  use: {
    baseURL: BASE_URL,
    // Recording a trace (DOM snapshots and screenshots at every action) cost ~20 % of the run
    // (4 public-page specs: 186 → 146 s). CI retries a failed test once, with a trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /admin-.*\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
    },
    {
      // The admin journeys publish posts and create categories on the shared server; they run
      // after the public pages' tests, which count what the demo content shows.
      name: "chromium-admin",
      testMatch: /admin-.*\.spec\.ts/,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    // The production build, on a fresh database seeded with the demo content.
    command:
      `rm -rf ${DATA_DIR} && mkdir -p ${DATA_DIR} && ` +
      `BUILD_DIR=${BUILD_DIR} npx react-router build && node server.js`,
    env: e2eServerEnv(),
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
