import { sql } from "kysely";
import type { Logger } from "pino";
import type { Db } from "~/db/connection.server";
import { lockedForUpdate } from "~/db/row-lock.server";
import { ANALYTICS_FOLD } from "~/lib/constants";
import { startJobLoop, type JobLoop } from "~/platform/job-loop.server";
import { addToRollup } from "./rollup.server";
import { dayOfHour, monthStartOf, nextMonthStart } from "./segments";

const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

/** The last day whose hourly rows are folded into daily (and monthly) rows; null: none yet. */
export async function foldedThrough(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom("analytics_fold")
    .select("folded_through")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.folded_through ?? null;
}

/** The first day with any hourly row, or null on a site without views. */
async function firstDayWithViews(db: Db): Promise<number | null> {
  const rows = await Promise.all(
    (["analytics_site_hours", "analytics_page_hours", "analytics_dimension_hours"] as const).map(
      (table) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.min<number>("hour").as("first"))
          .executeTakeFirst(),
    ),
  );
  const hours = rows.flatMap((row) => (row?.first == null ? [] : [Number(row.first)]));
  return hours.length === 0 ? null : dayOfHour(Math.min(...hours));
}

/**
 * Folds `day` if it is the next one, in one transaction: the claim (moving `folded_through`
 * from `after` to `day`) comes first, so of two processes folding at once the second's claim
 * matches nothing (PostgreSQL makes it wait for the first's commit, SQLite's write lock
 * serialises them) and it writes nothing. The last day of a month also folds the month.
 */
async function foldDay(db: Db, day: number, after: number | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable("analytics_fold")
      .set({ folded_through: day })
      .where("id", "=", 1)
      .where((eb) =>
        after === null ? eb("folded_through", "is", null) : eb("folded_through", "=", after),
      )
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    const from = day * DAY_HOURS;
    await trx
      .insertInto("analytics_page_days")
      .columns(["day", "path", "post_id", "views", "visitors"])
      .expression(
        trx
          .selectFrom("analytics_page_hours")
          .select((eb) => [
            sql.lit(day).as("day"),
            "path",
            eb.fn.max("post_id").as("post_id"),
            eb.fn.sum<number>("views").as("views"),
            eb.fn.sum<number>("visitors").as("visitors"),
          ])
          .where("hour", ">=", from)
          .where("hour", "<", from + DAY_HOURS)
          .groupBy("path"),
      )
      .execute();
    await trx
      .insertInto("analytics_dimension_days")
      .columns(["dimension", "day", "value", "views"])
      .expression(
        trx
          .selectFrom("analytics_dimension_hours")
          .select((eb) => [
            "dimension",
            sql.lit(day).as("day"),
            "value",
            eb.fn.sum<number>("views").as("views"),
          ])
          .where("hour", ">=", from)
          .where("hour", "<", from + DAY_HOURS)
          .groupBy(["dimension", "value"]),
      )
      .execute();
    if (nextMonthStart(day) === day + 1) {
      const month = monthStartOf(day);
      await trx
        .insertInto("analytics_page_months")
        .columns(["month", "path", "post_id", "views", "visitors"])
        .expression(
          trx
            .selectFrom("analytics_page_days")
            .select((eb) => [
              sql.lit(month).as("month"),
              "path",
              eb.fn.max("post_id").as("post_id"),
              eb.fn.sum<number>("views").as("views"),
              eb.fn.sum<number>("visitors").as("visitors"),
            ])
            .where("day", ">=", month)
            .where("day", "<=", day)
            .groupBy("path"),
        )
        .execute();
    }
    return true;
  });
}

/**
 * Folds every finished day not yet folded, oldest first, one transaction per day (so SQLite's
 * write lock and the event loop are held one day at a time). A day is finished
 * ANALYTICS_FOLD.graceMinutes after it ended. Safe to run in several processes at once; returns
 * how many days this call folded.
 */
