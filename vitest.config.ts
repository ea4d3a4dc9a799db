import path from "node:path";
import { defineConfig } from "vitest/config";

// .ci/run sets TEST_REPORT_DIR to collect machine-readable results for its closing line.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.VITEST_REPORT_NAME ?? "vitest-sqlite";

// Unit and integration tests (Node). Playwright owns tests/e2e/.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    env: { LOG_LEVEL: "silent" },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: reportDir ? ["default", "json"] : ["default"],
    outputFile: reportDir ? { json: path.join(reportDir, `${reportName}.json`) } : undefined,
  },
});
