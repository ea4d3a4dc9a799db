import { AggregatorRegistry, Gauge, type Registry } from "prom-client";

/** One process's metrics as `registry.getMetricsAsJSON()` gives them (plain data, IPC-safe). */
export type ProcessMetricsJson = Awaited<ReturnType<Registry["getMetricsAsJSON"]>>;

/**
 * The exposition text for a scrape: every process's metrics merged (prom-client's aggregation:
 * counters and histograms summed, per-metric rules otherwise), plus what only the whole can
 * say: how many processes answered, and the page cache's hit ratio over all of them (an
 * average of per-worker ratios would weigh an idle worker like a busy one).
 */
export async function exposition(processes: ProcessMetricsJson[]): Promise<string> {
  const registry = AggregatorRegistry.aggregate(processes);
  new Gauge({
    name: "techpulse_metrics_processes",
    help: "Server processes (workers) whose figures this scrape includes",
    registers: [registry],
  }).set(processes.length);
  const total = (name: string) =>
    processes
      .flatMap((metrics) => metrics.filter((metric) => metric.name === name))
      .flatMap((metric) => metric.values)
      .reduce((sum, value) => sum + value.value, 0);
  const served =
    total("techpulse_page_cache_hits_total") + total("techpulse_page_cache_not_modified_total");
  const answered = served + total("techpulse_page_cache_misses_total");
  const ratio = new Gauge({
    name: "techpulse_page_cache_hit_ratio",
    help: "Share of cacheable page requests answered from the page cache (hits and 304s), since start",
    registers: [registry],
  });
  ratio.set(answered > 0 ? served / answered : Number.NaN);
  return registry.metrics();
}

export const EXPOSITION_CONTENT_TYPE = AggregatorRegistry.PROMETHEUS_CONTENT_TYPE;
