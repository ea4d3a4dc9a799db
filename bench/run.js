// Load benchmark of the production build, side by side in one run (these machines are shared and
// noisy, so only figures taken together compare):
//   - TechPulse with its page cache, and with the cache turned off (PAGE_CACHE_MB=0), one worker
//     per core as `npm start` runs it; with the cache, also the framework script as a browser
//     asks for it (brotli accepted);
//   - nginx (Debian's nginx-light, installed if missing) serving a saved copy of the article page
//     with as many workers;
//   - a do-nothing Node server (node:cluster, as many workers) answering those same bytes: the
//     floor of what Node itself costs.
// For each: req/s, CPU ms per request (from /proc, all server processes), p50/p99 latency and peak
// resident memory; then a memory soak (64 connections, mixed pages) and the start-up time of a
// built app on an existing database. Writes its section of bench/RESULTS.md.
//
//   npm run bench        BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3, the same load before each
//                        measured run, not counted), BENCH_CONNECTIONS (16), BENCH_SOAK_SECONDS
//                        (60), BENCH_STARTS (5), BENCH_WORKERS (cores), BENCH_REBUILD=1 to
//                        rebuild build-bench/
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildOnce } from "./build.js";
import { writeResultsSection } from "./results-file.js";
import {
  cpuMs,
  freePort,
  processTree,
  productionServerEnv,
  stopProcess as stop,
  waitUntilAnswering as waitFor,
} from "./processes.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = "build-bench";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const WORKERS = Number(process.env.BENCH_WORKERS ?? os.availableParallelism());
/** Ghost 6.65 on this kind of machine, 16 connections (issue "Fast at any traffic"). */
const GHOST = { home: 42.5, article: 88.5, category: 75.8, rss: 64.1 };

