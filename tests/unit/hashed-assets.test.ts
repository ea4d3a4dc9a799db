import { mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashedAssets } from "../../server/hashed-assets";
import { readBody } from "../helpers/response-body";

/** The hashed assets: the build's compressed copies, kept in memory once sent (decision 0030). */
const script = `export const words = ${JSON.stringify("a spike of new readers ".repeat(400))};\n`;
const brCopy = brotliCompressSync(script);
const gzCopy = gzipSync(script, { level: 9 });

let dir: string;
let server: Server;
let origin: string;
/** Requests that reached Express (the others were answered before it). */
let throughExpress = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "hashed-assets-"));
  await writeFile(path.join(dir, "site-abc.js"), script);
  await writeFile(path.join(dir, "site-abc.js.br"), brCopy);
  await writeFile(path.join(dir, "site-abc.js.gz"), gzCopy);
  await writeFile(path.join(dir, "fresh-abc.js"), script);
  await writeFile(path.join(dir, "fresh-abc.js.br"), brCopy);
  await writeFile(path.join(dir, "kept-abc.js"), script);
  await writeFile(path.join(dir, "kept-abc.js.br"), brCopy);
  await writeFile(path.join(dir, "gone-abc.js"), script);
  await writeFile(path.join(dir, "gone-abc.js.br"), brCopy);
  await writeFile(path.join(dir, "tiny-abc.js"), "export {};\n");
  // A copy whose original is not there is not an asset.
  await writeFile(path.join(dir, "orphan-abc.js.br"), brCopy);
  // As server/app.ts wires it: the fast path before Express, the middleware inside it, behind
  // compression and the security headers (here one fixed header and a per-response CSP).
  const assets = hashedAssets(dir);
  const app = express();
  app.use(compression());
  app.use((_req, res, next) => {
    throughExpress += 1;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${Math.random()}'`);
    next();
  });
  app.use(assets.middleware);
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("not found");
  });
  server = http.createServer((req, res) => {
    if (!assets.answer(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** The response and its body exactly as sent (fetch would decode it). */
function get(
  file: string,
  acceptEncoding: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  header: (name: string) => string | null;
  rawHeaders: string[];
  bytes: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/assets/${file}`,
      { method, headers: { "accept-encoding": acceptEncoding, ...headers } },
      (response) => {
        readBody(response).then(
          (bytes) =>
            resolve({
              status: response.statusCode ?? 0,
              header: (name) => {
                const value = response.headers[name];
                return value === undefined ? null : String(value);
              },
              rawHeaders: response.rawHeaders,
              bytes,
            }),
          reject,
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("hashed assets", () => {
  it("sends the brotli copy to a browser that takes brotli, with the script's type", async () => {
    const { status, header, bytes } = await get("site-abc.js", "gzip, deflate, br, zstd");
    expect(status).toBe(200);
    expect(header("content-encoding")).toBe("br");
    expect(header("content-type")).toBe("text/javascript; charset=utf-8");
    expect(header("vary")).toBe("Accept-Encoding");
    expect(header("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Number(header("content-length"))).toBe(brCopy.length);
    expect(brotliDecompressSync(bytes).toString()).toBe(script);
  });

  it("sends the gzip copy to a client that takes gzip only, and the file to one that takes neither", async () => {
    const gzip = await get("site-abc.js", "gzip");
    expect(gzip.header("content-encoding")).toBe("gzip");
    expect(gzip.bytes.equals(gzCopy)).toBe(true);
    expect(gunzipSync(gzip.bytes).toString()).toBe(script);

    for (const header of ["identity", "br;q=0, gzip;q=0", ""]) {
      const plain = await get("site-abc.js", header);
      expect(plain.header("content-encoding"), header).toBeNull();
      expect(plain.header("vary"), header).toBe("Accept-Encoding");
      expect(plain.bytes.toString(), header).toBe(script);
    }
  });

  it("answers a repeat visit with 304 per encoding, and HEAD with the copy's headers", async () => {
    const first = await get("site-abc.js", "br");
    const etag = first.header("etag")!;
    const again = await get("site-abc.js", "br", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    // The gzip copy is another representation: the brotli copy's ETag does not validate it.
    const gzip = await get("site-abc.js", "gzip", { headers: { "if-none-match": etag } });
    expect(gzip.status).toBe(200);

    const head = await get("site-abc.js", "br", { method: "HEAD" });
    expect(head.header("content-encoding")).toBe("br");
    expect(Number(head.header("content-length"))).toBe(brCopy.length);
    expect(head.bytes.length).toBe(0);
  });

  it("sends a file without a copy as it is; a copy without its file is no asset", async () => {
    const tiny = await get("tiny-abc.js", "br");
    expect(tiny.status).toBe(200);
    expect(tiny.bytes.toString()).toBe("export {};\n");
    const orphan = await get("orphan-abc.js", "br");
    expect(orphan.status).toBe(404);
    expect(orphan.header("content-encoding")).toBeNull();
  });

  it("answers from memory before Express once sent, with the same headers, once each, without a CSP", async () => {
    const before = throughExpress;
    const first = await get("fresh-abc.js", "br, gzip");
    expect(throughExpress).toBe(before + 1);
    const again = await get("fresh-abc.js", "br, gzip");
    expect(throughExpress, "the second request never reached Express").toBe(before + 1);
    for (const response of [first, again]) {
      expect(response.status).toBe(200);
      expect(response.header("x-content-type-options")).toBe("nosniff");
      expect(response.header("content-security-policy")).toBeNull();
      expect(response.bytes.equals(brCopy)).toBe(true);
    }
    const names = (response: typeof first) =>
      response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    expect(names(again)).toEqual(names(first));
    expect(new Set(names(first)).size).toBe(names(first).length);
  });

  it("keeps a variant in memory once sent, and reads nothing else", async () => {
    await get("kept-abc.js", "br");
    await unlink(path.join(dir, "kept-abc.js.br"));
    await unlink(path.join(dir, "kept-abc.js"));
    const kept = await get("kept-abc.js", "br");
    expect(kept.status).toBe(200);
    expect(brotliDecompressSync(kept.bytes).toString()).toBe(script);
    // Never asked for before its file went: not found, not a 500.
    const plain = await get("kept-abc.js", "identity");
    expect(plain.status).toBe(404);
  });

  it("does not claim an encoding for a request it does not serve", async () => {
    const post = await get("site-abc.js", "br", { method: "POST" });
    expect(post.status).toBe(404);
    expect(post.header("content-encoding")).toBeNull();
    expect(post.bytes.toString()).toBe("not found");

    // A copy removed after start and never sent: not found, not compressed, never a 500.
    await unlink(path.join(dir, "gone-abc.js.br"));
    const gone = await get("gone-abc.js", "br");
    expect(gone.status).toBe(404);
    expect(gone.header("content-encoding")).toBeNull();
    expect(gone.bytes.toString()).toBe("not found");
  });
});
