// Import stall benchmark (issue 37, item 2): runs admin import jobs (the dry-run analysis, then
// the import) in this process, as the server does, and measures the longest event-loop stall
// while each runs: a request arriving then waits at least that long. The target is no stall
// over 100 ms. Files: the 10,000-post exports of bench/import-memory.mjs (~50 MB each), a Ghost
// export of 300 posts with only their Lexical document (Ghost's renderers run), and Ghost files
// nested 50,000 and 100,000 deep (100 KB and 200 KB), which once stalled the site for seconds to
// minutes. Writes its section of bench/RESULTS.md.
//
//   npm run bench:import          BENCH_IMPORT_POSTS (10000), BENCH_IMPORT_FILES (all:
//                                 ghost,ghost-lexical,wordpress,deep-50k,deep-100k),
//                                 BENCH_IMPORT_TRACE=1 prints every stall over 40 ms
import { monitorEventLoopDelay } from "node:perf_hooks";
import { readFileSync } from "node:fs";
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
const FILES = (
  process.env.BENCH_IMPORT_FILES ?? "ghost,ghost-lexical,wordpress,deep-50k,deep-100k"
).split(",");
const LEXICAL_POSTS = 300;

/** A Ghost export whose posts carry only their Lexical document: Ghost's renderers run. */
function lexicalOnlyExport() {
  const paragraph = (text) => ({
    children: [
      { detail: 0, format: 0, mode: "normal", style: "", text, type: "extended-text", version: 1 },
    ],
    direction: "ltr",
    format: "",
    indent: 0,
    type: "paragraph",
    version: 1,
  });
  const posts = Array.from({ length: LEXICAL_POSTS }, (_, index) => ({
    id: `l${index}`,
    title: `Lexical ${index}`,
    slug: `lexical-${index}`,
    html: null,
    lexical: JSON.stringify({
      root: {
        children: Array.from({ length: 20 }, (_, n) =>
          paragraph(`Paragraph ${n} of post ${index}.`),
        ),
        direction: "ltr",
        format: "",
        indent: 0,
        type: "root",
        version: 1,
      },
    }),
    type: "post",
    status: "published",
    published_at: "2024-01-02T10:00:00.000Z",
  }));
  return Buffer.from(
    JSON.stringify({ db: [{ meta: { version: "5.80.0" }, data: { posts, users: [], tags: [] } }] }),
  );
}
const PROBE_MS = 10;

/**
 * CPU time of the main thread (the one that answers requests), in ms, from
 * /proc/self/task/<pid>/stat (Linux; 10 ms ticks): unlike process.cpuUsage() it leaves out
 * worker threads and GC helpers, and unlike a clock it leaves out the time the OS gave the CPU
 * to other processes.
 */
const TICK_MS = 10;
function mainThreadCpuMs() {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
}

/**
 * Three views of the stall while `run` runs: perf_hooks' histogram (10 ms resolution); a timer
 * due every 10 ms, whose longest lateness is what a request arriving then would wait; and the
 * most CPU time the main thread used between two ticks of that timer. On a shared, loaded
 * machine the first two also count the time the OS gave the CPU to other processes (see the
 * idle row); the third counts only the main thread's own work (its GC pauses included).
 */
async function measured(run) {
  const histogram = monitorEventLoopDelay({ resolution: PROBE_MS });
  histogram.enable();
  let last = performance.now();
  let lastCpu = mainThreadCpuMs();
  let longestLate = 0;
  let mostCpu = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    const cpu = mainThreadCpuMs();
    const late = now - last - PROBE_MS;
    const busy = cpu - lastCpu;
    longestLate = Math.max(longestLate, late);
    mostCpu = Math.max(mostCpu, busy);
    if (process.env.BENCH_IMPORT_TRACE && late > 40) {
      console.log(
        `stall ${late.toFixed(0)} ms (main thread CPU ${busy} ms) ending at ${now.toFixed(0)} ms`,
      );
    }
    last = now;
    lastCpu = cpu;
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
      "ghost-lexical": { format: "ghost", data: lexicalOnlyExport() },
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
        : (spec.data ?? Buffer.from("[".repeat(spec.depth) + "]".repeat(spec.depth)));
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
time the main thread used between two ticks of that timer (from /proc, 10 ms ticks: its own
work and GC pauses, without worker threads and without the time the OS gave to other
processes). The idle row is the same probes with no import running: the machine's own noise.
Target: no stall over 100 ms. Machine: ${os.availableParallelism()} cores, shared with other
work (load average ${os.loadavg()[0].toFixed(1)} at the end).

| file | size | phase | outcome | seconds | longest stall, perf_hooks ms | longest stall, timer ms | main thread's most CPU between ticks ms |
| ---- | ---- | ----- | ------- | ------- | ---------------------------- | ----------------------- | ---------------------------------------- |
${table.join("\n")}

<!-- /bench:import-stall -->`;
    await writeResultsSection(root, "import-stall", section);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
