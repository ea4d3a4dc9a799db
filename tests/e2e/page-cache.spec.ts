import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { claimClientAddress, signInThroughCard } from "./auth-helpers";
import { E2E_ADMIN, freePortSync } from "./server-env";
import { spawnServer, type SpawnedServer } from "./spawned-server";
import { expect, test } from "./fixtures";
import { readBody } from "../helpers/response-body";

// A server of its own with two worker processes, whose database this test writes to directly,
// as another process or server would.
const PORT = freePortSync();
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bytes: Buffer;
}

/** One request on a new connection, so the two workers take turns answering. */
function get(origin: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(url, origin), { agent: false, headers }, (res) => {
      readBody(res).then(
        (bytes) =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes.toString("utf8"),
            bytes,
          }),
        reject,
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** A document's markup up to its module script, and the hydration data it carries. */
function documentParts(html: string) {
  const page = html.replace(/ nonce="[^"]*"/g, "");
  const scriptsEnd = page.indexOf("</script>", page.indexOf('import("/assets/entry.client')) + 9;
  const enqueued = page
    .slice(scriptsEnd)
    .matchAll(/streamController\.enqueue\((".*?")\);<\/script>/g);
  return {
    markup: page.slice(0, scriptsEnd),
    hydrationData: [...enqueued].map((match) => JSON.parse(match[1]!) as string).join(""),
    closed: page.includes("window.__reactRouterContext.streamController.close();"),
  };
}

test.describe("page cache", () => {
  let instance: SpawnedServer | undefined;
  let dataDir = "";
  let origin = "";
  let article = { slug: "", title: "", category: "" };

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-page-cache-"));
    instance = await spawnServer({ WEB_CONCURRENCY: "2", DATA_DIR: dataDir }, { port: PORT });
    origin = instance.origin;
    const db = new Database(path.join(dataDir, "techpulse.sqlite"), { readonly: true });
    article = db
      .prepare(
        `SELECT p.slug, p.title, c.slug AS category FROM posts p
         JOIN categories c ON c.id = p.category_id
         WHERE p.published = 1 ORDER BY p.published_at DESC`,
      )
      .get() as typeof article;
    db.close();
  });

  test.afterAll(async () => {
    await instance?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("serves anonymous pages from the cache with an ETag, and 304 without a body", async () => {
    const url = `/article/${article.slug}`;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await get(origin, url));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.map((answer) => answer.headers["x-page-cache"])).toContain("HIT");
    const etag = String(answers.at(-1)!.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(answers.at(-1)!.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=/);
    expect(answers.at(-1)!.headers["content-security-policy"]).toMatch(/'sha256-/);
    expect(answers.at(-1)!.body).not.toMatch(/nonce="/);

    const revalidated = await get(origin, url, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    // Answered from the store, with what a cache needs to keep using its copy.
    expect(revalidated.headers["x-page-cache"]).toBe("HIT");
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers["cache-control"]).toBe(answers.at(-1)!.headers["cache-control"]);
    expect(revalidated.headers["content-security-policy"]).toBe(
      answers.at(-1)!.headers["content-security-policy"],
    );
    expect(revalidated.headers["content-type"]).toBeUndefined();
  });

  test("a hit, answered before the app's middleware, carries the headers of the miss", async () => {
    const url = "/about";
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i += 1) answers.push(await get(origin, url));
    const miss = answers.find((answer) => answer.headers["x-page-cache"] === "MISS");
    const hit = answers.findLast((answer) => answer.headers["x-page-cache"] === "HIT");
    expect(miss && hit).toBeTruthy();
    const perResponse = new Set(["date", "x-page-cache", "connection", "keep-alive"]);
    const comparable = (answer: Answer) =>
      Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !perResponse.has(name)));
    // Security headers, CSP with the page's script hashes, caching headers: all the same.
    expect(comparable(hit!)).toEqual(comparable(miss!));
    expect(hit!.headers["x-frame-options"]).toBe("DENY");
    expect(hit!.headers["permissions-policy"]).toContain("camera=()");
    expect(hit!.body).toBe(miss!.body);
    // HEAD: the same headers, no body.
    const head = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(new URL(url, origin), { agent: false, method: "HEAD" }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: "",
            bytes: Buffer.alloc(0),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(hit!.headers["content-length"]);
  });

  test("misses and hits in brotli and gzip decompress to the same page", async () => {
    // The miss is compressed for its client; the stored variants are made after it is answered.
    const url = "/team";
    const identity = await get(origin, url);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    const decoded = { br: brotliDecompressSync, gzip: gunzipSync };
    const outcomes = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      for (const encoding of ["br", "gzip"] as const) {
        const answer = await get(origin, url, { "Accept-Encoding": encoding });
        expect(answer.headers["content-encoding"]).toBe(encoding);
        expect(answer.headers.etag).toBe(identity.headers.etag);
        expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length);
        expect(decoded[encoding](answer.bytes).equals(identity.bytes)).toBe(true);
        outcomes.add(String(answer.headers["x-page-cache"]));
      }
    }
    expect(outcomes).toContain("HIT");
  });

  test("a published change shows on every page of every worker within one second", async () => {
    // The category page too: its count, ids and cards are kept per content version.
    const pages = ["/", `/article/${article.slug}`, `/category/${article.category}`, "/rss"];
    for (let i = 0; i < 6; i += 1) {
      for (const url of pages) await get(origin, url);
    }
    const changed = `${article.title} (updated ${Date.now()})`;
    const db = new Database(path.join(dataDir, "techpulse.sqlite"));
    db.prepare("UPDATE posts SET title = ? WHERE slug = ?").run(changed, article.slug);
    db.close();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (let i = 0; i < 6; i += 1) {
      for (const url of pages) {
        const answer = await get(origin, url);
        expect(answer.body, `${url}, request ${i + 1}`).toContain(
          url === "/rss" ? changed.replace(/&/g, "&amp;") : changed,
        );
      }
    }
  });

  test("stored pages are rendered in one pass, the same document the streaming renderer sends", async () => {
    const start = instance!.output().length;
    for (const url of [
      "/",
      `/article/${article.slug}`,
      "/category/ai",
      "/topics/artificial-intelligence",
      "/search?q=security",
      "/about",
      "/article/no-such-article",
    ]) {
      // A session cookie nobody has takes the request past the page cache to React Router's own
      // handler, which streams: an anonymous page all the same, with its nonce.
      const streamed = await get(origin, url, { cookie: "techpulse.session_token=unknown" });
      expect(streamed.headers["x-page-cache"], url).toBeUndefined();
      const whole = await get(origin, url);
      expect(whole.headers["x-page-cache"], url).toMatch(/HIT|MISS|BYPASS/);
      expect(whole.status, url).toBe(streamed.status);
      // The markup up to the page's scripts, then the same hydration data. Streaming may send
      // the data after the rest, in a hidden element React moves into place; one pass never
      // suspends, so it never does that.
      expect(documentParts(whole.body), url).toEqual(documentParts(streamed.body));
      expect(whole.body, url).not.toContain('<template id="B:');
    }
    // None of them fell back to streaming (entry.server.tsx notes it when one does).
    expect(instance!.output().slice(start)).not.toContain("streamed instead");
  });

  test("what a signed-in reader sees is never stored", async ({ page }) => {
    await claimClientAddress(page);
    await signInThroughCard(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const signedIn = await page.request.get(`${origin}/`);
    expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
    expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
    expect(await signedIn.text()).toContain(E2E_ADMIN.name);
    for (let i = 0; i < 4; i += 1) {
      const anonymous = await get(origin, "/");
      expect(anonymous.headers["x-page-cache"]).toMatch(/HIT|MISS/);
      expect(anonymous.body).not.toContain(E2E_ADMIN.name);
    }
  });
});
