// What the benchmarks read of the servers they start: a free port, a process's tree, and the CPU
// time those processes used (from /proc, Linux only).
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** A port nobody listens on, asked of the operating system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The process and all its descendants. */
export function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, "utf8");
      pids.push(...children.trim().split(/\s+/).filter(Boolean).map(Number));
    } catch {
      // exited
    }
  }
  return pids;
}

/** User + system CPU milliseconds the processes have used so far. */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
    } catch {
      // exited
    }
  }
  return ticks * (1000 / CLOCK_TICKS);
}

/**
 * The environment of a production server of this checkout on 127.0.0.1:`port`, logging only
 * warnings, with `workers` processes; callers add their data folder and database.
 */
export function productionServerEnv({ buildDir, port, workers }) {
  return {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: "",
    LOG_LEVEL: "warn",
    WEB_CONCURRENCY: String(workers),
  };
}

/** Resolves once `url` answers 2xx; fails if `child` exits first or after `timeoutMs`. */
export async function waitUntilAnswering(url, child, { timeoutMs = 240_000, pollMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Stops a child process (SIGTERM, then SIGKILL after 15 s); resolves once it has exited. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
  });
}
