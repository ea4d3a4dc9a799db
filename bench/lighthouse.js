// Lighthouse on every public page of the production build (issue "Fast at any traffic", item 5:
// best practices 100 on every public page). Starts the build on a fresh demo database, runs
// Lighthouse 12 (from the npm registry, through npx: it is too large to be a dependency of every
// install) in Debian's Chromium, headless, on each page in light theme, and writes the four
// category scores and every best-practices audit that did not pass into its section of
// bench/RESULTS.md. Exits 1 if a page's best-practices score is below 100.
//
//   npm run bench:lighthouse     BENCH_REBUILD=1 to rebuild build-bench/; CHROME_PATH
//                                (/usr/bin/chromium)
//
// Lighthouse refuses a page answered with an error status, so the 404 page is not among them;
// the browser suite checks it with the other public pages for CSP violations and console errors
// (tests/e2e/csp.spec.ts, fixtures.ts) and accessibility (a11y.spec.ts).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildOnce } from "./build.js";
import { writeResultsSection } from "./results-file.js";
import { freePort, productionServerEnv, stopProcess, waitUntilAnswering } from "./processes.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = "build-bench";
const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  // This machine's network is closed: Chromium's own background connections would fail.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The public pages: every kind a reader can open, with an article and its author from the home. */
async function publicPages(origin) {
  const home = await (await fetch(`${origin}/`)).text();
  const article = /href="(\/article\/[^"]+)"/.exec(home)?.[1];
  if (!article) throw new Error("no article linked from the home page");
  const articleHtml = await (await fetch(`${origin}${article}`)).text();
  const author = /href="(\/author\/[^"]+)"/.exec(articleHtml)?.[1];
  if (!author) throw new Error(`${article} links to no author`);
  return [
    "/",
    article,
    "/category/all",
    "/category/ai",
    "/topics/artificial-intelligence",
    author,
    "/search?q=security",
    "/about",
    "/team",
    "/contact",
    "/privacy",
    "/terms",
    "/newsletter",
    "/auth",
  ];
}

function lighthouse(url, output) {
  const result = spawnSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, encoding: "utf8", timeout: 180_000 },
  );
  return result.status === 0 ? null : (result.stderr || `exit ${result.status}`).trim();
}

/** One page's scores; a failed trace (Lighthouse's NO_NAVSTART, seen now and then) is retried. */
async function audit(origin, page, scratch) {
  const output = path.join(scratch, "report.json");
  let failure = null;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    failure = lighthouse(`${origin}${page}`, output);
    if (failure) continue;
    const report = JSON.parse(await readFile(output, "utf8"));
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, report.categories[id]?.score ?? null]),
    );
    if (Object.values(scores).some((score) => score === null)) {
      failure = report.runtimeError?.message ?? "a category has no score";
      continue;
    }
    const failed = report.categories["best-practices"].auditRefs
      .map((ref) => report.audits[ref.id])
      .filter((result) => result.score !== null && result.score < 1)
      .map((result) => result.title);
    return { page, scores, failed };
  }
  throw new Error(`Lighthouse on ${page}: ${failure}`);
}

async function main() {
  if (!existsSync(CHROME_PATH))
    throw new Error(`no Chromium at ${CHROME_PATH} (apt-get install chromium)`);
  buildOnce(root, BUILD_DIR);
  const scratch = await mkdtemp(path.join(os.tmpdir(), "techpulse-lighthouse-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...productionServerEnv({ buildDir: BUILD_DIR, port, workers: 1 }),
      DATA_DIR: path.join(scratch, "data"),
      DATABASE_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const rows = [];
  try {
    await waitUntilAnswering(`${origin}/`, server);
    for (const page of await publicPages(origin)) {
      const row = await audit(origin, page, scratch);
      console.log(page, JSON.stringify(row.scores), row.failed.join("; "));
      rows.push(row);
    }
  } finally {
    await stopProcess(server);
    await rm(scratch, { recursive: true, force: true });
  }
  await writeSection(rows);
  if (rows.some((row) => row.scores["best-practices"] < 1)) process.exitCode = 1;
}

async function writeSection(rows) {
  const percent = (score) => String(Math.round(score * 100));
  const table = [
    "| page | performance | accessibility | best practices | SEO | best-practices audits not passed |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      ({ page, scores, failed }) =>
        `| \`${page.replace(/^\/(article|author)\/.+/, "/$1/…")}\` | ${CATEGORIES.map((id) => percent(scores[id])).join(" | ")} | ${failed.join("; ") || "—"} |`,
    ),
  ].join("\n");
  const section = `<!-- bench:lighthouse -->

## Lighthouse on the public pages (\`npm run bench:lighthouse\`)

Measured ${new Date().toISOString()}: ${LIGHTHOUSE} in ${CHROME_PATH} (headless, Lighthouse's
default mobile emulation and throttling), production build (\`${BUILD_DIR}/\`) with the demo
content and its page cache, light theme. Scores out of 100. A page that asks search engines not
to index it (sign-in, search results) scores below 100 for SEO on purpose.

${table}

<!-- /bench:lighthouse -->`;
  console.log(`\n${section}\n`);
  await writeResultsSection(root, "lighthouse", section);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
