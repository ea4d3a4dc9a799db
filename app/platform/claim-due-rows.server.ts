import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import { databaseNow, databaseNowPlus } from "~/db/clock.server";
import type { Db } from "~/db/connection.server";
import { skippingLockedRows } from "~/db/row-lock.server";
import type { Database } from "~/db/schema";

/** The job queues whose rows a worker leases: `queued` → `sending` (leased) → settled. */
export type LeasedQueueTable = "mail_jobs" | "webhook_deliveries";

/** The columns a claim reads and writes, which every leased queue has. */
interface LeasedRow {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
}

type Queues = Record<LeasedQueueTable, LeasedRow>;

export interface ClaimOptions {
  /** Names this worker's leases; unique per process (or per worker in tests). */
  workerId: string;
  /** Rows claimed per round trip at the most. */
  batchSize: number;
  /** How long a claimed row belongs to this worker. */
  leaseMs: number;
}

/**
 * Claims up to `batchSize` due rows of a leased queue for this worker: queued and due, or
 * sending with a lease that ran out (its worker died mid-send). One conditional UPDATE, as the
 * newsletter's deliveries are claimed (decision 0009): the condition is repeated on the row
 * itself, so on SQLite (one writer) and on PostgreSQL (re-checked after a competing writer's
 * commit) only one worker moves a row to `sending` under its name. The candidates skip rows
 * another claim holds on PostgreSQL, so racing workers take different rows rather than wait.
 * Times are the database's. Each claimed row's `attempts` counts this attempt.
 */
export async function claimDueRows<
  T extends LeasedQueueTable,
  C extends keyof Selectable<Database[T]> & string,
>(
  db: Db,
  table: T,
  returning: readonly C[],
  options: ClaimOptions,
): Promise<Pick<Selectable<Database[T]>, C>[]> {
  // Kysely cannot follow a table named by a type parameter: the query is written against the
  // columns all leased queues share, and the caller's own row type is restored on the result.
  const queues = db as unknown as Kysely<Queues>;
  const now = databaseNow(db);
  // Queued and due, or sending under a lease that ran out.
  const isDue = (w: ExpressionBuilder<Queues, LeasedQueueTable>) =>
    w.or([
      w.and([w("status", "=", "queued"), w("next_attempt_at", "<=", now)]),
      w.and([w("status", "=", "sending"), w("lease_until", "<=", now)]),
    ]);
  const claimed = await queues
    // Chosen once, in a CTE of its own: on PostgreSQL a LIMIT … FOR UPDATE inside `IN (…)` may
    // be evaluated again for each row the UPDATE visits, and then claims every due row.
    .with(
      (cte) => cte("candidates").materialized(),
      (qb) =>
        skippingLockedRows(
          db,
          qb
            .selectFrom(table as LeasedQueueTable)
            .select("id")
            .where(isDue)
            .orderBy("next_attempt_at")
            .limit(options.batchSize),
        ),
    )
    .updateTable(table as LeasedQueueTable)
    .set((eb) => ({
      status: "sending",
      lease_owner: options.workerId,
      lease_until: databaseNowPlus(db, options.leaseMs),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", (eb) => eb.selectFrom("candidates").select("candidates.id"))
    // Repeated on the row itself: this is the condition that makes the claim exclusive.
    .where(isDue)
    .returning(returning as unknown as (keyof LeasedRow)[])
    .execute();
  return claimed as unknown as Pick<Selectable<Database[T]>, C>[];
}
