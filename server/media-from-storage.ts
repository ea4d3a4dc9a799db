import { pipeline } from "node:stream/promises";
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import type { Logger } from "pino";
import {
  assertSafeKey,
  isReadableStorage,
  type MediaStorage,
  type ReadableMediaStorage,
} from "~/media/storage.server";

/** Media keys are never reused for other bytes (app/media/storage.server.ts), so a year holds. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Helmet's default (same-origin) would stop a page from showing these images when a CDN on
 * another origin (MEDIA_PUBLIC_URL) fetches them from this site: they are public anyway.
 */
function allowCrossOriginUse(res: Response): void {
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
}

const RETRY_AFTER_SECONDS = 30;

/**
 * What answers `/media/*`: the local folder as static files, or, when media lives in a bucket,
 * the bucket read through this site (still useful with MEDIA_PUBLIC_URL: pages written before
 * the move to the bucket keep their `/media/…` URLs).
 */
export function mediaRoutes(storage: MediaStorage, localRoot: string, logger: Logger) {
  if (isReadableStorage(storage)) return mediaFromStorage(storage, logger);
  return express.static(localRoot, {
    immutable: true,
    maxAge: "1y",
    index: false,
    setHeaders: allowCrossOriginUse,
  });
}

/** The key named by a request path such as `/uploads/2026/03/x-480.webp`, or null if unsafe. */
function keyOf(requestPath: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(requestPath.replace(/^\/+/, ""));
  } catch {
    return null;
  }
  try {
    assertSafeKey(key);
  } catch {
    return null;
  }
  return key;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as for GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header || !etag) return false;
  if (header.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => bare(tag) === bare(etag));
}

/** Only images are stored; anything else is sent as bytes, never as a page. */
function servedType(contentType: string): string {
  return /^image\/[\w.+-]+$/.test(contentType) ? contentType : "application/octet-stream";
}

/**
 * Streams `/media/<key>` from a bucket: Content-Type, Content-Length, ETag and a one-year
 * immutable Cache-Control; HEAD and `If-None-Match` (304) answered; a missing or unsafe key is
 * a 404, an unreachable or failing bucket a 503 or 502 with a short text (and a log line).
 */
export function mediaFromStorage(storage: ReadableMediaStorage, logger: Logger): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const notFound = () => res.status(404).type("text/plain").send("Not found");
    const key = keyOf(req.path);
    if (!key) return notFound();

    let found;
    try {
      found = await storage.read(key, { headOnly: req.method === "HEAD" });
    } catch (error) {
      // A response from the store (403, 500…) is its fault or a misconfiguration: 502. No
      // response at all (refused, timed out): 503, try again. The SDK's errors carry no secrets.
      const answered = Boolean(
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode,
      );
      logger.error(
        { key, err: { name: (error as Error).name, message: (error as Error).message } },
        "media storage read failed",
      );
      if (res.headersSent) return;
      res
        .status(answered ? 502 : 503)
        .set("Retry-After", String(RETRY_AFTER_SECONDS))
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send("The image store is unavailable. Please try again shortly.");
      return;
    }
    if (!found) return notFound();

    res.set("Cache-Control", MEDIA_CACHE_CONTROL);
    allowCrossOriginUse(res);
    if (found.etag) res.set("ETag", found.etag);
    if (matchesEtag(req.get("if-none-match"), found.etag)) {
      found.body?.destroy();
      res.status(304).end();
      return;
    }
    res.status(200);
    res.set("Content-Type", servedType(found.contentType));
    res.set("Content-Length", String(found.contentLength));
    if (!found.body) {
      res.end();
      return;
    }
    try {
      await pipeline(found.body, res);
    } catch (error) {
      // The client left, or the store broke off mid-file: nothing more can be sent.
      if (!res.writableFinished && !req.socket.destroyed) {
        logger.warn({ key, err: { message: (error as Error).message } }, "media stream cut off");
      }
      res.destroy();
    }
  };
}