function ensureTools() {
  const missing = ["wrk", "nginx"].filter(
    (tool) =>
      spawnSync("sh", ["-c", `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0,
  );
  if (missing.length === 0) return;
  console.log(`installing ${missing.join(", ")} from Debian …`);
  const packages = missing.map((tool) => (tool === "nginx" ? "nginx-light" : tool));
  const result = spawnSync(
    "sh",
    ["-c", `apt-get update -qq && apt-get install -y -qq ${packages.join(" ")}`],
    {
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error(`could not install ${packages.join(", ")}`);
}

function residentMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the resident memory of every process of the tree until stopped. */
function watchMemory(pid) {
  let peakProcess = 0;
  let peakTotal = 0;
  const sample = () => {
    const sizes = processTree(pid).map(residentMb);
    peakProcess = Math.max(peakProcess, ...sizes);
    peakTotal = Math.max(
      peakTotal,
      sizes.reduce((a, b) => a + b, 0),
    );
  };
  sample();
  const timer = setInterval(sample, 200);
  return () => {
    clearInterval(timer);
    sample();
    return { peakProcess, peakTotal };
  };
}

/** wrk against one URL; figures from its text report. */
function wrk(
  url,
  { seconds = SECONDS, connections = CONNECTIONS, script, headers = ["Accept: text/html"] } = {},
) {
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency"];
  for (const header of headers) args.push("-H", header);
  if (script) args.push("-s", script);
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  const ms = (label) => {
    const match = new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(out);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    requests,
    p50: ms("50"),
    p99: ms("99"),
    non2xx,
    errors: errors ? errors.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    // Which kind: a timeout is a request slower than wrk's 2 s, not a refused connection.
    errorKinds: errors
      ? ["connect", "read", "write", "timeout"]
          .map((kind, i) => [kind, Number(errors[i + 1])])
          .filter(([, count]) => count > 0)
          .map(([kind, count]) => `${kind} ${count}`)
          .join(", ")
      : "",
  };
}

/**
 * Measures one target under load. The same load runs first for WARMUP_SECONDS, not counted: a
 * server in service has run its pages many times, and V8 optimises a function only after many
 * calls, so a cold 10 s run spent its first seconds in the interpreter (the soak, which watches
 * memory from the start, passes `warmUp: false`).
 */
async function measure(pid, url, { warmUp = true, ...options } = {}) {
  if (warmUp && WARMUP_SECONDS > 0) wrk(url, { ...options, seconds: WARMUP_SECONDS });
  const pids = processTree(pid);
  const stopMemory = watchMemory(pid);
  const before = cpuMs(pids);
  const result = wrk(url, options);
  const after = cpuMs(processTree(pid));
  const memory = stopMemory();
  const cpuMsPerRequest = (after - before) / Math.max(result.requests, 1);
  return { ...result, cpuMs: cpuMsPerRequest, ...memory };
}

/**
 * A page's bytes. Retried once: a keep-alive socket left idle while wrk ran can be closed by the
 * server just as fetch reuses it ("other side closed"), which says nothing about the page.
 */
async function body(url) {
  try {
    return Buffer.from(await (await fetch(url)).arrayBuffer());
  } catch (error) {
    if (error?.cause?.code !== "UND_ERR_SOCKET") throw error;
    return Buffer.from(await (await fetch(url)).arrayBuffer());
  }
}

async function startTechPulse(dataDir, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...productionServerEnv({ buildDir: BUILD_DIR, port, workers: WORKERS }),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await waitFor(`${origin}/`, child, { pollMs: 10 });
  return { child, origin, startMs: Date.now() - started };
}

/** The paths of the newest articles, from the feed. */
async function articlePathsOf(origin) {
  const xml = (await body(`${origin}/rss`)).toString("utf8");
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)];
  if (links.length === 0) throw new Error("no article found in /rss");
  return links.map((match) => new URL(match[1]).pathname);
}

/** The path of the framework script (React, ReactDOM, React Router) the home page loads. */
async function frameworkScriptOf(origin) {
  const html = (await body(`${origin}/`)).toString("utf8");
  const match = /\/assets\/framework-[\w-]+\.js/.exec(html);
  if (!match) throw new Error("no framework script found in /");
  return match[0];
}

/**
 * The site's Content API key, created in the bench's database by the site's own command
 * (`npm run content-api-key`), so the API rows ask as Ghost's client does.
 */
function contentApiKeyOf(dataDir) {
  const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/content-api-key.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  const key = out.trim().split("\n").at(-1);
  if (!/^[0-9a-f]{26}$/.test(key ?? "")) throw new Error(`no Content API key in: ${out}`);
  return key;
}

async function routesOf(origin, contentApiKey) {
  const [article] = await articlePathsOf(origin);
  return {
    home: "/",
    article,
    category: "/category/ai",
    topic: "/topics/artificial-intelligence",
    rss: "/rss",
    search: "/search?q=security",
    sitemap: "/sitemap.xml",
    // Ghost's Content API, as a front end's home page asks for it (docs/api.md).
    "Content API list": `/ghost/api/content/posts/?key=${contentApiKey}&limit=15&include=tags,authors`,
  };
}

async function benchTechPulse(label, dataDir, env, routes, scratch, { scripts = false } = {}) {
  const server = await startTechPulse(dataDir, env);
  const rows = [];
  try {
    if (scripts) {
      // What a new reader's browser fetches first: the largest script, asked for as Chromium
      // asks (brotli accepted), so it is sent compressed.
      const framework = await frameworkScriptOf(server.origin);
      console.log(`${label} ${framework} …`);
      rows.push({
        target: label,
        page: "framework script, br",
        ...(await measure(server.child.pid, `${server.origin}${framework}`, {
          headers: ["Accept: */*", "Accept-Encoding: gzip, deflate, br, zstd"],
        })),
      });
    }
    for (const [name, route] of Object.entries(routes)) {
      for (let i = 0; i < 20; i += 1) await body(`${server.origin}${route}`);
      console.log(`${label} ${route} …`);
      rows.push({
        target: label,
        page: name,
        ...(await measure(server.child.pid, `${server.origin}${route}`)),
      });
    }
    // One URL over and over lets concurrent misses share a render (decision 0015); the newest
    // articles each in turn cannot (more of them than connections): every request renders.
    const articles = await articlePathsOf(server.origin);
    const script = path.join(scratch, "articles.lua");
    await writeFile(script, rotatingPaths(articles));
    for (const article of articles) await body(`${server.origin}${article}`);
    console.log(`${label} ${articles.length} articles in turn …`);
    rows.push({
      target: label,
      page: `${articles.length} articles in turn`,
      ...(await measure(server.child.pid, server.origin, { script })),
    });
  } finally {
    await stop(server.child);
  }
  return rows;
}

async function benchNginx(scratch, body) {
  const port = await freePort();
  // nginx's workers run as an unprivileged user: mkdtemp's folder (0700) is closed to them.
  const dir = path.join(scratch, "nginx");
  await mkdir(path.join(dir, "tmp"), { recursive: true });
  await chmod(scratch, 0o755);
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, "article.html"), body);
  const conf = `worker_processes ${WORKERS};
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    location / { root ${dir}; default_type text/html; try_files /article.html =404; }
  }
}
`;
  await writeFile(path.join(dir, "nginx.conf"), conf);
  const nginx = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  const child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child);
    console.log("nginx article …");
    return {
      target: "nginx (saved copy)",
      page: "article",
      ...(await measure(child.pid, `http://127.0.0.1:${port}/`)),
    };
  } finally {
    await stop(child);
  }
}