export async function foldFinishedDays(db: Db, now = Date.now()): Promise<number> {
  const lastFinished =
    Math.floor((now - ANALYTICS_FOLD.graceMinutes * 60_000) / HOUR_MS / DAY_HOURS) - 1;
  let folded = 0;
  for (;;) {
    const after = await foldedThrough(db);
    const next = after === null ? await firstDayWithViews(db) : after + 1;
    if (next === null || next > lastFinished) return folded;
    if (await foldDay(db, next, after)) folded += 1;
    // Lets requests in between two days (SQLite's calls are synchronous).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

interface LatePageRow {
  hour: number;
  path: string;
  post_id: string | null;
  views: number;
  visitors: number;
}

interface LateDimensionRow {
  hour: number;
  dimension: string;
  value: string;
  views: number;
}

/**
 * Called by the flush inside its transaction, after it wrote the hourly rows: what it wrote for
 * a day already folded is added to that day's rows (and its month's, once the month is folded),
 * so the folded rows stay the sums of the hourly ones. The fold's row is read locked: a fold
 * running now either committed before (and this sees its day as folded) or waits for this
 * transaction (and its sums then include these hours).
 */
export async function addToFoldedRows(
  trx: Db,
  pages: readonly LatePageRow[],
  dimensions: readonly LateDimensionRow[],
): Promise<void> {
  if (pages.length === 0 && dimensions.length === 0) return;
  const row = await lockedForUpdate(
    trx,
    trx.selectFrom("analytics_fold").select("folded_through").where("id", "=", 1),
  ).executeTakeFirst();
  const through = row?.folded_through ?? null;
  if (through === null) return;
  const days = new Map<string, { day: number } & Omit<LatePageRow, "hour">>();
  const months = new Map<string, { month: number } & Omit<LatePageRow, "hour">>();
  for (const { hour, path, post_id, views, visitors } of pages) {
    const day = dayOfHour(hour);
    if (day > through) continue;
    const page = { path, post_id, views, visitors };
    addTo(days, `${day} ${path}`, { day, ...page });
    if (nextMonthStart(day) - 1 <= through) {
      const month = monthStartOf(day);
      addTo(months, `${month} ${path}`, { month, ...page });
    }
  }
  const dimensionDays = new Map<
    string,
    { dimension: string; day: number; value: string; views: number }
  >();
  for (const { hour, dimension, value, views } of dimensions) {
    const day = dayOfHour(hour);
    if (day > through) continue;
    const key = `${dimension} ${day} ${value}`;
    const known = dimensionDays.get(key);
    if (known) known.views += views;
    else dimensionDays.set(key, { dimension, day, value, views });
  }
  await addToRollup(trx, "analytics_page_days", [...days.values()], {
    key: ["day", "path"],
    add: ["views", "visitors"],
  });
  await addToRollup(trx, "analytics_page_months", [...months.values()], {
    key: ["month", "path"],
    add: ["views", "visitors"],
  });
  await addToRollup(trx, "analytics_dimension_days", [...dimensionDays.values()], {
    key: ["dimension", "day", "value"],
    add: ["views"],
  });
}

function addTo<T extends { views: number; visitors: number }>(
  rows: Map<string, T>,
  key: string,
  row: T,
): void {
  const known = rows.get(key);
  if (known) {
    known.views += row.views;
    known.visitors += row.visitors;
  } else rows.set(key, { ...row });
}

/** Every process asks every ANALYTICS_FOLD.checkMs (and once at start) whether a day is due. */
export function startAnalyticsFold({
  db,
  logger,
}: {
  db: Db;
  logger: Pick<Logger, "error">;
}): JobLoop {
  const loop = startJobLoop({
    round: async () => {
      await foldFinishedDays(db);
    },
    pollMs: ANALYTICS_FOLD.checkMs,
    logger,
    failureMessage: "analytics: folding finished days failed",
  });
  loop.wake();
  return loop;
}
