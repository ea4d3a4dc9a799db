import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, expect, it } from "vitest";
import type { Db } from "~/db/connection.server";
import { healthChecks, type HealthChecks } from "../../server/health";
import { createTestDatabase, describeEachEngine } from "../helpers/database";
import { ALL_READY } from "../helpers/readiness";

const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-health-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The two probes on a real HTTP server (port 0), as server/app.ts mounts them. */
async function probe(
  db: Db,
  act: (checks: HealthChecks) => void = () => {},
  workersProblem?: () => string | null,
) {
  const checks = healthChecks({ db, dataDir, workersProblem });
  act(checks);
  const app = express();
  app.get("/healthz", checks.liveness);
  app.get("/readyz", checks.readiness);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    return { live: await get("/healthz"), ready: await get("/readyz") };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describeEachEngine("liveness and readiness", ({ db, engine }) => {
  it("both answer 200 on a migrated database", async () => {
    expect(await probe(db())).toEqual({
      live: { status: 200, body: { status: "ok" } },
      ready: { status: 200, body: ALL_READY },
    });
  });

  it("readiness stays 200 but says why when a worker of the server failed to start", async () => {
    const detail =
      "1 of 2 workers failed to start: the data folder is full (ENOSPC); retrying in 4 s";
    const { ready } = await probe(db(), undefined, () => detail);
    expect(ready).toEqual({
      status: 200,
      body: {
        status: "degraded",
        database: "ok",
        migrations: "ok",
        dataFolder: "ok",
        accepting: "ok",
        workers: "degraded",
        detail,
      },
    });
  });

  it("readiness fails while migrations are pending; liveness does not ask", async () => {
    const unmigrated = await createTestDatabase(engine, { migrate: false });
    try {
      const { live, ready } = await probe(unmigrated.db);
      expect(live.status).toBe(200);
      expect(ready).toEqual({
        status: 503,
        body: {
          status: "unavailable",
          database: "ok",
          migrations: "failing",
          dataFolder: "ok",
          accepting: "ok",
          workers: "ok",
        },
      });
    } finally {
      await unmigrated.cleanup();
    }
  });

  it("readiness names the database when it is gone; liveness stays 200", async () => {
    const gone = await createTestDatabase(engine);
    await gone.cleanup();
    const { live, ready } = await probe(gone.db);
    expect(live.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ database: "failing", dataFolder: "ok" });
  });

  it("both answer 503 once the process drains", async () => {
    const { live, ready } = await probe(db(), (checks) => checks.startDraining());
    expect(live).toEqual({ status: 503, body: { status: "draining" } });
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ database: "ok", accepting: "failing" });
  });
});
