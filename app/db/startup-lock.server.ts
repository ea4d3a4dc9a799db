import type pg from "pg";
import { pgDriver } from "./pg.server";
import { dedicatedClientConfig, type Db } from "./connection.server";

/** Names this application's start-up lock among other advisory locks in the database. */
const LOCK_NAME = "techpulse:start-up";

let inProcess: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` while no other process or server runs start-up work on the same database, so
 * N servers starting together on an empty database migrate it, seed it and create the first
 * administrator once, and each later one finds it done.
 *
 * PostgreSQL: a session advisory lock, held on a connection of its own outside the pool (the
 * work uses the pool freely meanwhile); keyed by schema, so test schemas in one database do not
 * wait for each other. A process that dies holding it releases it with its connection.
 * SQLite: one file on one machine, whose writes are serialised by its write lock (transactions
 * begin IMMEDIATE); the start-up work of this process is serialised here.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const settings = dedicatedClientConfig(db);
  if (settings) return withAdvisoryLock(settings, work);
  const turn = inProcess.then(work);
  inProcess = turn.catch(() => {});
  return turn;
}

/** Each call holds a session of its own, so calls within one process exclude each other too. */
async function withAdvisoryLock<T>(settings: pg.ClientConfig, work: () => Promise<T>): Promise<T> {
  const client = new (pgDriver().Client)(settings);
  // A lost connection releases the lock; the work's own queries then fail and are retried.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext(current_schema() || ':' || $1))", [
      LOCK_NAME,
    ]);
    return await work();
  } finally {
    // Ending the session releases the lock; no unlock round trip needed.
    await client.end().catch(() => {});
  }
}
