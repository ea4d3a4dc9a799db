// The primary process of a multi-worker server: it serves no page and holds no database, but it
// is the one place that sees every worker, so it merges their metrics (decision 0025). Only
// Node built-ins and small local modules are imported statically: the primary loads
// build/server/prepare.js and forks its workers before anything else (decision 0020);
// prom-client is loaded only when metrics are configured.
import cluster, { type Worker } from "node:cluster";
import { getConfig } from "~/config.server";
import { logger } from "~/logger.server";
import {
  METRICS_COLLECT,
  METRICS_COLLECTED,
  METRICS_READY,
  METRICS_SCRAPE,
  METRICS_SCRAPED,
  type MetricsMessage,
} from "./messages";
import type { ProcessMetricsJson } from "./aggregate";

/** A worker that does not answer within this is left out of the scrape (it may be stuck). */
const COLLECT_TIMEOUT_MS = 3_000;

interface Collection {
  responses: ProcessMetricsJson[];
  remaining: Set<number>;
  finish: () => void;
}

/**
 * With METRICS_PORT or METRICS_TOKEN set: answers the workers' scrapes (the token's /metrics on
 * the main port reaches one worker) and serves METRICS_PORT, both with every worker's figures.
 * Call before the workers are told to serve, so no worker's "ready" message is missed.
 */
export async function startPrimaryMetrics(): Promise<void> {
  const config = getConfig();
  if (!config.METRICS_PORT && !config.METRICS_TOKEN) return;
  const { exposition } = await import("./aggregate");
  const ready = new Set<number>();
  const collections = new Map<number, Collection>();
  let nextId = 0;

  const collect = () =>
    new Promise<ProcessMetricsJson[]>((resolve) => {
      const id = nextId++;
      const collection: Collection = {
        responses: [],
        remaining: new Set(ready),
        finish: () => {
          clearTimeout(timer);
          collections.delete(id);
          resolve(collection.responses);
        },
      };
      const timer = setTimeout(() => {
        logger.warn({ workers: [...collection.remaining] }, "metrics: workers did not answer");
        collection.finish();
      }, COLLECT_TIMEOUT_MS);
      collections.set(id, collection);
      for (const workerId of ready)
        cluster.workers?.[workerId]?.send({ type: METRICS_COLLECT, id });
      if (collection.remaining.size === 0) collection.finish();
    });
  const scrape = async () => exposition(await collect());

  const answered = (worker: Worker, message: MetricsMessage) => {
    const collection = collections.get(message.id ?? -1);
    if (!collection?.remaining.delete(worker.id)) return;
    if (Array.isArray(message.metrics)) collection.responses.push(message.metrics);
    if (collection.remaining.size === 0) collection.finish();
  };
  cluster.on("message", (worker, message: MetricsMessage) => {
    if (message?.type === METRICS_READY) ready.add(worker.id);
    else if (message?.type === METRICS_COLLECTED) answered(worker, message);
    else if (message?.type === METRICS_SCRAPE) {
      scrape().then(
        (text) =>
          worker.isConnected() && worker.send({ type: METRICS_SCRAPED, id: message.id, text }),
        (error: unknown) => {
          logger.error({ err: error }, "metrics: scrape failed");
          if (worker.isConnected()) {
            worker.send({ type: METRICS_SCRAPED, id: message.id, error: "scrape failed" });
          }
        },
      );
    }
  });
  cluster.on("exit", (worker) => {
    ready.delete(worker.id);
    for (const collection of collections.values()) {
      if (collection.remaining.delete(worker.id) && collection.remaining.size === 0) {
        collection.finish();
      }
    }
  });

  if (config.METRICS_PORT) {
    const { serveMetricsPort } = await import("./metrics-port");
    await serveMetricsPort({
      host: config.METRICS_HOST,
      port: config.METRICS_PORT,
      token: config.METRICS_TOKEN,
      scrape,
    });
  }
}
