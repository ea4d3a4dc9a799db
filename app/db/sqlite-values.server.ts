import type { SqliteDatabase, SqliteStatement } from "kysely";
import { BOOLEAN_COLUMNS, TIMESTAMP_COLUMNS } from "./typed-columns";
import { isoTimestamp } from "./values.server";

/** Where a result column comes from, as better-sqlite3's `statement.columns()` tells it. */
export interface ResultColumn {
  name: string;
  /** The table and column it reads; null for an expression (count(*), coalesce(...)). */
  table: string | null;
  column: string | null;
}

type Row = Record<string, unknown>;
type Convert = (value: unknown) => unknown;

const toBoolean: Convert = (value) => (typeof value === "number" ? value !== 0 : value);
const toTimestamp: Convert = (value) => (typeof value === "string" ? isoTimestamp(value) : value);

function conversionOf(table: string | null, column: string | null): Convert | null {
  if (table === null || column === null) return null;
  const booleans: readonly string[] | undefined =
    BOOLEAN_COLUMNS[table as keyof typeof BOOLEAN_COLUMNS];
  if (booleans?.includes(column)) return toBoolean;
  const timestamps: readonly string[] | undefined =
    TIMESTAMP_COLUMNS[table as keyof typeof TIMESTAMP_COLUMNS];
  if (timestamps?.includes(column)) return toTimestamp;
  return null;
}

/**
 * What turns SQLite's rows into the values PostgreSQL's give (booleans for 1/0, timestamps as
 * `toISOString()` text), for a statement's result columns; null when none needs it, so most
 * statements cost nothing. SQLite knows each result column's origin through aliases, joins,
 * subqueries and RETURNING, raw SQL included; an expression has none and is left as it is.
 */
export function rowNormaliser(columns: readonly ResultColumn[]): ((rows: Row[]) => Row[]) | null {
  // A later column of the same name is the one the row keeps.
  const byName = new Map<string, Convert | null>();
  for (const { name, table, column } of columns) byName.set(name, conversionOf(table, column));
  const conversions = [...byName].filter((entry): entry is [string, Convert] => entry[1] !== null);
  if (conversions.length === 0) return null;
  return (rows) => {
    for (const row of rows) {
      for (const [name, convert] of conversions) {
        const value = row[name];
        if (value !== null && value !== undefined) row[name] = convert(value);
      }
    }
    return rows;
  };
}

/**
 * The parameters of a query as better-sqlite3 takes them: it refuses JS booleans, which SQLite
 * stores as 1/0. Converted here, on the way to the statement, rather than by a Kysely plugin: a
 * plugin's transformer copies (and freezes) every node of every query's tree to find them, ~3 %
 * of an uncached article's CPU (decision 0017). A boolean written into the SQL itself (a column
 * default) is SQLite's own TRUE/FALSE, the same 1/0.
 */
export function sqliteParameters(parameters: readonly unknown[]): readonly unknown[] {
  if (!parameters.some((value) => typeof value === "boolean")) return parameters;
  return parameters.map((value) => (typeof value === "boolean" ? Number(value) : value));
}

/** better-sqlite3's statement, with the column metadata Kysely's interface leaves out. */
interface DescribedStatement extends SqliteStatement {
  columns(): ResultColumn[];
}

function normalisedStatement(statement: DescribedStatement): SqliteStatement {
  let normalise: ((rows: Row[]) => Row[]) | null | undefined;
  // Asked once per statement, on first read: columns() is only defined for reading statements.
  const normaliser = () => (normalise ??= rowNormaliser(statement.columns()));
  return {
    get reader() {
      return statement.reader;
    },
    all(parameters) {
      const rows = statement.all(sqliteParameters(parameters)) as Row[];
      return normaliser()?.(rows) ?? rows;
    },
    run: (parameters) => statement.run(sqliteParameters(parameters)),
    *iterate(parameters) {
      for (const row of statement.iterate(sqliteParameters(parameters))) {
        const convert = normaliser();
        yield convert ? convert([row as Row])[0] : row;
      }
    },
  };
}

/**
 * The connection Kysely reads through, returning normalised rows (see rowNormaliser). Each
 * prepared statement (the statement cache reuses them) gets its wrapper once.
 */
export function withNormalisedRows(database: SqliteDatabase): SqliteDatabase {
  const wrapped = new WeakMap<SqliteStatement, SqliteStatement>();
  return {
    prepare(sql) {
      const statement = database.prepare(sql);
      let normalised = wrapped.get(statement);
      if (!normalised) {
        normalised = normalisedStatement(statement as DescribedStatement);
        wrapped.set(statement, normalised);
      }
      return normalised;
    },
    close: () => database.close(),
  };
}
