import type { Registry } from "prom-client";
import {
  METRICS_COLLECT,
  METRICS_COLLECTED,
  METRICS_READY,
  METRICS_SCRAPE,
  METRICS_SCRAPED,
  type MetricsMessage,
} from "./messages";

/** How long a worker waits for the primary's merged figures before answering 503. */
const SCRAPE_TIMEOUT_MS = 5_000;

export interface WorkerLink {
  /** Every worker's figures merged by the primary, as exposition text. */
  scrape: () => Promise<string>;
  stop: () => void;
}

/**
 * In a worker of the cluster: answers the primary's requests for this worker's figures, and
 * asks it for everyone's when this worker is scraped on the main port.
 */
export function linkWorkerToPrimary(registry: Registry): WorkerLink {
  const send = process.send!.bind(process);
  let nextId = 0;
  const waiting = new Map<number, (outcome: { text?: string; error?: string }) => void>();
  const onMessage = (raw: unknown) => {
    const message = raw as MetricsMessage;
    if (message?.type === METRICS_COLLECT) {
      void registry.getMetricsAsJSON().then(
        (metrics) =>
          process.connected && send({ type: METRICS_COLLECTED, id: message.id, metrics }),
        (error: unknown) =>
          process.connected &&
          send({ type: METRICS_COLLECTED, id: message.id, error: String(error) }),
      );
    } else if (message?.type === METRICS_SCRAPED && typeof message.id === "number") {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  };
  process.on("message", onMessage);
  send({ type: METRICS_READY });
  return {
    scrape: () =>
      new Promise<string>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error("the primary process did not answer"));
        }, SCRAPE_TIMEOUT_MS);
        waiting.set(id, ({ text, error }) => {
          clearTimeout(timer);
          if (text === undefined) reject(new Error(error ?? "no metrics"));
          else resolve(text);
        });
        send({ type: METRICS_SCRAPE, id });
      }),
    stop: () => process.off("message", onMessage),
  };
}
