import type { Logger } from "pino";

export interface JobLoop {
  /** Looks for work now instead of at the next poll (called after a job is queued). */
  wake(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

export interface JobLoopOptions {
  /** One round: does whatever work is due, resolves when done. */
  round: () => Promise<void>;
  /** How often a round runs when nothing woke the loop. */
  pollMs: number;
  logger: Pick<Logger, "error">;
  /** Logged with a round's failure ("newsletter worker failed"). */
  failureMessage: string;
}

/**
 * A database job worker's loop: one round at a time, every `pollMs`, and at once when woken.
 * A wake during a round runs another round right after it, so work queued meanwhile is not
 * left for the next poll. The newsletter's deliveries and the transactional mail queue use it.
 */
export function startJobLoop(options: JobLoopOptions): JobLoop {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, options.pollMs);
    timer.unref();
  };
  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = options
      .round()
      .catch((error: unknown) => options.logger.error({ err: error }, options.failureMessage))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        } else schedule();
      });
  }
  schedule();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
