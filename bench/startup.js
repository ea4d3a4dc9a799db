// Start-up time of the production build on an existing database, as `npm run bench` measures it
// (spawn `node server.js`, poll `/` until it answers 200), repeated to give a median:
//
//   node bench/startup.js            BENCH_STARTS (7), BENCH_WORKERS ("1,2"), BUILD_DIR (build)
//   BENCH_ROOTS=/other/checkout,.    compares checkouts (each built), runs interleaved
//
// The first start (not counted) seeds the demo content into a scratch data folder. Polls every
// 10 ms (bench/run.js polls every 50 ms), so figures here read up to ~40 ms lower. Also gives
// the CPU time all the server's processes had used by then (from /proc): on a shared, busy
// machine it varies less than the wall clock.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  cpuMs,
  freePort,
  processTree,
  productionServerEnv,
  stopProcess,
  waitUntilAnswering,
} from "./processes.js";

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROOTS = (process.env.BENCH_ROOTS ?? here).split(",").map((dir) => path.resolve(here, dir));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STARTS = Number(process.env.BENCH_STARTS ?? 7);
const WORKERS = (process.env.BENCH_WORKERS ?? "1,2").split(",").map(Number);

async function start(root, dataDir, workers) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...productionServerEnv({ buildDir: BUILD_DIR, port, workers }),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitUntilAnswering(`http://127.0.0.1:${port}/`, child, { timeoutMs: 120_000, pollMs: 10 });
  const ms = performance.now() - started;
  const cpu = cpuMs(processTree(child.pid));
  await stopProcess(child);
  return { ms, cpu };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  for (const root of ROOTS) {
    if (!existsSync(path.join(root, BUILD_DIR, "server", "index.js"))) {
      throw new Error(`no ${root}/${BUILD_DIR}/server/index.js: run npm run build first`);
    }
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), "techpulse-startup-"));
  try {
    const dataDir = path.join(scratch, "data");
    await start(ROOTS[0], dataDir, 1); // seeds
    for (const workers of WORKERS) {
      const runs = new Map(ROOTS.map((root) => [root, []]));
      for (let i = 0; i < STARTS; i += 1) {
        for (const root of ROOTS) runs.get(root).push(await start(root, dataDir, workers));
      }
      for (const [root, list] of runs) {
        console.log(
          `${path.relative(here, root) || "."}: ${workers} worker(s): median ` +
            `${Math.round(median(list.map((run) => run.ms)))} ms to the first 200, ` +
            `${Math.round(median(list.map((run) => run.cpu)))} ms CPU ` +
            `(runs: ${list.map((run) => Math.round(run.ms)).join(", ")})`,
        );
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
