/**
 * Vitest setup file: on a PostgreSQL run, each Vitest worker gets a database of its own on the
 * server TEST_DATABASE_URL names (`<database>_w<pool id>`, created on first use), and
 * TEST_DATABASE_URL is pointed at it before any test file reads it.
 *
 * Why: test files make a schema each. Kysely's migrator and Better Auth's schema check list the
 * tables of every schema in their database, so a file that drops its schema while another file
 * in the same database introspects makes that one fail with "schema … does not exist". One
 * worker per database runs its files one at a time, as the whole pass once had to, and the
 * workers run side by side (decision 0029).
 */
const ORIGINAL_URL = "TEST_DATABASE_URL_SERVER";

if (process.env.TEST_DATABASE_URL) {
  process.env[ORIGINAL_URL] ??= process.env.TEST_DATABASE_URL;
  const server = new URL(process.env[ORIGINAL_URL]!);
  const pool = process.env.VITEST_POOL_ID ?? "1";
  if (!/^\d+$/.test(pool)) throw new Error(`unexpected VITEST_POOL_ID ${pool}`);
  const database = `${server.pathname.slice(1) || "postgres"}_w${pool}`;
  const worker = new URL(server.href);
  worker.pathname = `/${database}`;
  if (process.env.TEST_DATABASE_URL !== worker.href) {
    await createDatabaseIfMissing(server.href, database);
    process.env.TEST_DATABASE_URL = worker.href;
  }
}

async function createDatabaseIfMissing(serverUrl: string, database: string): Promise<void> {
  // Loaded here: the SQLite pass runs this file before every test file and needs no driver.
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } catch (error) {
    // Another run created it between the check and CREATE: 42P04 duplicate_database.
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await admin.end();
  }
}

export {};
