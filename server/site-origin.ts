import type { NextFunction, Request, Response } from "express";

/**
 * Behind an HTTPS reverse proxy the server itself speaks plain HTTP, so the request URL React
 * Router builds starts with `http://` while browsers send `Origin: https://…`, and its
 * same-origin check refused every form post. SITE_URL says what the public origin is: a request
 * addressed to SITE_URL's host is taken to have arrived by SITE_URL's protocol. Requests for
 * any other host (a health check on the bare IP) are left as they are. Without SITE_URL the
 * protocol comes from the socket, or from X-Forwarded-Proto with TRUST_PROXY.
 */
export function protocolFromSiteUrl(siteUrl: string | undefined) {
  if (!siteUrl) return (_req: Request, _res: Response, next: NextFunction) => next();
  const site = new URL(siteUrl);
  const protocol = site.protocol.replace(/:$/, "");
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.headers.host?.toLowerCase() === site.host) {
      Object.defineProperty(req, "protocol", { value: protocol, configurable: true });
    }
    next();
  };
}
