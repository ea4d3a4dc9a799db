// Load benchmark of the production build: builds into build-bench/ when needed, starts the
// server on a throw-away data directory (demo content, SQLite), runs autocannon against the
// main public routes on loopback, prints a table and writes bench/RESULTS.md.
//
//   npm run bench                       (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT to tune)
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { buildOnce } from "./build.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = "build-bench";
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARM_UP_REQUESTS = 20;
const origin = `http://127.0.0.1:${PORT}`;

function build() {
  buildOnce(root, BUILD_DIR);
}

async function waitForHealth(server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy in time");
}

/** The newest article's path, read from the feed so the bench needs no database access. */
async function firstArticlePath() {
  const xml = await (await fetch(`${origin}/rss`)).text();
  const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)?.[1];
  if (!link) throw new Error("no article found in /rss");
  return new URL(link).pathname;
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { accept: "text/html" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function stop(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", resolve);
    server.kill("SIGTERM");
    setTimeout(() => server.kill("SIGKILL"), 15_000).unref();
  });
}

function table(rows) {
  const header = ["route", "req/s (avg)", "p50 ms", "p99 ms", "non-2xx", "errors"];
  const lines = rows.map((r) => [
    r.route,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...lines.map(format),
  ].join("\n");
}

async function main() {
  build();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "techpulse-bench-"));
  const server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const rows = [];
  const loadBefore = os.loadavg()[0];
  try {
    const started = Date.now();
    await waitForHealth(server);
    console.log(`server healthy after ${Date.now() - started} ms (includes seeding demo content)`);
    const routes = ["/", await firstArticlePath(), "/category/ai", "/search?q=security", "/rss"];
    for (const route of routes) {
      // A short warm-up so JIT compilation and cold caches do not count.
      for (let i = 0; i < WARM_UP_REQUESTS; i++) {
        await fetch(`${origin}${route}`).then((r) => r.arrayBuffer());
      }
      console.log(`${route}: ${SECONDS} s at ${CONNECTIONS} connections …`);
      const result = await run(`${origin}${route}`);
      rows.push({
        route,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }

  const loadAfter = os.loadavg()[0];
  const text = table(rows);
  console.log(`\n${text}\n`);
  const cpus = os.cpus();
  const markdown = `# Benchmark results

Measured ${new Date().toISOString()} with \`npm run bench\` (bench/run.js): production build
(\`${BUILD_DIR}/\`), one Node ${process.version} process, SQLite with the demo content, autocannon
from the same machine over loopback, ${CONNECTIONS} connections, ${SECONDS} s per route, after
${WARM_UP_REQUESTS} sequential warm-up requests per route.

Machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB,
${os.platform()} ${os.release()}. A shared, noisy virtual machine (other builds and test runs were
active), and autocannon competes with the server for the same 2 cores: read the figures as orders
of magnitude, not targets. One-minute load average: ${loadBefore.toFixed(1)} before the run,
${loadAfter.toFixed(1)} after.

${text}

- req/s: mean requests per second; p50/p99: latency percentiles in milliseconds.
- non-2xx: responses with another status (should be 0); errors: connection errors and timeouts.
- Pages are server-rendered on every request. autocannon sends no Accept-Encoding, so responses
  are uncompressed.
`;
  await writeFile(path.join(root, "bench", "RESULTS.md"), markdown);
  console.log("wrote bench/RESULTS.md");
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
