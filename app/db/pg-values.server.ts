import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";
import { lazily } from "~/platform/lazy-require.server";
import { pgDriver } from "./pg.server";

/** A timestamp as `toISOString()` writes it, the shape SQLite stores: "2026-01-02T03:04:05.000Z". */
function isoFromTimestamp(parseTimestamptz: (text: string) => unknown, text: string): unknown {
  const date = parseTimestamptz(text);
  // 'infinity' and '-infinity' parse to numbers; nothing writes them, so they stay as they are.
  return date instanceof Date ? date.toISOString() : date;
}

/** bigint as a number (counts, epoch milliseconds), never silently rounded. */
function numberFromInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} exceeds a safe number`);
  return value;
}

/**
 * The pool's type parsers: PostgreSQL's rows get the values SQLite's do (`sqlite-values`):
 * timestamps as ISO-8601 strings instead of Date objects, bigint (count(*), epoch
 * milliseconds) as numbers instead of strings. Every other type is parsed as pg does. Made when
 * the first pool opens (pg is loaded only for PostgreSQL, `pg.server.ts`).
 */
export const normalisedTypes = lazily((): pg.CustomTypesConfig => {
  const { types } = pgDriver();
  const { builtins } = types;
  const parseTimestamptz = types.getTypeParser(builtins.TIMESTAMPTZ, "text") as (
    text: string,
  ) => unknown;
  const parsers = new Map<number, (text: string) => unknown>([
    [builtins.INT8, numberFromInt8],
    [builtins.TIMESTAMPTZ, (text) => isoFromTimestamp(parseTimestamptz, text)],
    // No column is a timestamp without a zone; one computed in a query is read as UTC, the
    // zone everything is written in, rather than the server process's local time (pg's default).
    [builtins.TIMESTAMP, (text) => isoFromTimestamp(parseTimestamptz, `${text}+00`)],
  ]);
  return {
    getTypeParser: ((oid: number, format?: string) =>
      (format ?? "text") === "text" && parsers.has(oid)
        ? parsers.get(oid)
        : types.getTypeParser(oid, format as "text")) as pg.CustomTypesConfig["getTypeParser"],
  };
});

/**
 * The same pool for a library that expects pg's own values (Better Auth compares its
 * timestamps with Date objects): its queries are parsed with pg's default parsers. Ending it
 * ends nothing; the database's own Kysely ends the pool.
 */
export function withDefaultTypes(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapped = clients.get(client);
    if (!wrapped) {
      wrapped = {
        // Kysely passes SQL and its parameters (a cursor only when configured with one).
        query: ((sql: string, parameters: readonly unknown[]) =>
          client.query({
            text: sql,
            values: [...parameters],
            types: pgDriver().types,
          })) as unknown as PostgresPoolClient["query"],
        release: () => client.release(),
      };
      clients.set(client, wrapped);
    }
    return wrapped;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: async () => {},
  };
}
