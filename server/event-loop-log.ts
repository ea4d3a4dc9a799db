import { monitorEventLoopDelay } from "node:perf_hooks";
import { logger } from "~/logger.server";

/** The message of the line `bench/archive.js` looks for. */
export const EVENT_LOOP_LOG_MESSAGE = "event loop delay";

/**
 * Logs, every `intervalMs`, the longest and the p99 event-loop delay since the previous line
 * (perf_hooks histogram, 10 ms resolution). A benchmark tool, off unless EVENT_LOOP_LOG_MS is
 * set: it answers "did any request block every other reader?".
 */
export function startEventLoopLog(intervalMs: number): () => void {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const timer = setInterval(() => {
    logger.warn(
      {
        maxMs: Math.round(histogram.max / 1e4) / 100,
        p99Ms: Math.round(histogram.percentile(99) / 1e4) / 100,
      },
      EVENT_LOOP_LOG_MESSAGE,
    );
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
