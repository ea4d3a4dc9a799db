import { sql, type Kysely, type RawBuilder } from "kysely";
import { databaseNow } from "./clock.server";
import { engineOf } from "./connection.server";

/**
 * The column types and values a migration writes differently on each engine, so one migration
 * file serves both (CONTRIBUTING.md, "Adding a migration"). What they produce is fixed: existing
 * databases ran the migrations already, so a change here must leave every migration's schema
 * exactly as it was (compare `.schema` and `pg_dump --schema-only` before and after).
 */
export interface MigrationDialect {
  /** For the SQL that has no common form (triggers, full-text search). */
  postgres: boolean;
  /** Our timestamps: ISO-8601 text on SQLite, `timestamptz` on PostgreSQL. */
  timestamp: RawBuilder<unknown>;
  /** Default of a timestamp column: the database's now, in the same shape as the writes. */
  now: RawBuilder<unknown>;
  /** A boolean column added by a later migration: `integer` (0/1) on SQLite. */
  boolean: RawBuilder<unknown>;
  /** The default of such a column for "no". */
  booleanFalse: RawBuilder<unknown>;
  /**
   * Timestamps of Better Auth's tables: `date` on SQLite, the type its schema check
   * (`getMigrations`, tests/integration/auth-schema.test.ts) accepts for a date there (it
   * refuses `text`). The declared type gives the column NUMERIC affinity, but an ISO-8601
   * string is not a number, so SQLite stores it as text all the same: values, comparisons and
   * order are those of a `text` column.
   */
  betterAuthTimestamp: RawBuilder<unknown>;
}

export function migrationDialect(db: Kysely<unknown>): MigrationDialect {
  const postgres = engineOf(db) === "postgres";
  return {
    postgres,
    timestamp: postgres ? sql`timestamptz` : sql`text`,
    // SQLite takes an expression as a default only in parentheses.
    now: sql`(${databaseNow(db)})`,
    boolean: postgres ? sql`boolean` : sql`integer`,
    booleanFalse: postgres ? sql`false` : sql`0`,
    betterAuthTimestamp: postgres ? sql`timestamptz` : sql`date`,
  };
}
