import { availableParallelism } from "node:os";

// How `npm start` runs in production: one worker process per core unless WEB_CONCURRENCY says
// otherwise, each with a bounded heap. Node built-ins only: the primary reads this before it
// loads the configuration module (and zod) so that it can fork its first worker at once
// (decision 0020).

/**
 * Heap of each worker process (V8's old space), in MB, unless WORKER_HEAP_MB says otherwise:
 * what an import was measured to fit in (decision 13); it keeps a worker near 256 MB resident
 * under 64 connections.
 */
export const DEFAULT_WORKER_HEAP_MB = 192;

export interface WorkerPlan {
  /** Worker processes; 1 means no primary: the one process serves. */
  workers: number;
  /** V8 flags each worker is started with. */
  execArgv: string[];
  /** Added to each worker's environment. */
  env: Record<string, string>;
}

/**
 * glibc's malloc arenas per worker unless MALLOC_ARENA_MAX says otherwise. By default glibc gives
 * each thread that allocates (V8's GC helpers, libuv's pool, the log transport) an arena of its
 * own, up to 8 per core, and keeps what is freed in each: under 64 connections of stored pages
 * (~20,000 req/s) a worker reached 233–291 MB resident, against 213–222 MB with two arenas at
 * the same throughput (decision 0030). Read by glibc when the process starts, so the primary sets
 * it for the workers it forks.
 */
export const DEFAULT_MALLOC_ARENA_MAX = "2";

/**
 * The plan, read straight from the environment before the configuration is validated. Null
 * when a value is not a whole number; the configuration check then says what is wrong (it also
 * checks the ranges, and stops the server before any worker serves).
 */
export function workerPlanFromEnvironment(env: NodeJS.ProcessEnv): WorkerPlan | null {
  // Blank counts as unset, as in the configuration.
  const wholeNumber = (value: string | undefined) =>
    value === undefined || value === "" ? undefined : Number(value);
  const webConcurrency = wholeNumber(env.WEB_CONCURRENCY);
  const workerHeapMb = wholeNumber(env.WORKER_HEAP_MB);
  if (![webConcurrency, workerHeapMb].every((n) => n === undefined || Number.isInteger(n))) {
    return null;
  }
  const heapMb = workerHeapMb ?? DEFAULT_WORKER_HEAP_MB;
  return {
    workers: env.NODE_ENV === "production" ? (webConcurrency ?? availableParallelism()) : 1,
    execArgv: heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : [],
    env: { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || DEFAULT_MALLOC_ARENA_MAX },
  };
}
