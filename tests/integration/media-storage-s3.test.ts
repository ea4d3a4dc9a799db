import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import express from "express";
import pino, { type Logger } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { handleMediaDelete, handleMediaUpload } from "~/media/endpoints.server";
import { mediaStorageFromConfig } from "~/media/from-config.server";
import { storedFileReader } from "~/media/read-stored.server";
import { createS3Storage, type S3MediaStorage } from "~/media/s3-storage.server";
import {
  createLocalDiskStorage,
  isReadableStorage,
  MediaKeyTakenError,
} from "~/media/storage.server";
import { MEDIA_MESSAGES } from "~/media/constants";
import type { MediaUploadResponse } from "~/media/types";
import { MEDIA_CACHE_CONTROL, mediaRoutes } from "../../server/media-from-storage";
import { securityHeaders } from "../../server/security-headers";
import { describeEachEngine, insertTestUser } from "../helpers/database";
import { makeImage } from "../helpers/images";
import { unreachableEndpoint, useS3Server } from "../helpers/s3-server";

const WEBP = "image/webp";

async function bytesOf(storage: S3MediaStorage, key: string): Promise<Buffer | null> {
  const found = await storage.read(key);
  if (!found?.body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Log lines written by `logger`, as text, for checking what was (not) logged. */
function capturedLogger(): { logger: Logger; text: () => string } {
  let text = "";
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { logger: pino({ level: "info" }, sink), text: () => text };
}

/** An HTTP server on a free port answering `/media/*` as server/app.ts mounts it. */
async function serveMedia(storage: S3MediaStorage, logger: Logger) {
  const app = express();
  app.use("/media", mediaRoutes(storage, "/nonexistent-media-root", logger));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("S3 media storage (s3rver)", () => {
  const s3 = useS3Server();

  it("puts, reads back, names and deletes files in the bucket", async () => {
    const storage = createS3Storage(s3().options);
    const data = await makeImage("webp", 32, 16);
    const key = "uploads/2026/03/put-read-delete-480.webp";
    await storage.put(key, data, WEBP);

    expect(await bytesOf(storage, key)).toEqual(data);
    const head = await storage.read(key, { headOnly: true });
    expect(head).toMatchObject({ contentType: WEBP, contentLength: data.length });
    expect(head!.body).toBeUndefined();
    expect(head!.etag).toMatch(/^".+"$/);
    expect(await storage.sizeOf(key)).toBe(data.length);
    expect(storage.publicUrl(key)).toBe(`/media/${key}`);

    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    expect(await storage.sizeOf(key)).toBeNull();
    // Deleting again is not an error, so deletes can be retried.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("names files under MEDIA_PUBLIC_URL when one is given", () => {
    const storage = createS3Storage({
      ...s3().options,
      publicUrl: "https://cdn.example.com/media/",
    });
    expect(storage.publicUrl("covers/a-1.webp")).toBe(
      "https://cdn.example.com/media/covers/a-1.webp",
    );
  });

  it("gives the site export the bytes from the bucket, and refuses a missing file", async () => {
    const storage = createS3Storage(s3().options);
    const key = "covers/exported-480.webp";
    const data = await makeImage("webp", 24, 12);
    await storage.put(key, data, WEBP);
    // The local folder is empty: the reader must take the bucket's copy.
    const read = storedFileReader(storage, mkdtempSync(path.join(tmpdir(), "techpulse-empty-")));
    expect(await read(key)).toEqual(data);
    await expect(read("covers/never-stored.webp")).rejects.toThrow(/missing from the bucket/);
  });

  it("never overwrites a key: the first bytes stay", async () => {
    const storage = createS3Storage(s3().options);
    const key = "covers/never-overwritten.webp";
    await storage.put(key, Buffer.from("first"), WEBP);
    await expect(storage.put(key, Buffer.from("second!"), WEBP)).rejects.toBeInstanceOf(
      MediaKeyTakenError,
    );
    expect((await bytesOf(storage, key))!.toString()).toBe("first");
  });

  it.each(["", "../escape.webp", "a/../../b.webp", ".hidden", "a//b.webp", "a\\b.webp"])(
    "refuses the unsafe key %j",
    async (key) => {
      const storage = createS3Storage(s3().options);
      await expect(storage.put(key, Buffer.from("x"), WEBP)).rejects.toThrow(/Unsafe/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe/);
      expect(() => storage.publicUrl(key)).toThrow(/Unsafe/);
    },
  );

  it("is chosen from the configuration when S3_BUCKET is set, local disk otherwise", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "techpulse-config-"));
    try {
      const bucket = await mediaStorageFromConfig(loadConfig({ ...s3().env, DATA_DIR: dataDir }));
      expect(isReadableStorage(bucket)).toBe(true);
      await bucket.put("chosen/by-config.webp", Buffer.from("x"), WEBP);
      const direct = createS3Storage(s3().options);
      expect(await direct.sizeOf("chosen/by-config.webp")).toBe(1);

      const local = await mediaStorageFromConfig(loadConfig({ DATA_DIR: dataDir }));
      expect(isReadableStorage(local)).toBe(false);
      expect(local.publicUrl("a.webp")).toBe("/media/a.webp");
      const cdn = await mediaStorageFromConfig(
        loadConfig({ DATA_DIR: dataDir, MEDIA_PUBLIC_URL: "https://cdn.example.com/" }),
      );
      expect(cdn.publicUrl("a.webp")).toBe("https://cdn.example.com/a.webp");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("/media served from the bucket", () => {
  const s3 = useS3Server();
  let storage: S3MediaStorage;
  let site: Awaited<ReturnType<typeof serveMedia>>;
  const key = "uploads/2026/03/served-960.webp";
  let data: Buffer;

  beforeAll(async () => {
    storage = createS3Storage(s3().options);
    data = await makeImage("webp", 64, 40);
    await storage.put(key, data, WEBP);
    site = await serveMedia(storage, pino({ level: "silent" }));
  });
  afterAll(() => site?.close());

  it("streams the file with its type, length, ETag and a year of immutable caching", async () => {
    const response = await fetch(`${site.origin}/media/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(WEBP);
    expect(response.headers.get("content-length")).toBe(String(data.length));
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(data);
  });

  it("answers HEAD with the same headers and no body", async () => {
    const response = await fetch(`${site.origin}/media/${key}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(WEBP);
    expect(response.headers.get("content-length")).toBe(String(data.length));
    expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers 304 when the browser already has these bytes", async () => {
    const etag = (await fetch(`${site.origin}/media/${key}`, { method: "HEAD" })).headers.get(
      "etag",
    )!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await fetch(`${site.origin}/media/${key}`, {
        headers: { "if-none-match": ifNoneMatch },
      });
      expect(response.status).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
    }
    const changed = await fetch(`${site.origin}/media/${key}`, {
      headers: { "if-none-match": '"something-else"' },
    });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  it("answers 404, never 500, for a missing file", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${site.origin}/media/uploads/2026/03/missing-480.webp`, {
        method,
      });
      expect(response.status).toBe(404);
    }
  });

  it.each([
    "/media/.hidden.webp",
    "/media/uploads/%2E%2E/%2E%2E/secret",
    "/media/a%2F..%2F..%2Fb.webp",
    "/media/bad%E0%A4%A.webp",
    "/media/a%5Cb.webp",
    "/media/",
  ])("answers 404 for the unsafe path %s", async (url) => {
    const response = await fetch(`${site.origin}${url}`);
    expect(response.status).toBe(404);
  });

  it("answers 503 with a short text when the bucket cannot be reached, and logs no secret", async () => {
    const secret = "never-log-this-secret-value";
    const { logger, text } = capturedLogger();
    const down = createS3Storage({
      ...s3().options,
      endpoint: await unreachableEndpoint(),
      secretAccessKey: secret,
    });
    const unreachable = await serveMedia(down, logger);
    try {
      const response = await fetch(`${unreachable.origin}/media/${key}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBeTruthy();
      expect(await response.text()).toMatch(/unavailable/);
      expect(text()).toContain("media storage read failed");
      expect(text()).not.toContain(secret);
    } finally {
      await unreachable.close();
    }
  });
});

const UPLOADER = "00000000-0000-4000-8000-0000000000c2";

describeEachEngine("media uploads stored in the bucket", ({ db }) => {
  const s3 = useS3Server();

  function uploadRequest(data: Buffer): Request {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(data)], { type: "image/png" }), "hero.png");
    form.set("alt", "A hero");
    return new Request("http://techpulse.test/admin-hub/media/upload", {
      method: "POST",
      body: form,
    });
  }

  it("stores every variant of an upload in the bucket, serves it, and deletes it", async () => {
    await insertTestUser(db(), { id: UPLOADER, name: "Uploader", email: "s3@techpulse.test" });
    const storage = createS3Storage(s3().options);
    const response = await handleMediaUpload(uploadRequest(await makeImage("png", 1200, 800)), {
      db: db(),
      storage,
      uploadedBy: UPLOADER,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as MediaUploadResponse;
    if (!body.ok) throw new Error(body.message);
    const { item } = body;
    expect(item.variants.map((variant) => variant.width)).toEqual([480, 960, 1200]);
    expect(item.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}-1200\.webp$/);

    const site = await serveMedia(storage, pino({ level: "silent" }));
    try {
      let total = 0;
      for (const variant of item.variants) {
        const key = variant.url.slice("/media/".length);
        const size = await storage.sizeOf(key);
        expect(size).toBeGreaterThan(0);
        total += size!;
        const served = await fetch(`${site.origin}${variant.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe(WEBP);
        expect(Number(served.headers.get("content-length"))).toBe(size);
        await served.arrayBuffer();
      }
      expect(item.byteSize).toBe(total);

      const form = new FormData();
      form.set("id", item.id);
      const deleted = await handleMediaDelete(
        new Request("http://techpulse.test/admin-hub/media/delete", { method: "POST", body: form }),
        { db: db(), storage },
      );
      expect(deleted.status).toBe(200);
      for (const variant of item.variants) {
        expect(await storage.sizeOf(variant.url.slice("/media/".length))).toBeNull();
        expect((await fetch(`${site.origin}${variant.url}`)).status).toBe(404);
      }
    } finally {
      await site.close();
    }
  });

  it("answers 503 and stores nothing when the bucket is down; a delete then keeps the image", async () => {
    await insertTestUser(db(), { id: UPLOADER, name: "Uploader", email: "s3@techpulse.test" });
    const down = createS3Storage({ ...s3().options, endpoint: await unreachableEndpoint() });
    const refused = await handleMediaUpload(uploadRequest(await makeImage("png", 300, 200)), {
      db: db(),
      storage: down,
      uploadedBy: UPLOADER,
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ ok: false, message: MEDIA_MESSAGES.storeUnavailable });
    expect(await db().selectFrom("media").select("id").execute()).toEqual([]);

    const storage = createS3Storage(s3().options);
    const stored = await handleMediaUpload(uploadRequest(await makeImage("png", 300, 200)), {
      db: db(),
      storage,
      uploadedBy: UPLOADER,
    });
    const body = (await stored.json()) as MediaUploadResponse;
    if (!body.ok) throw new Error(body.message);
    const form = new FormData();
    form.set("id", body.item.id);
    const deleteRefused = await handleMediaDelete(
      new Request("http://techpulse.test/admin-hub/media/delete", { method: "POST", body: form }),
      { db: db(), storage: down },
    );
    expect(deleteRefused.status).toBe(503);
    expect(await db().selectFrom("media").select("id").execute()).toEqual([{ id: body.item.id }]);
    expect(await storage.sizeOf(body.item.url.slice("/media/".length))).toBeGreaterThan(0);
  });

  it("hands out MEDIA_PUBLIC_URL addresses when one is set", async () => {
    await insertTestUser(db(), { id: UPLOADER, name: "Uploader", email: "s3@techpulse.test" });
    const storage = createS3Storage({ ...s3().options, publicUrl: "https://cdn.example.com" });
    const response = await handleMediaUpload(uploadRequest(await makeImage("png", 300, 200)), {
      db: db(),
      storage,
      uploadedBy: UPLOADER,
    });
    const body = (await response.json()) as MediaUploadResponse;
    if (!body.ok) throw new Error(body.message);
    expect(body.item.url).toMatch(/^https:\/\/cdn\.example\.com\/uploads\/.+-300\.webp$/);
    expect(await storage.sizeOf(body.item.url.slice("https://cdn.example.com/".length))).toBe(
      body.item.byteSize,
    );
  });
});

describe("the CSP with MEDIA_PUBLIC_URL", () => {
  async function imgSrc(mediaOrigin?: string): Promise<string> {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = "nonce";
      next();
    });
    app.use(securityHeaders({ production: true, development: false, mediaOrigin }));
    app.get("/", (_req, res) => res.send("ok"));
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const csp = response.headers.get("content-security-policy") ?? "";
      return csp.split(";").find((directive) => directive.trim().startsWith("img-src")) ?? "";
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it("lets images load from the media origin when one is set, and only then", async () => {
    // server/app.ts passes MEDIA_PUBLIC_URL's origin.
    const origin = new URL(
      loadConfig({ MEDIA_PUBLIC_URL: "https://cdn.example.com/media/" }).MEDIA_PUBLIC_URL!,
    ).origin;
    expect(await imgSrc(origin)).toContain("https://cdn.example.com");
    expect(await imgSrc()).not.toContain("cdn.example.com");
  });
});

describe("/media served from local disk (no bucket)", () => {
  it("serves the folder as static files with a year of caching, usable from a CDN's origin", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "techpulse-local-media-"));
    const local = createLocalDiskStorage(root);
    await local.put("covers/local.webp", Buffer.from("local bytes"), WEBP);
    const app = express();
    app.use("/media", mediaRoutes(local, root, pino({ level: "silent" })));
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${origin}${local.publicUrl("covers/local.webp")}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      expect(await response.text()).toBe("local bytes");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    }
  });
});
