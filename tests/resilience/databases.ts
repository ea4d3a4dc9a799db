import { randomBytes } from "node:crypto";
import path from "node:path";
// The tests read the server's database with the drivers themselves, never through the app: the
// same exception as tests/e2e/hostile-requests.spec.ts (eslint.config.js lists those files).
// eslint-disable-next-line no-restricted-imports
import Database from "better-sqlite3";
// eslint-disable-next-line no-restricted-imports
import pg from "pg";

/**
 * What the resilience tests read straight from a server's database (never through the app):
 * row counts, and which of a list of values a column holds. One interface for both engines.
 */
export interface DatabaseProbe {
  readonly engine: "sqlite" | "postgres";
  counts(tables: readonly string[]): Promise<Record<string, number>>;
  /** Which of `values` occur in `table.column`. */
  present(table: string, column: string, values: readonly string[]): Promise<Set<string>>;
  /** The first column of a query's rows, as text. */
  column(sql: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The server's SQLite file in its data folder, opened read-only beside the running server. */
export function sqliteProbe(dataDir: string): DatabaseProbe {
  const db = new Database(path.join(dataDir, "techpulse.sqlite"), { readonly: true });
  db.pragma("busy_timeout = 5000");
  const countStatements = new Map<string, Database.Statement>();
  return {
    engine: "sqlite",
    async counts(tables) {
      return Object.fromEntries(
        tables.map((table) => {
          let statement = countStatements.get(table);
          if (!statement) {
            statement = db.prepare(`SELECT count(*) AS n FROM "${table}"`);
            countStatements.set(table, statement);
          }
          return [table, (statement.get() as { n: number }).n];
        }),
      );
    },
    async present(table, column, values) {
      const found = new Set<string>();
      const statement = db.prepare(`SELECT "${column}" AS v FROM "${table}" WHERE "${column}" = ?`);
      for (const value of values) {
        const row = statement.get(value) as { v: string } | undefined;
        if (row) found.add(row.v);
      }
      return found;
    },
    async column(sql) {
      return (db.prepare(sql).pluck().all() as unknown[]).map(String);
    },
    async close() {
      db.close();
    },
  };
}

export function postgresProbe(connectionString: string): DatabaseProbe {
  const pool = new pg.Pool({ connectionString, max: 2 });
  return {
    engine: "postgres",
    async counts(tables) {
      const { rows } = await pool.query<Record<string, string>>(
        `SELECT ${tables.map((table) => `(SELECT count(*) FROM "${table}") AS "${table}"`).join(", ")}`,
      );
      return Object.fromEntries(tables.map((table) => [table, Number(rows[0]![table])]));
    },
    async present(table, column, values) {
      const { rows } = await pool.query<{ v: string }>(
        `SELECT "${column}" AS v FROM "${table}" WHERE "${column}" = ANY($1::text[])`,
        [values],
      );
      return new Set(rows.map((row) => row.v));
    },
    async column(sql) {
      const { rows } = await pool.query<Record<string, unknown>>(sql);
      return rows.map((row) => String(Object.values(row)[0]));
    },
    async close() {
      await pool.end();
    },
  };
}

/** CI runs PostgreSQL 15 locally; TEST_DATABASE_URL points elsewhere when set. */
const POSTGRES_ADMIN_URL =
  process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A new, empty PostgreSQL database with a random name, for one test; `drop` removes it. */
export async function createScratchPostgres(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
