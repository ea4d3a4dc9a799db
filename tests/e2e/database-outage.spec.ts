import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { freePort, spawnServer, type SpawnedServer } from "./spawned-server";
import { TcpProxy } from "./tcp-proxy";

/**
 * Issue 17.1: losing the PostgreSQL connection must not take the server down. The server talks
 * to PostgreSQL through a proxy this test kills and restarts. CI runs PostgreSQL 15 locally;
 * TEST_DATABASE_URL points elsewhere when set.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

function urlOfDatabase(name: string, host?: string): string {
  const url = new URL(ADMIN_URL);
  if (host) url.host = host;
  url.pathname = `/${name}`;
  return url.href;
}

async function query<Row extends pg.QueryResultRow>(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

test.describe("PostgreSQL outage", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const database = `techpulse_outage_${randomBytes(4).toString("hex")}`;
  const target = new URL(ADMIN_URL);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  let server: SpawnedServer | undefined;

  test.beforeAll(async () => {
    await query(ADMIN_URL, `CREATE DATABASE ${database}`);
    await proxy.start();
    server = await spawnServer({
      DATABASE_URL: urlOfDatabase(database, `127.0.0.1:${proxy.port}`),
      SEED_DEMO: "false",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await proxy.kill();
    await query(ADMIN_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test("answers 503 during the outage, recovers by itself and loses no acknowledged write", async () => {
    const origin = server!.origin;
    let sent = 0;
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    /** One contact message; acknowledged when the server answers 200. */
    const write = async () => {
      const subject = `outage probe ${++sent}`;
      const response = await fetch(`${origin}/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
          "X-Forwarded-For": `203.0.113.${sent % 250}`,
        },
        body: new URLSearchParams({
          name: "Probe",
          email: "probe@example.com",
          subject,
          message: "Is this stored?",
        }),
        signal: AbortSignal.timeout(15_000),
      });
      statuses.push(response.status);
      if (response.status === 200) acknowledged.push(subject);
      return response.status;
    };
    const get = async (path: string) =>
      fetch(`${origin}${path}`, { signal: AbortSignal.timeout(15_000) });
    const ready = async () => (await get("/readyz")).status;
    const live = async () => (await get("/healthz")).status;

    expect(await write()).toBe(200);
    expect(await ready()).toBe(200);

    // Writes in flight while every connection is cut.
    const inFlight = Promise.all(Array.from({ length: 5 }, () => write()));
    await proxy.kill();
    await inFlight;

    // Out of rotation (readiness names the database), yet alive: no orchestrator restarts it.
    const readiness = await get("/readyz");
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: "unavailable", database: "failing" });
    expect(await live()).toBe(200);
    expect(await write()).toBe(503);
    const home = await get("/");
    expect(home.status).toBe(503);
    expect(home.headers.get("retry-after")).toBeTruthy();
    expect((await get("/_root.data")).status).toBe(503);

    await proxy.start();
    await expect.poll(ready, { timeout: 30_000, intervals: [250] }).toBe(200);
    expect(await write()).toBe(200);
    expect((await get("/")).status).toBe(200);

    // Every write the server acknowledged is in the database.
    const rows = await query<{ subject: string }>(
      urlOfDatabase(database),
      "SELECT subject FROM contact_messages",
    );
    const stored = new Set(rows.map((row) => row.subject));
    expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([]);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(server!.output()).not.toMatch(/Emitted 'error' event/);
    // The change listener (LISTEN/NOTIFY, decision 0026) came back by itself too.
    await expect
      .poll(() => server!.output().includes("database change listener works again"), {
        timeout: 30_000,
      })
      .toBe(true);
  });
});

test.describe("PostgreSQL down when the server starts", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the server waits and retries instead of exiting, then serves once PostgreSQL is back", async () => {
    const database = `techpulse_late_${randomBytes(4).toString("hex")}`;
    const target = new URL(ADMIN_URL);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    // The port is chosen now but nobody listens on it yet: every connection is refused.
    proxy.port = await freePort();
    await query(ADMIN_URL, `CREATE DATABASE ${database}`);
    let server: SpawnedServer | undefined;
    try {
      server = await spawnServer(
        { DATABASE_URL: urlOfDatabase(database, `127.0.0.1:${proxy.port}`), SEED_DEMO: "false" },
        { waitForHealth: false },
      );
      let exitCode: number | null | undefined;
      void server.exited.then((code) => (exitCode = code));
      const retries = () =>
        (server!.output().match(/database unreachable while preparing the database/g) ?? []).length;
      await expect.poll(retries, { timeout: 30_000, intervals: [250] }).toBeGreaterThanOrEqual(3);
      expect(exitCode).toBeUndefined();

      await proxy.start();
      const health = async () => {
        try {
          return (await fetch(`${server!.origin}/healthz`)).status;
        } catch {
          return 0; // not listening yet
        }
      };
      await expect.poll(health, { timeout: 60_000, intervals: [250] }).toBe(200);
      expect((await fetch(`${server.origin}/`)).status).toBe(200);
      expect(server.output()).toContain("database reachable: preparing the database done");
      expect(exitCode).toBeUndefined();
    } finally {
      await server?.stop();
      await proxy.kill();
      await query(ADMIN_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  });
});
