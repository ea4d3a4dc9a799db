import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./server-env";
import { freePort, spawnServer } from "./spawned-server";

/**
 * How the production server starts (decision 0020): the primary forks its workers first and
 * prepares the database while they load the bundle; Better Auth loads on the first request that
 * needs it, never for an anonymous page.
 */
test.describe.configure({ timeout: 120_000 });

/** The messages of the server's JSON log lines, in order. */
function messages(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("with two workers the database is migrated and seeded once, before any worker serves", async () => {
  const server = await spawnServer({ WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
  try {
    await until(
      () => messages(server.output()).filter((msg) => msg === "TechPulse listening").length === 2,
      "both workers",
    );
    const log = messages(server.output());
    const count = (msg: string) => log.filter((line) => line === msg).length;
    expect(count("database migrated")).toBe(1);
    expect(count("demo content seeded")).toBe(1);
    expect(count("first administrator ready")).toBe(1);
    expect(count("primary prepared the database for its workers")).toBe(1);
    // The address to open, said once for the whole server (issue 37.13).
    expect(count(`TechPulse is ready: ${server.origin}`)).toBe(1);
    expect(log.indexOf("primary prepared the database for its workers")).toBeLessThan(
      log.indexOf("TechPulse listening"),
    );
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
  } finally {
    await server.stop();
  }
  expect(await server.exited).toBe(0);
});

test("the server says the address to open once it serves: SITE_URL, else localhost and PORT", async () => {
  const server = await spawnServer({ SITE_URL: "" });
  try {
    const port = new URL(server.origin).port;
    await until(
      () => messages(server.output()).includes(`TechPulse is ready: http://localhost:${port}`),
      "the ready line",
    );
    const log = messages(server.output());
    expect(log.indexOf("TechPulse listening")).toBeLessThan(
      log.indexOf(`TechPulse is ready: http://localhost:${port}`),
    );
  } finally {
    await server.stop();
  }
});

test("a worker that cannot serve stops the whole server", async () => {
  // Someone else holds the port: the workers cannot listen, and restarting them would loop.
  const port = await freePort();
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
  try {
    const server = await spawnServer(
      { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" },
      { port, waitForHealth: false },
    );
    expect(await server.exited).toBe(1);
    // "exit" can come before the pipe has handed over the primary's last lines (seen in CI).
    await until(
      () => messages(server.output()).includes("a worker failed to start; stopping"),
      "the primary's reason",
    );
    await server.stop();
  } finally {
    holder.close();
  }
});

test("a configuration error stops the primary and the worker it forked before checking it", async () => {
  // A whole number, so the primary forks its first worker at once (with this heap), before it
  // loads the configuration; below the minimum of 96, so the configuration check refuses it.
  const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-start-up-"));
  try {
    const server = await spawnServer(
      { WEB_CONCURRENCY: "2", WORKER_HEAP_MB: "50", DATA_DIR: dataDir },
      { waitForHealth: false },
    );
    expect(await server.exited).toBe(1);
    await until(
      () => server.output().includes("WORKER_HEAP_MB: must be 0 (V8's default) or at least 96"),
      "the configuration error",
    );
    // No process of this server is left behind (the worker's environment names its data folder).
    await until(() => processesWithDataDir(dataDir) === 0, "the forked worker to stop");
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("the workers are started with two malloc arenas (decision 0015)", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-start-up-"));
  try {
    // Blank in the primary's own environment (whatever the test runner's says), which the plan
    // reads as unset.
    const server = await spawnServer({
      WEB_CONCURRENCY: "2",
      DATA_DIR: dataDir,
      MALLOC_ARENA_MAX: "",
    });
    try {
      const environments = processEnvironments(dataDir);
      // The primary and its two workers; only the workers were given the setting.
      expect(environments).toHaveLength(3);
      const arenas = environments.filter((environment) =>
        environment.includes("MALLOC_ARENA_MAX=2"),
      );
      expect(arenas).toHaveLength(2);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The environments of running processes that hold DATA_DIR=`dataDir`. */
function processEnvironments(dataDir: string): string[][] {
  const environments: string[][] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      if (environment.includes(`DATA_DIR=${dataDir}`)) environments.push(environment);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return environments;
}

/** Running processes whose environment holds DATA_DIR=`dataDir`. */
function processesWithDataDir(dataDir: string): number {
  return processEnvironments(dataDir).length;
}

test("an anonymous page never loads Better Auth; the first signed-in request does", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-start-up-"));
  try {
    // The first start seeds and creates the administrator (which needs Better Auth).
    const first = await spawnServer({ DATA_DIR: dataDir });
    await first.stop();

    // Uncached, so the page's loaders run (and ask for the session) on every request.
    const server = await spawnServer({ DATA_DIR: dataDir, PAGE_CACHE_MB: "0" });
    try {
      for (const cookie of [undefined, "_ga=GA1.1.1; theme=dark", "techpulse_flash=nothing"]) {
        const response = await fetch(`${server.origin}/`, {
          headers: cookie ? { cookie } : {},
        });
        expect(response.status).toBe(200);
      }
      expect(messages(server.output())).not.toContain("accounts library loaded");

      const signIn = await fetch(`${server.origin}/auth`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({
          intent: "signin",
          email: E2E_ADMIN.email,
          password: E2E_ADMIN.password,
        }),
      });
      expect(signIn.status).toBe(302);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(";", 1)[0])
        .join("; ");
      expect(cookie).toContain("techpulse.session_token=");
      const account = await fetch(`${server.origin}/account`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(account.status).toBe(200);
      expect(await account.text()).toContain(E2E_ADMIN.email);
      expect(
        messages(server.output()).filter((msg) => msg === "accounts library loaded"),
      ).toHaveLength(1);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
