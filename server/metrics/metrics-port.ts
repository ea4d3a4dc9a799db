import { createServer, type Server } from "node:http";
import { logger } from "~/logger.server";
import { bearerTokenMatches } from "./token";

/** Prometheus's text format, version 0.0.4 (what prom-client writes). */
const CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

export interface MetricsPortOptions {
  host: string;
  port: number;
  /** When set, the port asks for it too (in case METRICS_HOST is reachable by others). */
  token: string | undefined;
  scrape: () => Promise<string>;
}

/**
 * METRICS_PORT: `GET /metrics` and nothing else, on its own listener (bound to METRICS_HOST,
 * loopback by default), so the public port never exposes it. Resolves once listening; a port
 * that cannot be bound stops the start, like the main port.
 */
export function serveMetricsPort({
  host,
  port,
  token,
  scrape,
}: MetricsPortOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?", 1)[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found.");
      return;
    }
    if (token && !bearerTokenMatches(req.headers.authorization, token)) {
      res.writeHead(401, { "WWW-Authenticate": "Bearer", "Content-Type": "text/plain" });
      res.end("A bearer token is required.");
      return;
    }
    scrape().then(
      (text) => {
        res.writeHead(200, { "Content-Type": CONTENT_TYPE, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, "metrics: scrape failed");
        res.writeHead(503, { "Content-Type": "text/plain" }).end("Metrics are unavailable.");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      logger.info({ port, host }, "metrics listening");
      resolve(server);
    });
  });
}
