import type { PostgresPool, PostgresPoolClient } from "kysely";
import pg from "pg";

const { builtins } = pg.types;
const defaultParser = (oid: number) =>
  pg.types.getTypeParser(oid, "text") as (text: string) => unknown;
const parseTimestamptz = defaultParser(builtins.TIMESTAMPTZ);

/** A timestamp as `toISOString()` writes it, the shape SQLite stores: "2026-01-02T03:04:05.000Z". */
function isoFromTimestamp(text: string): unknown {
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

const PARSERS = new Map<number, (text: string) => unknown>([
  [builtins.INT8, numberFromInt8],
  [builtins.TIMESTAMPTZ, isoFromTimestamp],
  // No column is a timestamp without a zone; one computed in a query is read as UTC, the
  // zone everything is written in, rather than the server process's local time (pg's default).
  [builtins.TIMESTAMP, (text) => isoFromTimestamp(`${text}+00`)],
]);

/**
 * The pool's type parsers: PostgreSQL's rows get the values SQLite's do (`sqlite-values`):
 * timestamps as ISO-8601 strings instead of Date objects, bigint (count(*), epoch
 * milliseconds) as numbers instead of strings. Every other type is parsed as pg does.
 */
export const NORMALISED_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    (format ?? "text") === "text" && PARSERS.has(oid)
      ? PARSERS.get(oid)
      : pg.types.getTypeParser(oid, format as "text")) as pg.CustomTypesConfig["getTypeParser"],
};

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
            types: pg.types,
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
