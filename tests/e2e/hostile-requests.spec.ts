import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { rawRequest } from "./raw-http";
import { memoryMiB, spawnServer, type SpawnedServer } from "./spawned-server";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";

/** Every action that reads a form from anyone (issue 15.7), as pages and as `.data` requests. */
const PUBLIC_ACTIONS = [
  "/auth",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/verify-email",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/contact",
].flatMap((route) => [route, `${route}.data`]);

/** Rows a hostile request must never create. */
const STORED_TABLES = ["contact_messages", "newsletter_subscribers", "user", "verification"];

test.describe("hostile requests", () => {
  test.describe.configure({ mode: "serial" });
  let server: SpawnedServer;
  let dataDir: string;
  let clientNumber = 0;
  /** Each request comes from its own address, so rate limits answer nothing here. */
  const nextClient = () => `198.51.${Math.floor(++clientNumber / 250) % 250}.${clientNumber % 250}`;

  const storedRows = () => {
    const db = new Database(path.join(dataDir, "techpulse.sqlite"), { readonly: true });
    try {
      return Object.fromEntries(
        STORED_TABLES.map((table) => [
          table,
          (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n,
        ]),
      );
    } finally {
      db.close();
    }
  };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-hostile-"));
    server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_DEMO: "false" });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("JSON, text/plain and broken multipart bodies get a 4xx and store nothing", async () => {
    const before = storedRows();
    const bodies: { type: string; body: string; status: number }[] = [
      { type: "application/json", body: '{"email":"a@example.com"}', status: 415 },
      { type: "text/plain", body: "email=a@example.com", status: 415 },
      { type: "multipart/form-data; boundary=x", body: "--x\r\nbroken", status: 400 },
      { type: "multipart/form-data", body: "email=a@example.com", status: 400 },
    ];
    const failures: string[] = [];
    for (const route of PUBLIC_ACTIONS) {
      for (const { type, body, status } of bodies) {
        const response = await rawRequest(`${server.origin}${route}`, {
          method: "POST",
          headers: { "Content-Type": type, Origin: server.origin, "X-Forwarded-For": nextClient() },
          body,
        });
        if (response.status !== status) {
          failures.push(`${route} ${type} → ${response.status} (expected ${status})`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(storedRows()).toEqual(before);

    // A person who ends up there (a page, not a .data request) reads why.
    const page = await rawRequest(`${server.origin}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.origin },
      body: "{}",
    });
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("Unsupported content type");
  });

  test("methods the site does not answer get 405, not 500", async () => {
    const failures: string[] = [];
    for (const route of ["/", "/admin-hub", "/admin-hub/posts", "/contact", "/auth.data"]) {
      // (CONNECT never reaches the app: Node closes such connections itself.)
      for (const method of ["TRACE", "OPTIONS", "PROPFIND"]) {
        const response = await rawRequest(`${server.origin}${route}`, { method });
        if (response.status !== 405) failures.push(`${method} ${route} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test("generated content types and bodies never get a 5xx (property-based)", async () => {
    test.setTimeout(120_000);
    const before = storedRows();
    const contentType = fc.oneof(
      fc.constantFrom(
        "application/json",
        "text/plain",
        "text/plain;charset=utf-8",
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=bogus",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=----b",
        "application/xml",
        "application/octet-stream",
        "",
      ),
      fc.string({ maxLength: 40 }).map((value) => value.replace(/[\r\n]/g, "")),
    );
    const body = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.json().map((value) => value),
      fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
      fc
        .dictionary(
          fc.constantFrom(
            "email",
            "token",
            "intent",
            "password",
            "name",
            "message",
            "subject",
            "redirectTo",
            "fullName",
          ),
          fc.string({ maxLength: 60 }),
        )
        .map((fields) => new URLSearchParams(fields).toString()),
      fc
        .array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })), {
          maxLength: 4,
        })
        .map(
          (parts) =>
            parts
              .map(
                ([name, value]) =>
                  `------b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
              )
              .join("") + (parts.length % 2 ? "------b--\r\n" : ""),
        ),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PUBLIC_ACTIONS),
        contentType,
        body,
        async (route, type, payload) => {
          const headers: Record<string, string> = {
            Origin: server.origin,
            "X-Forwarded-For": nextClient(),
          };
          if (type) headers["Content-Type"] = type;
          const response = await rawRequest(`${server.origin}${route}`, {
            method: "POST",
            headers,
            body: Buffer.from(payload, "latin1"),
          });
          if (response.status >= 500) {
            failures.push(
              `${route} ${JSON.stringify(type)} ${JSON.stringify(payload.slice(0, 80))} → ${response.status}`,
            );
            return false;
          }
          return true;
        },
      ),
      { numRuns: 400, seed: Number(process.env.FC_SEED) || undefined },
    );
    expect(failures).toEqual([]);
    const after = storedRows();
    // Generated urlencoded bodies may be valid sign-ups; nothing else may be stored.
    expect(after.contact_messages).toBe(before.contact_messages);
  });

  test("five concurrent 50 MB posts get 413 and the server's memory stays flat", async () => {
    test.setTimeout(120_000);
    const baseline = await memoryMiB(server.pid, "VmRSS");
    const fiftyMiB = 50 * 1024 * 1024;
    const send = (chunked: boolean) =>
      rawRequest(`${server.origin}/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.origin,
          "X-Forwarded-For": nextClient(),
          ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": fiftyMiB }),
        },
        streamBytes: fiftyMiB,
      });
    let peak = baseline;
    const sampler = setInterval(() => {
      void memoryMiB(server.pid, "VmRSS").then((rss) => (peak = Math.max(peak, rss)));
    }, 25);
    try {
      for (const chunked of [false, true]) {
        const answers = await Promise.all(Array.from({ length: 5 }, () => send(chunked)));
        expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413, 413]);
      }
    } finally {
      clearInterval(sampler);
    }
    test.info().annotations.push({
      type: "memory",
      description: `RSS ${baseline.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB during`,
    });
    // Before the limit, one such post raised the server's memory by over 600 MiB.
    expect(peak - baseline).toBeLessThan(60);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  });
});
