import cluster from "node:cluster";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PageStore } from "~/cache/page-store.server";
import type { Db } from "~/db/connection.server";
import { logger } from "~/logger.server";
import { countJobQueues } from "./job-queues";

/** Methods outside this set (refused with 405 anyway) share one label value. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** Seconds: from a cached page (~0.1 ms) to a slow import or a database stall. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ProcessMetrics {
  registry: Registry;
  /** Records one answered request: its route label, method, status and start (hrtime). */
  observeRequest: (route: string, method: string, status: number, started: bigint) => void;
}

/**
 * This process's metrics. What every worker counts alike (requests, page cache figures) is
 * summed across workers when scraped; the Node.js runtime figures (event-loop lag, memory,
 * CPU) carry a `worker` label, since a sum or an average would hide the one worker that
 * stalls; the job queues are read from the database, the same for all, so one worker's
 * answer is kept (`aggregator: "max"`).
 */
export function createProcessMetrics({ db, store }: { db: Db; store: PageStore }): ProcessMetrics {
  const registry = new Registry();
  collectDefaultMetrics({
    register: registry,
    labels: { worker: String(cluster.worker?.id ?? 1) },
  });

  const labelNames = ["route", "method", "status_class"] as const;
  const requests = new Counter({
    name: "techpulse_http_requests_total",
    help: "HTTP requests answered, by route (React Router route id or a fixed name), method and status class",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "techpulse_http_request_duration_seconds",
    help: "Time from a request's arrival to its response's end, by route, method and status class",
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const cacheCounter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  cacheCounter(
    "techpulse_page_cache_hits_total",
    "Anonymous page requests answered from the page cache with a body",
    () => store.stats().hits,
  );
  cacheCounter(
    "techpulse_page_cache_not_modified_total",
    "Anonymous page requests answered 304 from the page cache",
    () => store.stats().notModified,
  );
  cacheCounter(
    "techpulse_page_cache_misses_total",
    "Cacheable page requests that had to be rendered",
    () => store.stats().misses,
  );
  cacheCounter(
    "techpulse_page_cache_evictions_total",
    "Pages dropped from the page cache to stay within PAGE_CACHE_MB",
    () => store.stats().evictions,
  );
  new Gauge({
    name: "techpulse_page_cache_bytes",
    help: "Memory held by the page cache",
    registers: [registry],
    collect() {
      this.set(store.stats().bytes);
    },
  });

  const queueGauge = (name: string, help: string) =>
    new Gauge({
      name,
      help,
      labelNames: ["queue"],
      aggregator: "max",
      registers: [registry],
      collect: () => readQueues(),
    });
  const depth = queueGauge(
    "techpulse_job_queue_depth",
    "Jobs waiting or in progress, read from the database at scrape time",
  );
  const due = queueGauge(
    "techpulse_job_queue_due",
    "Jobs whose time has come and that no worker has finished yet (grows when workers stall)",
  );
  const failed = queueGauge(
    "techpulse_job_queue_failed",
    "Jobs that failed for good, as stored in the database",
  );
  const retrying = queueGauge(
    "techpulse_job_queue_retrying",
    "Jobs that failed at least once and wait for another attempt",
  );
  // Refreshed once per scrape (the first of these gauges collected triggers the query).
  let reading: Promise<void> | undefined;
  const readQueues = () => {
    reading ??= countJobQueues(db)
      .then((queues) => {
        for (const gauge of [depth, due, failed, retrying]) gauge.reset();
        for (const queue of queues) {
          depth.set({ queue: queue.name }, queue.depth);
          due.set({ queue: queue.name }, queue.due);
          failed.set({ queue: queue.name }, queue.failed);
          retrying.set({ queue: queue.name }, queue.retrying);
        }
      })
      .catch((error: unknown) => {
        // The database is down: the readiness probe says so; the scrape still answers.
        for (const gauge of [depth, due, failed, retrying]) gauge.reset();
        logger.warn({ err: error }, "metrics: job queues could not be read");
      })
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };

  return {
    registry,
    observeRequest(route, method, status, started) {
      const labels = {
        route,
        method: METHODS.has(method) ? method : "other",
        status_class: `${Math.floor(status / 100)}xx`,
      };
      requests.inc(labels);
      latency.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    },
  };
}