async function benchNodeFloor(dir, body) {
  const port = await freePort();
  const file = path.join(dir, "article.html");
  await writeFile(file, body);
  const script = `
    const cluster = require("node:cluster");
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    if (cluster.isPrimary) { for (let i = 0; i < ${WORKERS}; i++) cluster.fork(); }
    else http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1");`;
  const scriptFile = path.join(dir, "node-floor.cjs"); // cluster cannot fork an -e script
  await writeFile(scriptFile, script);
  const child = spawn(process.execPath, [scriptFile], { stdio: ["ignore", "inherit", "inherit"] });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child);
    console.log("node floor article …");
    return {
      target: "do-nothing Node",
      page: "article",
      ...(await measure(child.pid, `http://127.0.0.1:${port}/`)),
    };
  } finally {
    await stop(child);
  }
}

/**
 * A wrk script asking for `paths` one after the other, round and round. Each of wrk's threads has
 * its own copy of the script; they start half the list apart, so that with more paths than
 * connections two threads are not asking for the same page at the same moment.
 */
function rotatingPaths(paths) {
  return `local paths = {${paths.map((p) => JSON.stringify(p)).join(", ")}}
local threads = 0
function setup(thread)
  thread:set("start", threads * math.floor(#paths / 2))
  threads = threads + 1
end
local i = nil
request = function()
  i = (i or start or 0) + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
`;
}

/**
 * The analytics endpoint (issue 42, decision 0033) as readers' beacons reach it: POSTs for the
 * benchmark's pages, each from one of 50,000 addresses (X-Forwarded-For, trusted for this run
 * only) with a browser's user agent, so every hit is classified, hashed and counted. Target:
 * ≥ 5,000 hits/s.
 */
