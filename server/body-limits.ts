import type { NextFunction, Request, Response } from "express";
import { MEDIA_UPLOAD_URL } from "~/media/constants";
import { UPLOAD_BODY_LIMIT } from "~/media/read-upload.server";
import { IMPORT_UPLOAD_BODY_LIMIT } from "~/transfer/constants";

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * Largest request body per route, checked before a byte is read. Every form of the site is a
 * few kilobytes; the article editor carries up to 500,000 characters of HTML (form-encoded,
 * up to a few bytes each); an upload has its own cap. Anything not listed gets the form limit.
 */
export const BODY_LIMITS = {
  form: 256 * KIB,
  articleEditor: 4 * MIB,
  mediaUpload: UPLOAD_BODY_LIMIT,
  importUpload: IMPORT_UPLOAD_BODY_LIMIT,
  // A CSV of redirects (the screen takes up to 1 MiB of it; the rest is the form around it).
  redirectsCsv: MIB + 64 * KIB,
} as const;

/** Routes with a larger limit (matched on the lower-cased path without `.data`). */
const ROUTE_LIMITS: { path: RegExp; limit: number }[] = [
  { path: new RegExp(`^${MEDIA_UPLOAD_URL}$`), limit: BODY_LIMITS.mediaUpload },
  // A WordPress or Ghost export uploaded for import (app/transfer reads it within this cap).
  { path: /^\/admin-hub\/import$/, limit: BODY_LIMITS.importUpload },
  { path: /^\/admin-hub\/redirects$/, limit: BODY_LIMITS.redirectsCsv },
  // The new-post dialog and the post editor both carry the article.
  { path: /^\/admin-hub\/posts(?:\/[^/]+)?$/, limit: BODY_LIMITS.articleEditor },
  // Ghost's Admin API (decision 0036): posts carry the article as JSON, images an upload.
  { path: /^\/ghost\/api\/admin\/posts(?:\/[^/]+)?\/?$/, limit: BODY_LIMITS.articleEditor },
  { path: /^\/ghost\/api\/admin\/images\/upload\/?$/, limit: BODY_LIMITS.mediaUpload },
];

export const BODY_TOO_LARGE_TEXT = "The submission is too large.";

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

export function bodyLimitFor(path: string): number {
  const lower = path.toLowerCase().replace(/\.data$/, "");
  const rule = ROUTE_LIMITS.find((candidate) => candidate.path.test(lower));
  return rule?.limit ?? BODY_LIMITS.form;
}

function refuse(res: Response) {
  if (res.headersSent) return;
  // The connection stays open: Node discards the rest of the body as it arrives (never
  // buffered), and the client reads this answer instead of a reset connection.
  res.status(413).set("Cache-Control", "no-store");
  res.type("text/plain").send(BODY_TOO_LARGE_TEXT);
}

/**
 * Answers 413 for a body above its route's limit: at once when Content-Length says so, and for
 * a chunked body (no Content-Length) as soon as the running count passes the limit. Then the
 * reader of the body (React Router's request stream) gets an error, so an action sees an
 * unreadable form and stores nothing, and what is still arriving is discarded, never buffered.
 * Mount it directly before the request handler: the counting listener must be attached in the
 * same tick as the handler's own, so no chunk is missed.
 */
export function limitRequestBodies() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = bodyLimitFor(req.path);
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit) return refuse(res);
    if (declared !== undefined) return next();

    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received <= limit) return;
      req.off("data", count);
      if (req.listenerCount("error") > 0) req.emit("error", new BodyTooLargeError());
      refuse(res);
    };
    req.on("data", count);
    next();
  };
}
