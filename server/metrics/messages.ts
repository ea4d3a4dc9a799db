// Messages between the cluster's primary and its workers about metrics (decision 0025). The
// primary asks every worker for its figures and merges them; a worker that is scraped on the
// main port (/metrics with the token) asks the primary for the merged text.

/** Worker → primary: this worker answers collect requests from now on. */
export const METRICS_READY = "techpulse:metrics-ready";
/** Primary → worker: send your figures (`{ id }`). */
export const METRICS_COLLECT = "techpulse:metrics-collect";
/** Worker → primary: `{ id, metrics }`, the worker's `getMetricsAsJSON()`. */
export const METRICS_COLLECTED = "techpulse:metrics-collected";
/** Worker → primary: `{ id }`, give me every worker's figures merged. */
export const METRICS_SCRAPE = "techpulse:metrics-scrape";
/** Primary → worker: `{ id, text }` (or `{ id, error }`), the exposition text. */
export const METRICS_SCRAPED = "techpulse:metrics-scraped";

export interface MetricsMessage {
  type?: string;
  id?: number;
  metrics?: unknown;
  text?: string;
  error?: string;
}
