import type { NextFunction, Request, Response } from "express";

const CONTENT_API_PREFIX = "/ghost/api/content/";
/** Request headers a browser may ask to send: Ghost's client sends `Accept-Version`. */
const REQUEST_HEADER_LIST = /^[\w-]+(?:\s*,\s*[\w-]+)*$/;

/**
 * CORS preflights of Ghost's Content API, answered for any origin as Ghost does: the API is
 * read-only and public (its answers carry `Access-Control-Allow-Origin: *`,
 * app/ghost-api/ghost-errors.server.ts), and `@tryghost/content-api` in a browser sends an
 * `Accept-Version` header, which makes the browser ask first. Every other OPTIONS request is
 * left to the methods check, which refuses it.
 */
export function contentApiPreflight() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "OPTIONS" || !req.path.startsWith(CONTENT_API_PREFIX)) return next();
    const asked = req.get("access-control-request-headers");
    res.status(204).set({
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Headers":
        asked && REQUEST_HEADER_LIST.test(asked) ? asked : "Accept-Version, Content-Type",
      "Access-Control-Max-Age": "86400",
      "Cache-Control": "no-store",
    });
    res.end();
  };
}
