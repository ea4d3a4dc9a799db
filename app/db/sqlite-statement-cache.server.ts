import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct statements kept prepared; the app issues a few hundred shapes at most. */
const CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query again; compiling SQL is a measurable share of a page's CPU
 * (better-sqlite3's prepare was ~2 % of an article render's profile, on top of Kysely's own
 * work). Queries are built from a few hundred shapes with parameters, so their prepared
 * statements are kept and reused by SQL text (least recently used first out). Reuse is safe: the
 * Kysely driver runs one statement at a time on its single connection, and a statement that is
 * being iterated holds that connection until it finishes.
 */
export function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= CACHED_STATEMENTS) {
          statements.delete(statements.keys().next().value!);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
    close(): void {
      statements.clear();
      database.close();
    },
  };
}
