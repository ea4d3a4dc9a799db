import type { IncomingMessage, ServerResponse } from "node:http";
import type { Db } from "~/db/connection.server";
import type { Logger } from "pino";
import { readTrackingRequest, recordClick, recordOpen } from "~/newsletter/engagement.server";

/** A transparent 1×1 GIF: the open pixel's answer. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** Never kept by a browser, a proxy or a CDN: each open and click must reach the server. */
const NO_STORE = ["Cache-Control", "no-store, private", "X-Content-Type-Options", "nosniff"];

export interface NewsletterTrackingOptions {
  db: Db;
  /** The site's secret: what the links were signed with. */
  secret: string;
  logger: Pick<Logger, "warn">;
  /** Called with each answered request (the access log, metrics). */
  onAnswered: (req: IncomingMessage, status: number, started: bigint) => void;
}

/**
 * Newsletter opens (`/newsletter/o/<delivery>.<signature>.gif`) and clicks
 * (`/newsletter/c/<delivery>.<signature>?u=<target>`), answered from Node's request event
 * before the page cache, so no stored page ever answers them and their addresses never enter
 * the cache's table of keys. A signature that does not match answers 400 and counts nothing.
 * The answer goes out first; the count is written after it (one row update). A HEAD (a link
 * checker's) is answered and not counted. Returns false, having written nothing, for any other
 * request.
 */
export function newsletterTrackingEndpoint(options: NewsletterTrackingOptions) {
  return function answerNewsletterTracking(req: IncomingMessage, res: ServerResponse): boolean {
    const tracked = readTrackingRequest(options.secret, req.url ?? "");
    if (!tracked) return false;
    const started = process.hrtime.bigint();
    const answer = (status: number, headers: string[], body?: Buffer | string) => {
      res.writeHead(status, [...headers, ...NO_STORE]);
      res.end(req.method === "HEAD" ? undefined : body);
      options.onAnswered(req, status, started);
      return true;
    };
    req.resume();
    if (req.method !== "GET" && req.method !== "HEAD") {
      return answer(
        405,
        ["Content-Type", "text/plain; charset=utf-8", "Allow", "GET, HEAD"],
        "Method not allowed.",
      );
    }
    if (tracked.kind === "refused") {
      return answer(
        400,
        ["Content-Type", "text/plain; charset=utf-8"],
        `Bad request: ${tracked.message}`,
      );
    }
    if (tracked.kind === "open") answer(200, ["Content-Type", "image/gif"], PIXEL);
    else answer(302, ["Location", tracked.target, "Referrer-Policy", "no-referrer"]);
    if (req.method === "GET") {
      const write =
        tracked.kind === "open"
          ? recordOpen(options.db, tracked.deliveryId)
          : recordClick(options.db, tracked.deliveryId);
      write.catch((error: unknown) =>
        options.logger.warn(
          { err: error, kind: tracked.kind },
          "newsletter engagement not counted",
        ),
      );
    }
    return true;
  };
}
