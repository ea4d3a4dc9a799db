import { sql, type RawBuilder } from "kysely";
import { engineOf, type Db } from "./connection.server";

/**
 * The database's own "now", for comparisons that several processes (or servers) must agree on:
 * a job that asks "is this due?" by the clock of the one database, never by its own process's.
 * On SQLite the text has the same ISO-8601 shape as `Date.prototype.toISOString()`, which is how
 * timestamps are written, so text comparison orders them correctly.
 */
export function databaseNow(db: Db): RawBuilder<string> {
  return engineOf(db) === "postgres"
    ? sql<string>`now()`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}
