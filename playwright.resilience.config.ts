import { defineConfig } from "@playwright/test";

/**
 * The resilience suite (issue 11): kill -9 during writes, generated hostile requests, a soak.
 * Each spec starts its own production servers from the browser suite's build (`build-e2e`,
 * made by `npm run test:resilience` first) through tests/e2e/spawned-server.ts; no browser.
 * One worker: each spec loads the machine on purpose, and CI has two cores.
 */
export default defineConfig({
  testDir: "tests/resilience",
  outputDir: "test-results/resilience-output",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 150_000,
  reporter: [
    ["list"],
    // .ci/run collects machine-readable results for its closing line.
    ...(process.env.TEST_REPORT_DIR
      ? [["json", { outputFile: `${process.env.TEST_REPORT_DIR}/resilience.json` }] as const]
      : []),
  ],
});
