// Archive benchmark (issue 9): builds a large archive into a scratch database on each engine,
// starts the production build on it and measures, ONE REQUEST AT A TIME, p50/p95 of the public
// pages, of the Content API's lists (issue 41) and of 24 varied searches, plus the longest event-loop stall the server logged
// (EVENT_LOOP_LOG_MS), and (issue 42) twelve months of analytics rollups with the Analytics
// screens signed in. Results go into their own section of bench/RESULTS.md.
//
//   npm run bench:archive
//   BENCH_POSTS=20000 BENCH_ENGINES=sqlite npm run bench:archive      (quicker, while developing)
//   ARCHIVE_VIEWS=10000000 ARCHIVE_PAGES_PER_HOUR=100   a smaller analytics year (bench/archive-analytics.js)
//   BENCH_SQLITE_DATA=/tmp/dir  reuse a data directory filled before (skips generation)
//   BENCH_PG_URL=postgres://…/db  reuse a database filled before (bench/archive-data.js postgres URL N)
//   BENCH_PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres   (creates, then drops, a database)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { fillAnalyticsPostgres, fillAnalyticsSqlite } from "./archive-analytics.js";
import {
  BENCH_ADMIN,
  measureAnalyticsScreens,
  tableSizes,
  waitForFold,
} from "./archive-analytics-screens.js";
import { fillPostgres, fillSqlite } from "./archive-data.js";
import { buildOnce } from "./build.js";
import { freePort, productionServerEnv, stopProcess, waitUntilAnswering } from "./processes.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench";
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const SEARCH_REPEAT = Number(process.env.BENCH_SEARCH_REPEAT ?? 3);
const PG_ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const EVENT_LOOP_LOG_MS = 200;

const SEARCHES = [
  // single common words
  "ai",
  "model",
  "security",
  "cloud",
  "data",
  "the",
  "software",
  "startup",
  // two-letter and short prefixes (search-as-you-type)
  "ma",
  "co",
  "se",
  "mod",
  "secur",
  "kuber",
  // multi-word
  "open source model",
  "security breach",
  "cloud data center",
  "machine learning training",
  "the new chip",
  "battery life of the new smartphone",
  "kubernetes cluster deployment",
  // no match
  "zzyzx",
  "qwertyuiop asdfgh",
  "nonexistentword",
];

function build() {
  buildOnce(root, BUILD_DIR);
}

