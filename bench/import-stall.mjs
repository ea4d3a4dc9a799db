// Import stall benchmark (issue 37, item 2): runs admin import jobs (the dry-run analysis, then
// the import) in this process, as the server does, and measures the longest event-loop stall
// while each runs: a request arriving then waits at least that long. The target is no stall
// over 100 ms. Files: the 10,000-post exports of bench/import-memory.mjs (~50 MB each) and Ghost
// files nested 50,000 and 100,000 deep (100 KB and 200 KB), which once stalled the site for
// seconds to minutes. Writes its section of bench/RESULTS.md.
//
//   npm run bench:import          BENCH_IMPORT_POSTS (10000), BENCH_IMPORT_FILES (all:
//                                 ghost,wordpress,deep-50k,deep-100k)
import { monitorEventLoopDelay } from "node:perf_hooks";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../app/db/connection.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { createLocalDiskStorage } from "../app/media/storage.server.ts";
import { createImportJob, getImportJob, startImportJob } from "../app/transfer/jobs.server.ts";
import { writeBigExports } from "./import-memory.mjs";
import { writeResultsSection } from "./results-file.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 10_000);
const FILES = (process.env.BENCH_IMPORT_FILES ?? "ghost,wordpress,deep-50k,deep-100k").split(",");
const PROBE_MS = 10;

/**
 * Three views of the stall while `run` runs: perf_hooks' histogram (10 ms resolution); a timer
 * due every 10 ms, whose longest lateness is what a request arriving then would wait; and the
 * most CPU time this process used between two ticks of that timer. On a shared, loaded machine
 * the first two also count the time the OS gave the CPU to other processes (see the idle row);
 * the third counts only this process's own work (all its threads, GC included).
 */
async function measured(run) {
  const histogram = monitorEventLoopDelay({ resolution: PROBE_MS });
  histogram.enable();
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let longestLate = 0;
  let mostCpu = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const late = now - last - PROBE_MS;
    const busy = (cpu.user + cpu.system) / 1000;
    longestLate = Math.max(longestLate, late);
    mostCpu = Math.max(mostCpu, busy);
    if (process.env.BENCH_IMPORT_TRACE && late > 40) {
      console.log(
        `stall ${late.toFixed(0)} ms (CPU ${busy.toFixed(0)} ms) ending at ${now.toFixed(0)} ms`,
      );
    }
    last = now;
    lastCpu = process.cpuUsage();
  }, PROBE_MS);
  const started = performance.now();
  try {
    const outcome = await run();
    return {
      outcome,
      seconds: (performance.now() - started) / 1000,
      histogramMax: histogram.max / 1e6,
      probeMax: longestLate,
      cpuMax: mostCpu,
    };
  } finally {
    clearInterval(probe);
    histogram.disable();
  }
}

async function until(db, id, from) {
  for (;;) {
    const job = await getImportJob(db, id);
    if (job && job.status !== from) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "techpulse-import-stall-"));
  try {
    const big = FILES.some((name) => name === "ghost" || name === "wordpress")
      ? await writeBigExports(dir, POSTS)
      : null;
    const files = {
      ghost: big && { format: "ghost", file: big.ghost },
      wordpress: big && { format: "wordpress", file: big.wordpress },
      "deep-50k": { format: "ghost", depth: 50_000 },
      "deep-100k": { format: "ghost", depth: 100_000 },
    };
    const rows = [];
    // The machine's own noise: the same probes while this process does nothing.
    const idle = await measured(
      () => new Promise((resolve) => setTimeout(() => resolve({ status: "—" }), 5000)),
    );
    rows.push({ name: "(idle: no import)", phase: "—", size: 0, ...idle });
    for (const name of FILES) {
      const spec = files[name];
      const data = spec.file
        ? await readFile(spec.file)
        : Buffer.from("[".repeat(spec.depth) + "]".repeat(spec.depth));
      // A fresh database per file, so each import creates its posts.
      const db = openDatabase({ sqlitePath: path.join(dir, `${name}.sqlite`) });
      await migrateToLatest(db);
      const context = {
        db,
        storage: createLocalDiskStorage(path.join(dir, "media")),
        uploadDir: path.join(dir, "imports"),
        allowPrivateAddresses: false,
      };
      const analysis = await measured(async () => {
        const id = await createImportJob(context, {
          format: spec.format,
          fileName: name,
          data,
          createdBy: null,
        });
        return until(db, id, "analysing");
      });
      rows.push({ name, phase: "analysis (dry run)", size: data.length, ...analysis });
      console.log(name, "analysis", analysis.outcome.status, analysis);
      if (analysis.outcome.status === "ready") {
        const run = await measured(async () => {
          await startImportJob(context, analysis.outcome.id);
          return until(db, analysis.outcome.id, "running");
        });
        rows.push({ name, phase: "import", size: data.length, ...run });
        console.log(name, "import", run.outcome.status, run);
      }
      await db.destroy();
    }
    const table = rows.map(
      (row) =>
        `| ${row.name} | ${(row.size / 1024 / 1024).toFixed(2)} MB | ${row.phase} | ${row.outcome.status}${row.outcome.status === "finished" ? ` (${row.outcome.processed} posts)` : ""} | ${row.seconds.toFixed(1)} | ${row.histogramMax.toFixed(1)} | ${row.probeMax.toFixed(1)} | ${row.cpuMax.toFixed(1)} |`,
    );
    const section = `<!-- bench:import-stall -->

## Import stall benchmark (\`npm run bench:import\`, issue 37)

Measured ${new Date().toISOString()}: admin import jobs run in the benchmark's process as the
server runs them (SQLite), a fresh database per file; while each phase runs, the longest
event-loop delay from perf_hooks (\`monitorEventLoopDelay\`, 10 ms resolution), the longest
lateness of a timer due every 10 ms (what a request arriving then would wait), and the most CPU
time the process used between two ticks of that timer (its own work, GC included, without the
time the OS gave to other processes). The idle row is the same probes with no import running:
the machine's own noise. Target: no stall over 100 ms. Machine: ${os.availableParallelism()} cores, shared with other work (load average
${os.loadavg()[0].toFixed(1)} at the end).

| file | size | phase | outcome | seconds | longest stall, perf_hooks ms | longest stall, timer ms | most CPU between ticks ms |
| ---- | ---- | ----- | ------- | ------- | ---------------------------- | ----------------------- | ------------------------- |
${table.join("\n")}

<!-- /bench:import-stall -->`;
    await writeResultsSection(root, "import-stall", section);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
