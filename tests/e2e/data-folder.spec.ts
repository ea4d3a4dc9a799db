import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { spawnServer } from "./spawned-server";

/**
 * Issue 17.7: a full disk or a read-only data folder. A small tmpfs gives both faults for real
 * (mounted read-only, or filled to the last byte); mounting needs root, which CI has.
 */
const canMount = process.getuid?.() === 0;

function mountTmpfs(options: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "techpulse-datadir-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir]);
  return dir;
}

function unmount(dir: string) {
  execFileSync("umount", [dir]);
  rmSync(dir, { recursive: true, force: true });
}

/** Writes until the file system has no byte left. */
function fill(dir: string): string {
  const filler = path.join(dir, "filler");
  try {
    execFileSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=64k"], { stdio: "ignore" });
  } catch {
    // dd stops with "No space left on device": that is the point.
  }
  return filler;
}

test.describe("data folder faults", () => {
  test.skip(!canMount, "mounting a small tmpfs needs root");
  test.describe.configure({ timeout: 120_000 });

  for (const fault of ["read-only", "full"] as const) {
    test(`a ${fault} data folder stops the start with one line naming it and the fix`, async () => {
      const dir = mountTmpfs(fault === "read-only" ? "size=1m,ro" : "size=256k");
      try {
        if (fault === "full") fill(dir);
        const server = await spawnServer({ DATA_DIR: dir }, { waitForHealth: false });
        const code = await server.exited;
        const output = server.output().trim();
        expect(code).not.toBe(0);
        const message = output.split("\n").filter((line) => !line.startsWith("{"));
        expect(message).toHaveLength(1);
        expect(message[0]).toContain(dir);
        expect(message[0]).toContain(fault === "full" ? "is full" : "is not writable");
        expect(message[0]).toMatch(/set DATA_DIR/);
        expect(output).not.toMatch(/\n\s+at /);
      } finally {
        unmount(dir);
      }
    });
  }

  test("/readyz fails while writes to the data folder fail, and recovers", async () => {
    const dir = mountTmpfs("size=32m");
    const server = await spawnServer({ DATA_DIR: dir, SEED_DEMO: "false" });
    const health = async () => {
      const response = await fetch(`${server.origin}/readyz`);
      return { code: response.status, ...((await response.json()) as object) };
    };
    try {
      expect(await health()).toMatchObject({ code: 200, dataFolder: "ok", database: "ok" });

      const filler = fill(dir);
      expect(await health()).toMatchObject({ code: 503, dataFolder: "failing" });
      rmSync(filler);
      expect(await health()).toMatchObject({ code: 200, status: "ok", dataFolder: "ok" });
    } finally {
      await server.stop();
      unmount(dir);
    }
  });

  test("a worker that cannot restart on a full disk is retried while the other serves, and comes back", async () => {
    // Issue 37.3: the replacement of a crashed worker failed to start on the full disk, and the
    // primary stopped the whole server, which stayed down once space was freed.
    const dir = mountTmpfs("size=32m");
    const server = await spawnServer({ DATA_DIR: dir, SEED_DEMO: "false", WEB_CONCURRENCY: "2" });
    const health = async () => {
      const response = await fetch(`${server.origin}/readyz`);
      return { code: response.status, ...((await response.json()) as { detail?: string }) };
    };
    const listening = () => server.output().split('"msg":"TechPulse listening"').length - 1;
    try {
      expect(await health()).toMatchObject({ code: 200, status: "ok", workers: "ok" });
      const filler = fill(dir);
      // One worker dies (a crash, the OOM killer); its replacement cannot write to the folder.
      const [victim] = workerPids(dir);
      process.kill(victim!, "SIGKILL");
      await until(() => server.output().includes("a worker failed to start"));

      // The primary carries on: the other worker still serves, and /readyz says why one is missing.
      expect(server.output()).toContain("a worker failed to start; retrying");
      expect((await fetch(`${server.origin}/`)).status).toBe(200);
      const during = await health();
      expect(during).toMatchObject({ code: 503, dataFolder: "failing", workers: "degraded" });
      expect(during.detail).toMatch(
        /^1 of 2 workers failed to start: the data folder is full \(ENOSPC\); retrying (in \d+ s|now)$/,
      );

      rmSync(filler);
      await until(() => listening() === 3);
      expect(await health()).toMatchObject({ code: 200, status: "ok", workers: "ok" });
      expect(workerPids(dir)).toHaveLength(2);
      expect((await fetch(`${server.origin}/`)).status).toBe(200);
    } finally {
      await server.stop();
      unmount(dir);
    }
    expect(await server.exited).toBe(0);
  });
});

/** The processes of cluster workers (NODE_UNIQUE_ID) whose environment names `dataDir`. */
function workerPids(dataDir: string): number[] {
  const pids: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      if (
        environment.includes(`DATA_DIR=${dataDir}`) &&
        environment.some((entry) => entry.startsWith("NODE_UNIQUE_ID="))
      ) {
        pids.push(Number(pid));
      }
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return pids;
}

async function until(condition: () => boolean) {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${String(condition)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
