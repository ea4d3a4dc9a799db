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
