import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2eServerEnv } from "./server-env";

export interface SpawnedServer {
  origin: string;
  pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** A port nobody listens on now, asked of the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Another production server from the build the suite already made, on a free port and (unless
 * the caller names one) a fresh data directory, for tests that must watch or break the process:
 * its memory, its database connection, its data folder.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  options: {
    waitForHealth?: boolean;
    port?: number;
    /** How long start may take: longer where several servers seed one database together. */
    startTimeoutMs?: number;
  } = {},
): Promise<SpawnedServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), `techpulse-${port}-`));
  const child: ChildProcess = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      ...e2eServerEnv({
        PORT: String(port),
        SITE_URL: origin,
        LOG_LEVEL: "info",
        // One process unless the test asks for workers: its pid is then the one that serves
        // (memory is read from /proc/<pid>).
        WEB_CONCURRENCY: "1",
        ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
        ...env,
      }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let running = true;
  // A hook that times out never calls stop(): the server must not outlive the test worker.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => {
    running = false;
    process.off("exit", killOnExit);
  });

  const server: SpawnedServer = {
    origin,
    pid: child.pid!,
    output: () => output,
    exited,
    stop: async () => {
      if (running) child.kill("SIGTERM");
      await exited;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
  if (options.waitForHealth ?? true) {
    await untilServing(server, {
      timeoutMs: options.startTimeoutMs,
      workers: Number(env.WEB_CONCURRENCY ?? 1),
    });
  }
  return server;
}

/**
 * Waits until a spawned server answers /healthz and, with several workers, until every worker
 * listens (the primary forks the others once the first serves, decision 0020), so a test about
 * "every worker" starts with all of them. Fails at once if the server exits.
 */
export async function untilServing(
  server: SpawnedServer,
  { timeoutMs = 60_000, workers = 1 }: { timeoutMs?: number; workers?: number } = {},
): Promise<void> {
  let running = true;
  void server.exited.then(() => (running = false));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running) throw new Error(`test server exited during start:\n${server.output()}`);
    try {
      if ((await fetch(`${server.origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`test server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const listening = () => server.output().split('"msg":"TechPulse listening"').length - 1;
  while (workers > 1 && listening() < workers) {
    if (!running) throw new Error(`test server exited during start:\n${server.output()}`);
    if (Date.now() > deadline) {
      throw new Error(`test server workers did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resident memory of a process in MiB (`VmRSS`), or its peak (`VmHWM`). */
export async function memoryMiB(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return kib / 1024;
}