/** Starts the production server; collects the event-loop lines it logs. */
async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      // The issue's figures are uncached, in the one process whose event loop is watched.
      ...productionServerEnv({ buildDir: BUILD_DIR, port, workers: 1 }),
      EVENT_LOOP_LOG_MS: String(EVENT_LOOP_LOG_MS),
      PAGE_CACHE_MB: "0",
      ...BENCH_ADMIN,
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stalls = [];
  createInterface({ input: child.stdout }).on("line", (line) => {
    try {
      const entry = JSON.parse(line);
      if (entry.msg === "event loop delay") stalls.push({ at: Date.now(), maxMs: entry.maxMs });
      else if (entry.level >= 40) console.log(line);
    } catch {
      console.log(line);
    }
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${origin}/healthz`, child, { timeoutMs: 600_000, pollMs: 250 });
  return {
    origin,
    /** Longest stall logged between two moments (lines are logged every EVENT_LOOP_LOG_MS). */
    longestStall: (from, to) =>
      Math.max(
        0,
        ...stalls
          .filter((s) => s.at >= from && s.at <= to + EVENT_LOOP_LOG_MS * 2)
          .map((s) => s.maxMs),
      ),
    stop: () => stopProcess(child),
  };
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: "text/html" } });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Finds real URLs (an article, an author) from the feed and the sitemap's pages file. */
async function discover(origin) {
  const rss = await (await fetch(`${origin}/rss`)).text();
  const article = new URL(/<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(rss)[1]).pathname;
  const pages = await (await fetch(`${origin}/sitemaps/pages.xml`)).text();
  const author = /<loc>[^<]*?(\/author\/[^<]+)<\/loc>/.exec(pages)[1];
  return { article, author };
}

/**
 * A Content API key in the scratch database (issue 41: the API's uncached lists at this size),
 * written as `npm run content-api-key` would, before the server starts.
 */
async function addContentApiKey(env) {
  const key = randomBytes(13).toString("hex");
  const row = [randomBytes(16).toString("hex"), key, new Date().toISOString()];
  const insert = "INSERT INTO content_api_keys (id, key, created_at) VALUES";
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(`${insert} ($1, $2, $3)`, row);
    await client.end();
  } else {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(path.join(env.DATA_DIR, "techpulse.sqlite"));
    db.prepare(`${insert} (?, ?, ?)`).run(...row);
    db.close();
  }
  return key;
}

async function measurePages(server, contentApiKey) {
  const { article, author } = await discover(server.origin);
  const api = (resource, query = "") =>
    `/ghost/api/content/${resource}/?key=${contentApiKey}${query}`;
  const pages = [
    ["home", "/"],
    ["category all, page 1", "/category/all"],
    ["category all, page 5,000", "/category/all?page=5000"],
    ["category ai, page 1", "/category/ai"],
    ["category ai, page 1,000", "/category/ai?page=1000"],
    ["topic, page 1", "/topics/artificial-intelligence"],
    ["topic, page 1,000", "/topics/artificial-intelligence?page=1000"],
    ["author, page 1", author],
    ["author, page 100", `${author}?page=100`],
    ["article", article],
    ["RSS", "/rss"],
    ["sitemap index", "/sitemap.xml"],
    ["sitemap pages file", "/sitemaps/pages.xml"],
    ["sitemap articles-1", "/sitemaps/articles-1.xml"],
    ["sitemap articles-15", "/sitemaps/articles-15.xml"],
    ["robots.txt", "/robots.txt"],
    ["Content API posts, page 1", api("posts")],
    [
      "Content API posts, page 1,000, with tags and authors",
      api("posts", "&page=1000&include=tags,authors"),
    ],
    [
      "Content API posts, a tag's, with tags and authors",
      api("posts", "&filter=tag:artificial-intelligence&include=tags,authors"),
    ],
    [
      "Content API posts, 100 at once",
      api("posts", "&limit=100&fields=id,title,slug,published_at"),
    ],
    ["Content API tags, all with counts", api("tags", "&limit=all&include=count.posts")],
    ["Content API authors, all", api("authors", "&limit=all")],
  ];
  const rows = [];
  for (const [label, route] of pages) {
    for (let i = 0; i < 3; i++) await timed(`${server.origin}${route}`);
    const samples = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < REPEAT; i++) {
      const result = await timed(`${server.origin}${route}`);
      samples.push(result.ms);
      status = result.status;
      bytes = result.bytes;
    }
    rows.push({
      label,
      route,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      status,
      bytes,
    });
    console.log(
      `  ${label}: p50 ${rows.at(-1).p50.toFixed(1)} ms, p95 ${rows.at(-1).p95.toFixed(1)} ms (${status})`,
    );
  }
  return rows;
}

async function measureSearches(server) {
  const all = [];
  const rows = [];
  // One search first, unmeasured, so the first query does not also pay for loading the search
  // route's code; each measured query still runs cold the first time.
  await timed(`${server.origin}/search?q=warmup`);
  const started = Date.now();
  for (const query of SEARCHES) {
    const samples = [];
    for (let i = 0; i < SEARCH_REPEAT; i++) {
      const result = await timed(`${server.origin}/search?q=${encodeURIComponent(query)}`);
      if (result.status !== 200) throw new Error(`search "${query}" answered ${result.status}`);
      samples.push(result.ms);
    }
    all.push(...samples);
    rows.push({ query, max: Math.max(...samples) });
  }
  // One more round with /robots.txt sent while each search runs.
  const robots = [];
  for (const query of SEARCHES) {
    const search = timed(`${server.origin}/search?q=${encodeURIComponent(query)}`);
    robots.push((await timed(`${server.origin}/robots.txt`)).ms);
    await search;
  }
  const ended = Date.now();
  return {
    rows,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: Math.max(...all),
    robotsDuringSearchMax: Math.max(...robots),
    stall: server.longestStall(started, ended),
  };
}

/** Generates the analytics year and says how long it took. */
async function timedAnalytics(engine, fill) {
  const started = Date.now();
  const counts = await fill();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${engine}: ${counts.views.toLocaleString("en-US")} views in ${counts.page.toLocaleString("en-US")} page-hour and ${counts.dimension.toLocaleString("en-US")} dimension-hour rows, ${seconds.toFixed(0)} s`,
  );
  return { ...counts, seconds };
}