async function benchAnalytics(dataDir, routes, dir) {
  const server = await startTechPulse(dataDir, { TRUST_PROXY: "1" });
  const lua = path.join(dir, "beacons.lua");
  const pages = Object.values(routes).filter((route) => !/rss|sitemap/.test(route));
  await writeFile(
    lua,
    `local pages = {${pages.map((page) => JSON.stringify(encodeURIComponent(page))).join(", ")}}
local n = 0
function setup(thread)
  thread:set("n", n * 25000)
  n = n + 1
end
request = function()
  n = n + 1
  local ip = "10." .. (n % 200) .. "." .. (math.floor(n / 200) % 250) .. ".7"
  return wrk.format("POST", "/analytics/hit?p=" .. pages[(n % #pages) + 1] .. "&r=https%3A%2F%2Fwww.google.com%2F", {
    ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    ["X-Forwarded-For"] = ip,
    ["Content-Length"] = "0",
  })
end
`,
  );
  try {
    console.log("TechPulse analytics beacons …");
    return {
      target: "TechPulse cached",
      page: "analytics beacon (POST)",
      ...(await measure(server.child.pid, server.origin, { script: lua, headers: [] })),
    };
  } finally {
    await stop(server.child);
  }
}

/**
 * 64 connections of mixed pages for SOAK_SECONDS, on the uncached path (every request renders)
 * or with the page cache as `npm start` runs it (~20,000 stored pages a second): memory must stay
 * flat and each process within 256 MB.
 */
async function soak(dataDir, routes, dir, env) {
  const server = await startTechPulse(dataDir, env);
  const lua = path.join(dir, "mixed.lua");
  const paths = Object.values(routes);
  await writeFile(lua, rotatingPaths(paths));
  try {
    const rssStart = processTree(server.child.pid).map(residentMb);
    console.log(`memory soak: 64 connections, ${SOAK_SECONDS} s …`);
    const result = await measure(server.child.pid, `${server.origin}/`, {
      seconds: SOAK_SECONDS,
      connections: 64,
      script: lua,
      warmUp: false,
    });
    const rssEnd = processTree(server.child.pid).map(residentMb);
    return { ...result, rssStart: Math.max(...rssStart), rssEnd: Math.max(...rssEnd) };
  } finally {
    await stop(server.child);
  }
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

function table(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...lines.map(format),
  ].join("\n");
}

