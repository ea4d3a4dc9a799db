import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { formPost, signInAsAdmin } from "../resilience/admin-session";
import { rawRequest } from "./raw-http";
import { E2E_ADMIN } from "./server-env";
import { spawnServer, type SpawnedServer } from "./spawned-server";

/**
 * The request's address, as the audit of issue 37 attacked it: a path that starts like another
 * host, Host and forwarded headers that do not parse, a redirect that normalises into another
 * host, an export part named like Object.prototype's members.
 */

/** A GET whose target is sent exactly as written (`//evil.example/rss` stays that). */
function getRaw(origin: string, target: string, headers: Record<string, string> = {}) {
  return rawRequest(origin, { path: target, headers });
}

/**
 * An address on the host a disguised path names: `https://evil.example…` or a network-path link
 * `href="//evil.example…"`, not this site's `http://127.0.0.1:1234//evil.example/rss` (a path).
 */
const ELSEWHERE = /(?:https?:\/\/|(?:href|src|content)="\/\/)evil\.example/;

/** One path of every page shape the page cache stores, found on the demo site. */
async function cachedRouteShapes(origin: string): Promise<string[]> {
  const home = (await getRaw(origin, "/")).body;
  const first = (pattern: RegExp, html: string) => {
    const match = pattern.exec(html);
    expect(match, String(pattern)).toBeTruthy();
    return match![1]!;
  };
  const article = first(/href="(\/article\/[^"?#]+)"/, home);
  const author = first(/href="(\/author\/[^"?#]+)"/, (await getRaw(origin, article)).body);
  const category = first(/href="(\/category\/[^"?#]+)"/, home);
  return [
    "/",
    article,
    author,
    category,
    "/topics/artificial-intelligence",
    "/search?q=security",
    "/about",
    "/rss",
    "/robots.txt",
    "/sitemap.xml",
  ];
}

test.describe("the request's address", () => {
  test.describe.configure({ mode: "serial" });
  let server: SpawnedServer;
  let tempDir: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    tempDir = mkdtempSync(path.join(tmpdir(), "techpulse-edge-tmp-"));
    // The default install: no SITE_URL, so pages are built on the origin a request was sent to.
    // Behind a trusted proxy (as every e2e server), so forwarded headers are read.
    server = await spawnServer({ SITE_URL: "", TMPDIR: tempDir, LOG_LEVEL: "warn" });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(tempDir, { recursive: true, force: true });
  });

  test("a path that starts like another host never stores a page that points there", async () => {
    test.setTimeout(120_000);
    const shapes = await cachedRouteShapes(server.origin);
    const failures: string[] = [];
    for (const shape of shapes) {
      // The first request for each page since start: whatever it renders is what gets stored.
      for (const disguise of ["//evil.example", "/\\evil.example", "//evil.example:80"]) {
        const poison = await getRaw(server.origin, `${disguise}${shape}`);
        if (poison.status >= 500) failures.push(`${disguise}${shape} → ${poison.status}`);
        // Its own answer (a 404) may name the odd path; no link in it may lead to that host.
        if (ELSEWHERE.test(poison.body)) failures.push(`${disguise}${shape} built there`);
      }
      // Twice: the first may store the page, the second is answered from the store.
      for (const attempt of ["first", "stored"]) {
        const clean = await getRaw(server.origin, shape);
        if (clean.status !== 200) failures.push(`${shape} (${attempt}) → ${clean.status}`);
        if (ELSEWHERE.test(clean.body)) failures.push(`${shape} (${attempt}) poisoned`);
      }
      const stored = await getRaw(server.origin, shape);
      if (stored.headers["x-page-cache"] !== "HIT") failures.push(`${shape} was not stored`);
    }
    expect(failures).toEqual([]);
  });

  test("an unreadable Host or forwarded header is a 400 on every route, never a 500", async () => {
    const routes = ["/", "/rss", "/sitemap.xml", "/article/x", "/auth", "/admin-hub", "/healthz"];
    const failures: string[] = [];
    const cases: Array<Record<string, string>> = [
      { Host: "a b" },
      { Host: "999.1.1.1" },
      { Host: "[::1" },
      { "X-Forwarded-Proto": "a b" },
      { "X-Forwarded-Proto": "ftp" },
      { "X-Forwarded-Host": "a b" },
    ];
    for (const route of routes) {
      for (const headers of cases) {
        const answer = await getRaw(server.origin, route, headers);
        if (answer.status !== 400) {
          failures.push(`${route} ${JSON.stringify(headers)} → ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // A host in capitals, or with its default port, is the same site.
    const port = new URL(server.origin).port;
    for (const host of [`LOCALHOST:${port}`, `LocalHost:${port}`]) {
      for (const route of ["/rss", "/", "/about"]) {
        const answer = await getRaw(server.origin, route, { Host: host });
        expect(answer.status, `${host} ${route}`).toBe(200);
      }
    }
    // The ordinary forwarded headers of a proxy in front still work.
    const proxied = await getRaw(server.origin, "/rss", { "X-Forwarded-Proto": "https" });
    expect(proxied.status).toBe(200);
  });

  test("a redirect after sign-in never leaves the site, however the path is spelled", async () => {
    for (const redirectTo of ["/..//evil.example", "/a/../..//evil.example", "/.//evil.example"]) {
      const response = await formPost(server.origin, "/auth", {
        intent: "signin",
        email: E2E_ADMIN.email,
        password: E2E_ADMIN.password,
        redirectTo,
      });
      expect(response.status, redirectTo).toBe(302);
      const location = response.headers.get("location") ?? "";
      expect(new URL(location, server.origin).origin, `${redirectTo} → ${location}`).toBe(
        server.origin,
      );
    }
  });

  test("an export part named like Object.prototype's members is a 400 and leaves no files", async () => {
    const cookie = await signInAsAdmin(server.origin);
    const exports = () =>
      readdirSync(tempDir).filter((name) => name.startsWith("techpulse-export"));
    const before = exports();
    for (const part of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      const answer = await getRaw(server.origin, `/admin-hub/export?part=${part}`, {
        Cookie: cookie,
      });
      expect(answer.status, part).toBe(400);
    }
    expect(exports()).toEqual(before);
    const content = await getRaw(server.origin, "/admin-hub/export?part=content", {
      Cookie: cookie,
    });
    expect(content.status).toBe(200);
  });
});