async function prepareSqlite() {
  if (process.env.BENCH_SQLITE_DATA) {
    return {
      env: { DATA_DIR: process.env.BENCH_SQLITE_DATA, DATABASE_URL: "" },
      cleanup: async () => {},
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "techpulse-archive-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  console.log(`sqlite: migrating and seeding ${dataDir} …`);
  await (await startServer(env)).stop();
  const started = Date.now();
  fillSqlite(path.join(dataDir, "techpulse.sqlite"), POSTS, (done) => {
    if (done % 10_000 === 0) console.log(`  ${done} posts`);
  });
  console.log(
    `sqlite: ${POSTS} posts generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const analytics = await timedAnalytics("sqlite", () =>
    fillAnalyticsSqlite(path.join(dataDir, "techpulse.sqlite")),
  );
  return { env, analytics, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}

async function preparePostgres() {
  if (process.env.BENCH_PG_URL) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "techpulse-archive-pg-"));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_PG_URL },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_archive_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "techpulse-archive-pg-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.href };
  console.log(`postgres: migrating and seeding ${name} …`);
  await (await startServer(env)).stop();
  const started = Date.now();
  await fillPostgres(url.href, POSTS, (done) => {
    if (done % 10_000 === 0) console.log(`  ${done} posts`);
  });
  console.log(
    `postgres: ${POSTS} posts generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const analytics = await timedAnalytics("postgres", () => fillAnalyticsPostgres(url.href));
  return {
    env,
    analytics,
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function markdown(results) {
  const lines = [
    "## Archive benchmark (`npm run bench:archive`, issue 9)",
    "",
    `Measured ${new Date().toISOString()}: production build, ${POSTS.toLocaleString("en-US")} generated posts`,
    "(~700 words, 2–4 tags, 6 categories, 45 authors, six years) on each engine, one request at a",
    `time on loopback; pages ${REPEAT}× after 3 warm-up requests, each of ${SEARCHES.length} searches`,
    `${SEARCH_REPEAT}× after one unmeasured search (no cache in front). Stall: the longest event-loop delay the server logged`,
    `(perf_hooks, EVENT_LOOP_LOG_MS=${EVENT_LOOP_LOG_MS}) while the searches ran. Machine: ${os.cpus().length} cores,`,
    `shared with other work (load average ${os.loadavg()[0].toFixed(1)} at the end).`,
    "",
  ];
  for (const result of results) {
    lines.push(
      `### ${result.engine}`,
      "",
      "| page | p50 ms | p95 ms | status | KB |",
      "|---|---|---|---|---|",
    );
    for (const row of result.pages) {
      lines.push(
        `| ${row.label} (\`${row.route.replace(/^\/author\/[^?]+/, "/author/…").replace(/key=[0-9a-f]+&?/, "")}\`) | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.status} | ${(row.bytes / 1024).toFixed(0)} |`,
      );
    }
    const s = result.search;
    lines.push(
      "",
      `Search over ${SEARCHES.length} queries: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms.`,
      `Slowest: ${[...s.rows]
        .sort((a, b) => b.max - a.max)
        .slice(0, 4)
        .map((r) => `"${r.query}" ${r.max.toFixed(0)} ms`)
        .join(", ")}.`,
      `/robots.txt sent while a search runs: at most ${s.robotsDuringSearchMax.toFixed(1)} ms. Longest event-loop stall: ${s.stall} ms.`,
      "",
      ...analyticsMarkdown(result.analytics),
    );
  }
  return lines.join("\n");
}

/** The Analytics screens at this size (issue 42 item 8) and the rollup tables' size. */
function analyticsMarkdown({ screens, sizes, generated, foldSeconds }) {
  const lines = [];
  if (generated) {
    const count = (n) => n.toLocaleString("en-US");
    lines.push(
      `Analytics: 12 months of sparse hourly rollups, ${count(generated.views)} views (${count(generated.page)} page-hour, ${count(generated.dimension)} dimension-hour, ${count(generated.site)} site-hour rows) generated in ${generated.seconds.toFixed(0)} s;`,
      `the server folded the year's finished days into daily and monthly rows in ${foldSeconds.toFixed(0)} s after its start.`,
      "",
    );
  }
  lines.push(
    `Signed in as an editor, each screen ${REPEAT}× after 2 warm-ups (HTML, with the period beside its previous one and readers now):`,
    "",
    "| screen | p50 ms | p95 ms |",
    "|---|---|---|",
  );
  for (const row of screens) {
    const route = row.route.replace(/\/admin-hub\/posts\/[^?]+/, "/admin-hub/posts/…");
    lines.push(`| ${row.label} (\`${route}\`) | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
  }
  lines.push("", "| rollup table | rows | MB (with indexes) |", "|---|---|---|");
  for (const size of sizes) {
    lines.push(`| ${size.table} | ${size.rows.toLocaleString("en-US")} | ${size.mb.toFixed(1)} |`);
  }
  lines.push("");
  return lines;
}

async function writeResults(section) {
  const file = path.join(root, "bench", "RESULTS.md");
  const current = existsSync(file) ? await readFile(file, "utf8") : "# Benchmark results\n";
  const start = current.indexOf("## Archive benchmark");
  const before = start === -1 ? `${current.trimEnd()}\n\n` : current.slice(0, start);
  const rest = start === -1 ? "" : current.slice(start);
  // The section ends where the next one starts: a heading, or the marker that opens
  // `npm run bench`'s section (which must be kept, or that script would add a second copy).
  const ends = [rest.indexOf("\n## ", 1), rest.indexOf("\n<!-- bench:pages -->")];
  const next = Math.min(...ends.map((index) => (index === -1 ? Infinity : index)));
  const after = next === Infinity ? "" : rest.slice(next + 1);
  await writeFile(file, `${before}${section}\n${after}`);
}

async function main() {
  build();
  const results = [];
  for (const engine of ENGINES) {
    const prepared = engine === "postgres" ? await preparePostgres() : await prepareSqlite();
    try {
      const contentApiKey = await addContentApiKey(prepared.env);
      const serverStarted = Date.now();
      const server = await startServer(prepared.env);
      try {
        // The server folds the generated year's finished days at start; the pages and
        // searches are measured after it, so it does not weigh on them.
        const foldSeconds = prepared.analytics
          ? await waitForFold(prepared.env, serverStarted)
          : null;
        if (foldSeconds !== null)
          console.log(`${engine}: year folded in ${foldSeconds.toFixed(0)} s`);
        console.log(`${engine}: pages`);
        const pages = await measurePages(server, contentApiKey);
        console.log(`${engine}: searches`);
        const search = await measureSearches(server);
        console.log(
          `  search p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms, stall ${search.stall} ms`,
        );
        console.log(`${engine}: analytics screens`);
        const analytics = await measureAnalyticsScreens(server.origin, prepared.env, REPEAT);
        const sizes = await tableSizes(prepared.env);
        for (const size of sizes) {
          console.log(`  ${size.table}: ${size.rows} rows, ${size.mb.toFixed(1)} MB`);
        }
        results.push({
          engine,
          pages,
          search,
          analytics: { screens: analytics, sizes, generated: prepared.analytics, foldSeconds },
        });
      } finally {
        await server.stop();
      }
    } finally {
      await prepared.cleanup();
    }
  }
  const section = markdown(results);
  console.log(`\n${section}`);
  await writeResults(section);
  console.log("wrote bench/RESULTS.md");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
