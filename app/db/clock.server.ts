import { sql, type Kysely, type RawBuilder } from "kysely";
import { engineOf } from "./connection.server";

/**
 * The database's own "now", for comparisons that several processes (or servers) must agree on:
 * a job that asks "is this due?" by the clock of the one database, never by its own process's.
 * On SQLite the text has the same ISO-8601 shape as `Date.prototype.toISOString()`, which is how
 * timestamps are written, so text comparison orders them correctly. Migrations use it as the
 * default of timestamp columns (`migration-helpers.server.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
export function databaseNow(db: Kysely<any>): RawBuilder<string> {
  return engineOf(db) === "postgres"
    ? sql<string>`now()`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/**
 * The database's "now" plus `ms` milliseconds, in the same shape as `databaseNow`: a lease's end
 * or a retry's due time that every process measures by the one clock.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
export function databaseNowPlus(db: Kysely<any>, ms: number): RawBuilder<string> {
  const whole = Math.round(ms);
  return engineOf(db) === "postgres"
    ? sql<string>`now() + ${whole}::double precision * interval '1 millisecond'`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${whole / 1000} seconds`})`;
}

/**
 * The database's "now" as epoch milliseconds, read once: the newsletter's delivery rows keep
 * their due times and leases as epoch milliseconds, and every server must measure them by the
 * one database's clock, not by its own (a server whose clock runs ahead would take over leases
 * that have not run out).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
export async function databaseEpochMs(db: Kysely<any>): Promise<number> {
  const now =
    engineOf(db) === "postgres"
      ? sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`
      : sql<number>`CAST(unixepoch('subsec') * 1000 AS INTEGER)`;
  const { rows } = await sql<{ now: number | string }>`SELECT ${now} AS now`.execute(db);
  return Number(rows[0]!.now);
}
