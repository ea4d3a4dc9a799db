import { expect, test } from "@playwright/test";
import { freePort, spawnServer, type SpawnedServer } from "./spawned-server";

/**
 * Prometheus metrics (decision 0025): never public, counted per route pattern (bounded
 * labels), and merged across the workers of one server.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const TOKEN = "metrics-token-for-the-e2e-tests-0123456789";

/**
 * GET, reading the whole body: a response left unread stays unfinished on the server (the
 * socket is full), and is counted only when it finishes.
 */
async function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.status;
}

/** Samples of an exposition text: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const cut = line.lastIndexOf(" ");
    found.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return found;
}

/** The sum of a metric's samples whose labels include every given `label="value"`. */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const [key, value] of samples(text)) {
    if (key !== name && !key.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([label, wanted]) => key.includes(`${label}="${wanted}"`))) {
      sum += value;
    }
  }
  return sum;
}

/** The distinct values of one label across a metric's samples. */
function labelValues(text: string, name: string, label: string): Set<string> {
  const values = new Set<string>();
  for (const key of samples(text).keys()) {
    if (!key.startsWith(`${name}{`)) continue;
    const value = new RegExp(`${label}="([^"]*)"`).exec(key)?.[1];
    if (value !== undefined) values.add(value);
  }
  return values;
}

test.describe("metrics behind a token on the main port", () => {
  let server: SpawnedServer;
  let metricsPort: number;
  test.beforeAll(async () => {
    metricsPort = await freePort();
    // One process (no cluster): it serves the metrics port itself.
    server = await spawnServer({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
  });
  test.afterAll(async () => server?.stop());

  const scrape = async () => {
    const response = await fetch(`${server.origin}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return response.text();
  };

  test("without the right token: 401, and nothing about the site", async () => {
    for (const headers of [
      {},
      { Authorization: "Bearer wrong-token" },
      { Authorization: `Basic ${TOKEN}` },
      { Authorization: `Bearer ${TOKEN}x` },
    ] as Array<Record<string, string>>) {
      const response = await fetch(`${server.origin}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain("techpulse_");
    }
  });

  test("the metrics port asks for the token too when one is set", async () => {
    const url = `http://127.0.0.1:${metricsPort}/metrics`;
    expect(await get(url)).toBe(401);
    const response = await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(total(await response.text(), "techpulse_metrics_processes")).toBe(1);
  });

  test("counters move with requests: per route, method and status class; cache hits", async () => {
    const before = await scrape();
    for (let i = 0; i < 5; i += 1) expect(await get(`${server.origin}/`)).toBe(200);
    expect(await get(`${server.origin}/category/ai`)).toBe(200);
    const after = await scrape();
    const home = { route: "routes/home", method: "GET", status_class: "2xx" };
    expect(
      total(after, "techpulse_http_requests_total", home) -
        total(before, "techpulse_http_requests_total", home),
    ).toBe(5);
    expect(
      total(after, "techpulse_http_request_duration_seconds_count", home) -
        total(before, "techpulse_http_request_duration_seconds_count", home),
    ).toBe(5);
    expect(
      total(after, "techpulse_http_requests_total", { route: "routes/category" }),
    ).toBeGreaterThanOrEqual(1);
    // The home page was rendered once and then answered from the cache.
    expect(total(after, "techpulse_page_cache_hits_total")).toBeGreaterThanOrEqual(4);
    expect(total(after, "techpulse_page_cache_misses_total")).toBeGreaterThanOrEqual(1);
    const ratio = total(after, "techpulse_page_cache_hit_ratio");
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThanOrEqual(1);
    // Job queues (read from the database) and the event loop's lag are there.
    expect(samples(after).has('techpulse_job_queue_depth{queue="newsletter"}')).toBe(true);
    expect(samples(after).has('techpulse_job_queue_due{queue="scheduled_publishing"}')).toBe(true);
    expect(total(after, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(total(after, "techpulse_metrics_processes")).toBe(1);
  });

  test("100 distinct unknown URLs add at most one route label", async () => {
    const before = labelValues(await scrape(), "techpulse_http_requests_total", "route");
    for (let i = 0; i < 100; i += 1) {
      expect(await get(`${server.origin}/no-such-page-${i}?q=${i}`)).toBe(404);
    }
    const text = await scrape();
    const after = labelValues(text, "techpulse_http_requests_total", "route");
    const added = [...after].filter((label) => !before.has(label));
    expect(added.length).toBeLessThanOrEqual(1);
    expect(text).not.toContain("no-such-page");
    expect(
      total(text, "techpulse_http_requests_total", { route: "catch-all", status_class: "4xx" }),
    ).toBeGreaterThanOrEqual(100);
  });
});

test("with neither METRICS_PORT nor METRICS_TOKEN there is no metrics endpoint", async () => {
  const server = await spawnServer({ SEED_DEMO: "false" });
  try {
    const response = await fetch(`${server.origin}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("techpulse_http");
  } finally {
    await server.stop();
  }
});

test("two workers: the metrics port's scrape covers both, and the main port does not serve it", async () => {
  const metricsPort = await freePort();
  const server = await spawnServer({
    WEB_CONCURRENCY: "2",
    METRICS_PORT: String(metricsPort),
    // The demo seed's images take a minute on a busy machine; nothing here reads them.
    SEED_DEMO: "false",
  });
  const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  try {
    // Both workers serve once each has said "listening"; until then a scrape may have one.
    await expect
      .poll(async () => total(await (await fetch(metrics)).text(), "techpulse_metrics_processes"), {
        timeout: 30_000,
      })
      .toBe(2);
    const before = await (await fetch(metrics)).text();
    // New connections each: the primary hands them to the workers in turn.
    const sent = 40;
    for (let i = 0; i < sent; i += 1) {
      expect(await get(`${server.origin}/readyz`, { Connection: "close" })).toBe(200);
    }
    const after = await (await fetch(metrics)).text();
    const ready = { route: "readyz", status_class: "2xx" };
    expect(
      total(after, "techpulse_http_requests_total", ready) -
        total(before, "techpulse_http_requests_total", ready),
    ).toBe(sent);
    // The runtime figures are per worker.
    expect(labelValues(after, "nodejs_eventloop_lag_seconds", "worker").size).toBe(2);

    expect((await fetch(`${server.origin}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  } finally {
    await server.stop();
  }
});
