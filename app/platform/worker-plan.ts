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
}

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
  };
}
