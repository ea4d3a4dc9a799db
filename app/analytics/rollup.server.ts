import { sql, type Insertable, type Kysely } from "kysely";
import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";

/** The analytics tables of counts: hourly rows the collector writes, daily and monthly folds. */
export type RollupTable =
  | "analytics_site_hours"
  | "analytics_page_hours"
  | "analytics_dimension_hours"
  | "analytics_page_days"
  | "analytics_page_months"
  | "analytics_dimension_days";

type Column<T extends RollupTable> = keyof Database[T] & string;

export interface Rollup<T extends RollupTable> {
  /** The row's key: a row with the same key is added to rather than inserted again. */
  key: readonly Column<T>[];
  /** Counts added to a known row's. */
  add: readonly ("views" | "visitors")[];
  /** Columns a known row takes from the new one. */
  replace?: readonly Column<T>[];
}

const ROWS_PER_STATEMENT = 500;

/** `items` in slices small enough for one statement's parameters on both engines. */
export function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) {
    result.push(items.slice(i, i + ROWS_PER_STATEMENT));
  }
  return result;
}

/**
 * Adds counted rows to a rollup table: a row whose key is new is inserted, a known one gets the
 * counts added (`add`) and takes the `replace` columns. Both engines support
 * `ON CONFLICT … DO UPDATE` with `excluded`.
 */
export async function addToRollup<T extends RollupTable>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  rollup: Rollup<T>,
): Promise<void> {
  // Kysely cannot follow a table named by a type parameter: the statement is written against
  // loosely typed rows; `rows` and the columns are checked against the table above.
  const rollups = db as unknown as Kysely<Record<RollupTable, Record<string, unknown>>>;
  const set = Object.fromEntries([
    ...rollup.add.map((column) => [
      column,
      sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`,
    ]),
    ...(rollup.replace ?? []).map((column) => [column, sql.ref(`excluded.${column}`)]),
  ]);
  for (const chunk of chunks(rows)) {
    await rollups
      .insertInto(table as RollupTable)
      .values(chunk as Record<string, unknown>[])
      .onConflict((conflict) => conflict.columns([...rollup.key]).doUpdateSet(set))
      .execute();
  }
}
