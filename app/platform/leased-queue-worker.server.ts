import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { databaseNowPlus } from "~/db/clock.server";
import type { Db } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import type { LeasedQueueTable } from "./claim-due-rows.server";
import { startJobLoop, type JobLoop } from "./job-loop.server";

export interface LeasedQueueWorkerOptions<Result> {
  /** How often a round runs when nothing woke the worker. */
  pollMs: number;
  logger: Pick<Logger, "info" | "error">;
  /** Logged with a round's failure ("mail worker failed"). */
  failureMessage: string;
  /** Logged with a round's counts when it did anything ("mail jobs processed"). */
  processedMessage: string;
  /** One round's work under this worker's id: every due row, until done or `stopping()`. */
  drain: (workerId: string, stopping: () => boolean) => Promise<Result>;
  /** Deletes the settled rows old enough to go. */
  prune: () => Promise<unknown>;
  /** How often a worker prunes. */
  pruneEveryMs: number;
}

/**
 * This process's worker of a leased queue (the mail queue, webhook deliveries): a round every
 * `pollMs` and at once when woken; the first round runs now, so rows queued while no worker
 * ran (a process died) go out at start. Every server process runs one; they share the rows
 * through the leases, named by a worker id unique to this process. `stop` lets the work in
 * progress finish; `drain` sees `stopping()` turn true.
 */
export function startLeasedQueueWorker<Result extends { [K in keyof Result]: number }>(
  options: LeasedQueueWorkerOptions<Result>,
): JobLoop {
  const workerId = `${process.pid}-${randomUUID()}`;
  let stopping = false;
  let prunedAt = 0;
  const loop = startJobLoop({
    pollMs: options.pollMs,
    logger: options.logger,
    failureMessage: options.failureMessage,
    round: async () => {
      const result = await options.drain(workerId, () => stopping);
      const counts: Record<string, number> = result;
      if (Object.values(counts).some((count) => count > 0))
        options.logger.info(counts, options.processedMessage);
      if (Date.now() - prunedAt >= options.pruneEveryMs) {
        prunedAt = Date.now();
        await options.prune();
      }
    },
  });
  loop.wake();
  return {
    wake: loop.wake,
    async stop() {
      stopping = true;
      await loop.stop();
    },
  };
}

/** Deletes a leased queue's settled rows (in one of `settled`) created over `keepMs` ago. */
export async function pruneSettledRows<T extends LeasedQueueTable>(
  db: Db,
  table: T,
  settled: readonly Database[T]["status"][],
  keepMs: number,
): Promise<number> {
  // Kysely cannot follow a table named by a type parameter; the columns are the queues' own.
  const queues = db as unknown as Kysely<
    Record<LeasedQueueTable, { status: string; created_at: string }>
  >;
  const result = await queues
    .deleteFrom(table as LeasedQueueTable)
    .where("status", "in", [...settled])
    .where("created_at", "<", databaseNowPlus(db, -keepMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
