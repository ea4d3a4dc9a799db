import cluster from "node:cluster";
import type { IncomingMessage, Server } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import type { PageStore } from "~/cache/page-store.server";
import type { Config } from "~/config.server";
import type { Db } from "~/db/connection.server";
import { logger } from "~/logger.server";
import { routeLabeller } from "./route-label";
import { bearerTokenMatches } from "./token";

/** Prometheus's text format, version 0.0.4 (what prom-client writes). */
const CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

export interface ServerMetrics {
  /** Express middleware, mounted first: records every request Express answers. */
  track: RequestHandler;
  /** Records a request the page cache answered before Express (its fast path). */
  observeAnswered: (req: IncomingMessage, status: number, started: bigint) => void;
  /** `GET /metrics` on the main port, for METRICS_TOKEN's bearer only; absent without a token. */
  endpoint: RequestHandler | undefined;
  stop: () => Promise<void>;
}

/**
 * This process's metrics (decision 0025), or nothing when neither METRICS_PORT nor
 * METRICS_TOKEN is set: then no endpoint exists and nothing is counted (prom-client is not
 * even loaded). In a worker of the cluster the primary merges every worker's figures and
 * serves METRICS_PORT; a single process does both itself.
 */
export async function startMetrics(options: {
  config: Config;
  db: Db;
  store: PageStore;
  build: ServerBuild | undefined;
}): Promise<ServerMetrics | undefined> {
  const { config } = options;
  if (!config.METRICS_PORT && !config.METRICS_TOKEN) return undefined;
  const [{ createProcessMetrics }, { exposition }] = await Promise.all([
    import("./process-metrics"),
    import("./aggregate"),
  ]);
  const { registry, observeRequest } = createProcessMetrics(options);
  const label = routeLabeller(options.build);

  let scrape: () => Promise<string>;
  let stopLink = () => {};
  let port: Server | undefined;
  if (cluster.isWorker) {
    const { linkWorkerToPrimary } = await import("./worker-link");
    const link = linkWorkerToPrimary(registry);
    scrape = link.scrape;
    stopLink = link.stop;
  } else {
    scrape = async () => exposition([await registry.getMetricsAsJSON()]);
    if (config.METRICS_PORT) {
      const { serveMetricsPort } = await import("./metrics-port");
      port = await serveMetricsPort({
        host: config.METRICS_HOST,
        port: config.METRICS_PORT,
        token: config.METRICS_TOKEN,
        scrape,
      });
    }
  }

  const token = config.METRICS_TOKEN;
  return {
    track: (req: Request, res: Response, next: NextFunction) => {
      const started = process.hrtime.bigint();
      res.on("finish", () =>
        observeRequest(label(req.originalUrl, res.statusCode), req.method, res.statusCode, started),
      );
      next();
    },
    observeAnswered: (req, status, started) =>
      observeRequest(label(req.url ?? "/", status), req.method ?? "GET", status, started),
    endpoint: token
      ? (req: Request, res: Response) => {
          res.set("Cache-Control", "no-store");
          if (!bearerTokenMatches(req.get("authorization"), token)) {
            res.status(401).set("WWW-Authenticate", "Bearer").type("text/plain");
            res.send("A bearer token is required.");
            return;
          }
          scrape().then(
            (text) => res.status(200).set("Content-Type", CONTENT_TYPE).send(text),
            (error: unknown) => {
              logger.error({ err: error }, "metrics: scrape failed");
              res.status(503).type("text/plain").send("Metrics are unavailable.");
            },
          );
        }
      : undefined,
    stop: async () => {
      stopLink();
      await new Promise<void>((resolve) => (port ? port.close(() => resolve()) : resolve()));
    },
  };
}
