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
