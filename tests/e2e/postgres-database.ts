import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * PostgreSQL for end-to-end specs that start servers on it: TEST_DATABASE_URL when set, else the
 * local PostgreSQL 15 of CI and the development machines (trust auth, user postgres). Playwright's
 * run sets no TEST_DATABASE_URL, so the specs use this address directly.
 */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** The URL of another database on the same PostgreSQL, optionally through another host:port. */
export function urlOfDatabase(name: string, host?: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  if (host) url.host = host;
  url.pathname = `/${name}`;
  return url.href;
}

export async function queryDatabase<Row extends pg.QueryResultRow>(
  connectionString: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL answers at POSTGRES_ADMIN_URL. */
export async function postgresReachable(): Promise<boolean> {
  try {
    await queryDatabase(POSTGRES_ADMIN_URL, "SELECT 1");
    return true;
  } catch {
    return false;
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
  /** Drops it, closing whatever connections are left. */
  drop: () => Promise<void>;
}

/** A new, empty database with a random name. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await queryDatabase(POSTGRES_ADMIN_URL, `CREATE DATABASE ${name}`);
  const url = urlOfDatabase(name);
  return {
    name,
    url,
    query: (text, values) => queryDatabase(url, text, values),
    drop: async () => {
      await queryDatabase(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
