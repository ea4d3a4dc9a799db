import type { NextFunction, Request, Response } from "express";

/** Methods the site answers; the Fetch API refuses others (TRACE, CONNECT), which used to be a 500. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

export function refuseUnknownMethods() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (allowed.has(req.method)) return next();
    res.status(405).set({ Allow: ALLOWED_METHODS.join(", "), "Cache-Control": "no-store" });
    res.type("text/plain").send("Method not allowed.");
  };
}
