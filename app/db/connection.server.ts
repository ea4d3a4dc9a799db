import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, type KyselyPlugin } from "kysely";
import type pg from "pg";
import { attachReadThread } from "./off-thread-reads.server";
import { normalisedTypes, withDefaultTypes } from "./pg-values.server";
import { pgDriver } from "./pg.server";
import type { Database } from "./schema";
import { withStatementCache } from "./sqlite-statement-cache.server";
import { ImmediateSqliteDialect } from "./sqlite-immediate-dialect.server";
import { withNormalisedRows } from "./sqlite-values.server";

export type Db = Kysely<Database>;

/** PostgreSQL connections per process when DATABASE_POOL_SIZE is unset. */
export const DEFAULT_POOL_SIZE = 10;
export type Engine = "sqlite" | "postgres";

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  /** Path of the SQLite file (":memory:" for tests). */
  sqlitePath: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  /** Connections this process may hold (DATABASE_POOL_SIZE); the change listener adds one. */
  poolSize?: number;
  /** Told about every lost PostgreSQL connection (the server logs them). */
  onConnectionError?: (error: Error) => void;
}

/**
 * A connection that breaks (network blip, PostgreSQL restart) emits `error`, on the pool when
 * it is idle and on the client when a query holds it. Unhandled, that event kills the process.
 * Handled, pg drops the broken connection and the pool opens fresh ones on demand, so the site
 * recovers by itself; the query that was running fails and its request answers 503.
 */
function watchConnectionErrors(pool: pg.Pool, report: (error: Error) => void = () => {}) {
  pool.on("error", report);
  pool.on("connect", (client) => client.on("error", report));
}

/** The Kysely that Better Auth is given, per database opened on PostgreSQL. */
const betterAuthViews = new WeakMap<Db, Db>();

/** How to open one more connection outside the pool (a LISTEN connection), per PostgreSQL Db. */
const dedicatedClientSettings = new WeakMap<Db, pg.ClientConfig>();

/**
 * The settings of a connection to the same PostgreSQL database and schema as `db`'s pool, for
 * a client the pool must not hand out (LISTEN, advisory locks held across awaits); undefined on
 * SQLite.
 */
export function dedicatedClientConfig(db: Db): pg.ClientConfig | undefined {
  return dedicatedClientSettings.get(db);
}

/**
 * Rows read through the Db come out the same on both engines: booleans as booleans, counts and
 * other bigints as numbers, timestamps as ISO-8601 strings like `toISOString()`'s (PostgreSQL's
 * pool parses them so, `pg-values.server.ts`; SQLite's statements are wrapped,
 * `sqlite-values.server.ts`), so domain code converts nothing.
 */
export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const connection: pg.ClientConfig = {
      connectionString: options.databaseUrl,
      // During an outage a request fails within seconds (503) instead of waiting for ever.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    };
    const pool = new (pgDriver().Pool)({
      ...connection,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      types: normalisedTypes(),
    });
    watchConnectionErrors(pool, options.onConnectionError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dedicatedClientSettings.set(db, connection);
    betterAuthViews.set(
      db,
      new Kysely<Database>({ dialect: new PostgresDialect({ pool: withDefaultTypes(pool) }) }),
    );
    return db;
  }
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // No busy wait inside SQLite: it would block the event loop while another process writes. The
  // driver waits for the write lock on timers instead (sqlite-immediate-dialect.server.ts).
  sqlite.pragma("busy_timeout = 0");
  sqlite.pragma("synchronous = NORMAL");
  // 64 MiB of page cache (default 2 MiB): the listing, topic and sitemap indexes of a large
  // archive stay in memory, so a deep page skips cached index entries (decision 0010).
  sqlite.pragma("cache_size = -65536");
  // A file can be opened again by a thread for slow reads; an in-memory database cannot.
  const shared = options.sqlitePath !== "" && options.sqlitePath !== ":memory:";
  let stopReadThread = async () => {};
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({
      database: withNormalisedRows(withStatementCache(sqlite)),
      onDestroy: () => stopReadThread(),
    }),
  });
  if (shared) stopReadThread = attachReadThread(db, options.sqlitePath);
  return db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * The database as Better Auth's Kysely adapter expects it. On PostgreSQL it compares timestamps
 * with Date objects and converts nothing, so it reads the same pool with pg's own parsers; on
 * SQLite it turns text timestamps into Dates itself and takes booleans as they are, so it reads
 * the normalised Db.
 */
export function betterAuthDb(db: Db): Db {
  if (engineOf(db) === "sqlite") return db;
  const view = betterAuthViews.get(db);
  if (!view) throw new Error("Better Auth needs a Db from openDatabase() itself");
  return view;
}

/**
 * `db.withPlugin(plugin)` that keeps what `betterAuthDb` needs: the derived Db's Better Auth view
 * gets the same plugin (a test counting every query, Better Auth's included).
 */
export function withPlugin(db: Db, plugin: KyselyPlugin): Db {
  const derived = db.withPlugin(plugin);
  const view = betterAuthViews.get(db);
  if (view) betterAuthViews.set(derived, view.withPlugin(plugin));
  const settings = dedicatedClientSettings.get(db);
  if (settings) dedicatedClientSettings.set(derived, settings);
  return derived;
}
