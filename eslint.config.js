import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Import boundaries (issue 16, CONTRIBUTING.md). Each set below is one restriction of ESLint's
 * no-restricted-imports. A later config object's options for a rule replace an earlier one's,
 * so every area at the end of this file lists all the sets that apply to it, through
 * restrictImports(); tests/unit/import-boundaries.test.ts checks that violations are caught.
 */
const CODE = ["**/*.{ts,tsx,js,mjs}"];

/** zod is configured (jitless, for the CSP) in app/lib/zod.ts, before any schema is built. */
const ZOD = {
  paths: [{ name: "zod", message: 'Import { z } from "~/lib/zod" (configured jitless).' }],
  patterns: [{ group: ["zod/*"], message: 'Import { z } from "~/lib/zod".' }],
};

/** Components and app/lib reach the browser bundle: no server-only module, not even a type. */
const SERVER_MODULES = {
  patterns: [
    {
      group: ["**/*.server", "**/*.server.*", "**/.server", "**/.server/**"],
      message:
        "Server-only module: components and app/lib run in the browser too. Take data from the route's loader; put shared types in a domain's types.ts.",
    },
  ],
};

/** Routes stay thin (guard, parse, one domain call, respond): queries live in the domain. */
const KYSELY = {
  paths: [
    {
      name: "kysely",
      message: "Routes do not query: call a domain function (app/<domain>/*.server.ts).",
    },
  ],
  patterns: [{ group: ["kysely/*"], message: "Routes do not query: call a domain function." }],
};

/** The database drivers are opened in app/db only (connection.server.ts). */
const DRIVERS = {
  paths: ["better-sqlite3", "pg"].map((name) => ({
    name,
    message: "Database drivers belong to app/db: use the Db from ~/db/connection.server.",
  })),
  patterns: [
    { group: ["better-sqlite3/*", "pg/*"], message: "Database drivers belong to app/db." },
  ],
};

/** Engine differences are handled in app/db (and migrations); domain code is engine-blind. */
const ENGINE_CHECK_MESSAGE =
  "Engine checks belong to app/db: add a function there that hides the difference.";
const ENGINE_CHECK = {
  paths: [
    {
      name: "kysely",
      importNames: ["PostgresAdapter", "SqliteAdapter"],
      message: ENGINE_CHECK_MESSAGE,
    },
  ],
  patterns: [
    {
      group: ["**/db/connection.server", "**/db/connection.server.*", "./connection.server"],
      importNames: ["engineOf"],
      message: ENGINE_CHECK_MESSAGE,
    },
  ],
};

/** One no-restricted-imports setting holding every given restriction set. */
function restrictImports(...sets) {
  return [
    "error",
    {
      paths: sets.flatMap((set) => set.paths ?? []),
      patterns: sets.flatMap((set) => set.patterns ?? []),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: CODE,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Import boundaries, from the widest area to the narrowest (the last match wins).
  { files: CODE, rules: { "no-restricted-imports": restrictImports(DRIVERS, ENGINE_CHECK) } },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    rules: { "no-restricted-imports": restrictImports(ZOD, DRIVERS, ENGINE_CHECK) },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictImports(ZOD, SERVER_MODULES, DRIVERS, ENGINE_CHECK),
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports(ZOD, KYSELY, DRIVERS, ENGINE_CHECK) },
  },
  {
    // The one module that may import zod itself, to configure it.
    files: ["app/lib/zod.ts"],
    rules: { "no-restricted-imports": restrictImports(SERVER_MODULES, DRIVERS, ENGINE_CHECK) },
  },
  {
    // The database layer owns the drivers and the engine check.
    files: ["app/db/**/*.ts"],
    rules: { "no-restricted-imports": restrictImports(ZOD) },
  },
  {
    // Migrations are written once for both engines and branch on engineOf() where they must.
    files: ["migrations/**/*.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The one engine check outside app/db that predates the rule, kept as a listed exception:
    // app/auth/auth.server.ts hands engineOf(db) to Better Auth as its database `type`, so
    // the library writes its own SQL for the engine; it does not branch.
    // Do not add to this list: put the engine difference behind a function in app/db.
    files: ["app/auth/auth.server.ts"],
    rules: { "no-restricted-imports": restrictImports(ZOD, DRIVERS) },
  },
  {
    // Test and benchmark harnesses that create or inspect a raw database with its driver: a
    // PostgreSQL schema per test run, app/db's SQLite wrappers tested against the bare driver,
    // end-to-end specs reading (or, for the render keepers' comparison, editing two copies of)
    // the server's SQLite file, the archive benchmark's loader.
    files: [
      "tests/helpers/database.ts",
      "tests/integration/sqlite-statement-cache.test.ts",
      "tests/integration/sqlite-transactions.test.ts",
      "tests/e2e/database-outage.spec.ts",
      "tests/e2e/postgres-database.ts",
      "tests/e2e/hostile-requests.spec.ts",
      "tests/e2e/render-keepers.spec.ts",
      "tests/e2e/page-cache.spec.ts",
      "tests/e2e/analytics.spec.ts",
      "bench/archive-data.js",
      "bench/archive-analytics.js",
      "bench/archive-analytics-screens.js",
      "bench/archive.js",
    ],
    rules: { "no-restricted-imports": restrictImports(ENGINE_CHECK) },
  },
);