async function main() {
  ensureTools();
  buildOnce(root, BUILD_DIR);
  const scratch = await mkdtemp(path.join(os.tmpdir(), "techpulse-bench-"));
  const dataDir = path.join(scratch, "data");
  const loadBefore = os.loadavg()[0];
  const rows = [];
  let startMs;
  let startRuns;
  const soaks = [];
  try {
    // First start seeds the demo content; the second measures start-up on an existing database.
    const contentApiKey = contentApiKeyOf(dataDir);
    const first = await startTechPulse(dataDir, {});
    const routes = await routesOf(first.origin, contentApiKey);
    const article = await body(`${first.origin}${routes.article}`);
    await stop(first.child);
    // Start-up on an existing database: the median of several starts (one varies by ±20 %).
    const starts = [];
    for (let i = 0; i < STARTS; i += 1) {
      const again = await startTechPulse(dataDir, {});
      starts.push(again.startMs);
      await stop(again.child);
    }
    startMs = starts.sort((a, b) => a - b)[Math.floor(starts.length / 2)];
    startRuns = starts;

    rows.push(
      ...(await benchTechPulse("TechPulse cached", dataDir, {}, routes, scratch, {
        scripts: true,
      })),
    );
    rows.push(
      ...(await benchTechPulse(
        "TechPulse uncached",
        dataDir,
        { PAGE_CACHE_MB: "0" },
        routes,
        scratch,
      )),
    );
    rows.push(await benchAnalytics(dataDir, routes, scratch));
    rows.push(await benchNginx(scratch, article));
    rows.push(await benchNodeFloor(scratch, article));
    if (SOAK_SECONDS > 0) {
      soaks.push({
        label: "uncached",
        ...(await soak(dataDir, routes, scratch, { PAGE_CACHE_MB: "0" })),
      });
      soaks.push({ label: "cached", ...(await soak(dataDir, routes, scratch, {})) });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const loadAfter = os.loadavg()[0];

  const find = (target, page) => rows.find((r) => r.target === target && r.page === page);
  const nginx = find("nginx (saved copy)", "article");
  const floor = find("do-nothing Node", "article");
  const results = table(
    [
      "target",
      "page",
      "req/s",
      "CPU ms/req",
      "p50 ms",
      "p99 ms",
      "peak RSS/process MB",
      "non-2xx",
      "errors",
    ],
    rows.map((r) => [
      r.target,
      r.page,
      fixed(r.rps),
      fixed(r.cpuMs, 2),
      fixed(r.p50, 2),
      fixed(r.p99, 2),
      fixed(r.peakProcess),
      r.non2xx,
      r.errors,
    ]),
  );
  const cachedArticle = find("TechPulse cached", "article");
  const ratios = table(
    ["comparison", "ratio", "target"],
    [
      ["cached article ÷ nginx", fixed(cachedArticle.rps / nginx.rps, 2), "≥ 0.50"],
      [
        "cached article ÷ do-nothing Node",
        fixed(cachedArticle.rps / floor.rps, 2),
        "≥ 0.80 where Node's floor < 50 % of nginx",
      ],
      ["do-nothing Node ÷ nginx", fixed(floor.rps / nginx.rps, 2), "(Node's own floor)"],
      [
        "cached Content API list, req/s",
        fixed(find("TechPulse cached", "Content API list").rps),
        "≥ 1,000 (issue 41)",
      ],
      ...Object.entries(GHOST).map(([page, ghost]) => [
        `uncached ${page} ÷ Ghost (${ghost} req/s)`,
        fixed(find("TechPulse uncached", page).rps / ghost, 1),
        `≥ 10 (${Math.round(ghost * 10)} req/s)`,
      ]),
    ],
  );
  const cpus = os.cpus();
  const section = `<!-- bench:pages -->
## Pages under load (\`npm run bench\`)

Measured ${new Date().toISOString()}: production build (\`${BUILD_DIR}/\`), ${WORKERS} worker
processes for TechPulse, nginx and the do-nothing Node server alike; SQLite with the demo content;
wrk (2 threads) from the same machine over loopback, ${CONNECTIONS} connections, ${SECONDS} s per page,
each after ${WARMUP_SECONDS} s of the same load not counted (V8 optimises a page's code only after many
runs; a server in service is warm), no \`Accept-Encoding\` for pages (every target sends the same uncompressed
bytes). "Framework script, br" asks for the largest script as Chromium does, brotli accepted.
Machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.
A shared virtual machine; wrk competes with the servers for the same cores. One-minute load
average: ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.

${results}

${ratios}

- CPU ms/req: user + system time of every server process (from \`/proc\`) over requests served.
- Each page is one URL asked by every connection: uncached, requests that arrive while its render
  runs share that render (decision 0015), as a spike's readers do. "Articles in turn" asks for
  the newest articles one after the other, more of them than connections, so every request is
  rendered: the figure for a crawler or a long tail of different pages.
- Start-up of a built app on an existing database, to its first 200 for \`/\`: **${startMs} ms**,
  median of ${startRuns.length} starts (${startRuns.join(", ")} ms; target ≤ 800 ms).
${
  soaks.length > 0
    ? soaks
        .map(
          (result) =>
            `- Memory soak, ${result.label}, 64 connections of mixed pages for ${SOAK_SECONDS} s: ${fixed(result.rps)} req/s, ` +
            `${result.non2xx} non-2xx, ${result.errors} errors` +
            `${result.errorKinds ? ` (${result.errorKinds})` : ""}, p99 ${fixed(result.p99)} ms; largest process ${fixed(result.rssStart)} MB ` +
            `at the start, peak ${fixed(result.peakProcess)} MB, ${fixed(result.rssEnd)} MB at the end (target ≤ 256 MB).`,
        )
        .join("\n")
    : "- Memory soak skipped (BENCH_SOAK_SECONDS=0)."
}
<!-- /bench:pages -->`;
  console.log(`\n${section}\n`);
  await writeResultsSection(root, "pages", section);
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
