import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddressOf, type TrustProxy } from "~/auth/client-ip.server";
import type { PageViewTracker } from "~/analytics/tracker.server";
import { ANALYTICS_HIT_PATH } from "~/lib/constants";
import { logger } from "~/logger.server";

/** A transparent 1×1 GIF: the `<noscript>` pixel's answer. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const NO_STORE = ["Cache-Control", "no-store", "X-Content-Type-Options", "nosniff"];

export interface AnalyticsEndpointOptions {
  tracker: PageViewTracker;
  /** SITE_URL: when set, its host is the site's, whatever the Host header says. */
  siteUrl: string | undefined;
  trustProxy: TrustProxy;
  /** Called with each answered request (the access log, metrics). */
  onAnswered: (req: IncomingMessage, status: number, started: bigint) => void;
}

/**
 * The analytics endpoint, answered from Node's request event like a stored page (no Express,
 * no render): the beacon's `POST /analytics/hit?p=…&r=…` gets 204, the `<noscript>` pixel's
 * GET the GIF. The page view is counted after the answer, in memory (the collector writes every
 * few seconds). An address that is not a public page is refused with 400; bots, staff and Do
 * Not Track get the same answer as anyone, so the endpoint tells nothing about who is counted.
 * Returns false, having written nothing, for any other request.
 */
export function analyticsEndpoint(options: AnalyticsEndpointOptions) {
  const siteHost = options.siteUrl ? new URL(options.siteUrl).host : undefined;
  return function answerAnalytics(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "";
    if (!url.startsWith(ANALYTICS_HIT_PATH)) return false;
    const rest = url.slice(ANALYTICS_HIT_PATH.length);
    if (rest !== "" && !rest.startsWith("?")) return false;
    const started = process.hrtime.bigint();
    const answer = (status: number, headers: string[], body?: Buffer | string) => {
      res.writeHead(status, [...headers, ...NO_STORE]);
      res.end(req.method === "HEAD" ? undefined : body);
      options.onAnswered(req, status, started);
      return true;
    };
    const refuse = (status: number, message: string, headers: string[] = []) =>
      answer(status, ["Content-Type", "text/plain; charset=utf-8", ...headers], message);
    const beacon = req.method === "POST";
    if (!beacon && req.method !== "GET" && req.method !== "HEAD") {
      return refuse(405, "Method not allowed.", ["Allow", "GET, HEAD, POST"]);
    }
    // The beacon carries nothing in its body; a large one is refused unread.
    if (Number(req.headers["content-length"] ?? 0) > 1024) {
      res.shouldKeepAlive = false;
      return refuse(413, "The request body is too large.");
    }
    req.resume();
    const host = siteHost ?? String(req.headers.host ?? "");
    // A page of another site may not count views here.
    const origin = req.headers.origin;
    if (beacon && origin !== undefined && !sameHost(origin, host)) {
      return refuse(403, "Page views are counted from this site's own pages only.");
    }
    const query = new URLSearchParams(rest.slice(1));
    const request = {
      page: query.get("p"),
      referrer: query.get("r"),
      userAgent: req.headers["user-agent"],
      siteHost: host,
    };
    const verdict = options.tracker.classify(request);
    if (!verdict.counted && verdict.reason === "invalid") {
      return refuse(400, "Bad request: p must be the address of one of this site's pages.");
    }
    if (beacon) answer(204, []);
    else answer(200, ["Content-Type", "image/gif", "Content-Length", String(PIXEL.length)], PIXEL);
    if (verdict.counted) {
      const headers = req.headers;
      options.tracker
        .count(verdict.hit, {
          ...request,
          address: clientAddressOf(req, options.trustProxy),
          doNotTrack: headers.dnt === "1" || headers["sec-gpc"] === "1",
          cookie: headers.cookie,
        })
        .catch((error: unknown) =>
          logger.error({ err: error }, "analytics: a view was not counted"),
        );
    }
    return true;
  };
}

function sameHost(origin: string | string[], host: string): boolean {
  try {
    return new URL(String(origin)).host === host;
  } catch {
    return false;
  }
}
