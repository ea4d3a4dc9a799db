import { defineConfig } from "vitest/config";

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
  },
});
