import type { NextFunction, Request, Response } from "express";
import { isSameOrigin } from "~/auth/origin.server";
import { AUTH_TEXT } from "~/lib/auth-text";

/** Every admin page and resource route (`/admin-hub`, `/admin-hub/…`, `/admin-hub.data`). */
const ADMIN_PATH = /^\/admin-hub(?:[/.]|$)/i;

/**
 * The admin area's own same-origin check, in one place for every admin action and resource
 * route, whatever their guards do: a state-changing request to /admin-hub from another origin
 * is refused before React Router runs (its own check is a second line, not the only one).
 */
export function adminSameOriginOnly(publicOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || !ADMIN_PATH.test(req.path)) return next();
    const sameOrigin = isSameOrigin(
      {
        origin: req.get("origin") ?? null,
        fetchSite: req.get("sec-fetch-site") ?? null,
        requestOrigin: `${req.protocol}://${req.get("host") ?? ""}`,
      },
      publicOrigin,
    );
    if (sameOrigin) return next();
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send(AUTH_TEXT.crossOrigin);
  };
}
