import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { openDatabase, type Db, type Engine } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemoContent } from "~/seed/seed.server";

/** PostgreSQL runs only when this is set; then it must work (no silent skip). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/**
 * The engines this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * TEST_ENGINES=postgres leaves SQLite out, for CI's PostgreSQL pass after a SQLite pass of the
 * same suite (the SQLite-vs-PostgreSQL comparison still opens both).
 */
export const ENGINES: Engine[] = !TEST_DATABASE_URL
  ? ["sqlite"]
  : process.env.TEST_ENGINES === "postgres"
    ? ["postgres"]
    : ["sqlite", "postgres"];

/** A fixed clock, so seeded dates are identical on both engines and across runs. */
export const SEED_NOW = new Date("2026-03-15T12:00:00.000Z");

export interface TestDatabase {
  engine: Engine;
  db: Db;
  /** Closes the connection and, on PostgreSQL, drops the test's schema. */
  cleanup: () => Promise<void>;
}

/** A fresh, empty database: SQLite in memory, or a PostgreSQL schema of its own. */
export async function createTestDatabase(
  engine: Engine,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const handle = engine === "postgres" ? await createPostgres() : createSqlite();
  if (options.migrate ?? true) await migrateToLatest(handle.db);
  return handle;
}

function createSqlite(): TestDatabase {
  const db = openDatabase({ sqlitePath: ":memory:" });
  return { engine: "sqlite", db, cleanup: () => db.destroy() };
}

async function createPostgres(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    await admin.end().catch(() => {});
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL is not usable (${String(error)}); ` +
        "unset it to run the SQLite pass only",
      { cause: error },
    );
  }
  const db = openDatabase({
    databaseUrl: TEST_DATABASE_URL,
    sqlitePath: "",
    pgSchema: schema,
    poolSize: 4,
  });
  return {
    engine: "postgres",
    db,
    cleanup: async () => {
      try {
        await db.destroy();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Seeds the demo content without images, at the fixed clock. */
/** A verified account row, for tests that need a user id (an uploader, an editor…). */
export async function insertTestUser(
  db: Db,
  user: { id: string; name: string; email: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("user")
    .values({ ...user, email_verified: true, created_at: now, updated_at: now })
    .execute();
}

export function seedDemo(db: Db) {
  return seedDemoContent(db, { dataDir: "/nonexistent", now: SEED_NOW, images: false });
}

export interface EngineContext {
  engine: Engine;
  /** The block's database; valid inside tests and hooks. */
  db: () => Db;
}

/**
 * One describe block per engine, each with its own fresh migrated database (shared by the
 * tests of the block). `setup` runs once after migration, e.g. to seed.
 */
export function describeEachEngine(
  name: string,
  fn: (context: EngineContext) => void,
  setup?: (db: Db) => Promise<unknown>,
): void {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      let handle: TestDatabase | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(engine);
        if (setup) await setup(handle.db);
      });
      afterAll(async () => {
        await handle?.cleanup();
      });
      fn({
        engine,
        db: () => {
          if (!handle) throw new Error(`no ${engine} test database (did beforeAll fail?)`);
          return handle.db;
        },
      });
    });
  }
}
