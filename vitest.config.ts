import { availableParallelism } from "node:os";
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
    // Vitest runs cores − 1 files at once by default: one at a time on CI's two cores, while much
    // of a file's time is waiting (password hashing in libuv's pool, SMTP, child processes). One
    // more than the cores took the SQLite pass from 208 to 124 s. On PostgreSQL each worker has a
    // database of its own (the setup file below), so files of different workers never see each
    // other's schemas (decision 0029).
    maxWorkers: availableParallelism() + 1,
    setupFiles: ["tests/helpers/postgres-worker-database.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: reportDir ? ["default", "json"] : ["default"],
    outputFile: reportDir ? { json: path.join(reportDir, `${reportName}.json`) } : undefined,
  },
});
