import type { Logger } from "pino";

/** Work started off the request path (mail), tracked so tests and shutdown can wait for it. */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly logger: Pick<Logger, "error">) {}

  track(promise: Promise<unknown>): void {
    const tracked = promise
      .catch((error: unknown) => this.logger.error({ err: error }, "background task failed"))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Resolves when every task started so far has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
