import type { SelectQueryBuilder } from "kysely";
import { engineOf, type Db } from "./connection.server";

/**
 * Locks the rows a read inside a transaction returns until it commits, so a read-check-write
 * cannot interleave with another writer's. PostgreSQL needs `FOR UPDATE`; SQLite's write
 * transactions begin IMMEDIATE here (sqlite-immediate-dialect), which already excludes every
 * other writer, and it has no such clause.
 */
export function lockedForUpdate<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return engineOf(db) === "postgres" ? query.forUpdate() : query;
}

/**
 * For a job claim's choice of rows: on PostgreSQL, rows another worker is claiming at this moment
 * are skipped (`FOR UPDATE SKIP LOCKED`) rather than waited for, so concurrent workers take
 * different rows instead of queueing behind one another. The claim's own condition on the row
 * still decides who wins. SQLite has one writer at a time and no such clause.
 */
export function skippingLockedRows<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return engineOf(db) === "postgres" ? query.forUpdate().skipLocked() : query;
}
