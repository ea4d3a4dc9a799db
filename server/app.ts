import { readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { getConfig } from "~/config.server";
import { setRenderKeepers } from "~/cache/render-keepers.server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/availability.server";
import { logger } from "~/logger.server";
import { localMediaRoot } from "~/media/from-config.server";
import { initialiseDatabase, initialiseServices } from "~/startup.server";
import { CLIENT_IP_HEADER, trustsAnyProxy } from "~/auth/client-ip.server";
import { pruneRateLimits } from "~/platform/rate-limit.server";
import { startNewsletterDelivery, wakeNewsletterWorker } from "~/newsletter/instance.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { startMailQueueWorker } from "~/platform/mail-queue-worker.server";
import { startWebhookWorker } from "~/webhooks/webhook-worker.server";
import { startScheduledPublishing } from "~/publishing/scheduler.server";
import { watchContentVersion } from "~/cache/content-version.server";
import { configurePageStore } from "~/cache/page-store.server";
import { reportStatsToPrimary } from "~/cache/cache-stats.server";
import { logPageCacheStats, pageCache, pageCacheFastPath } from "./page-cache/middleware";
import { adminSameOriginOnly } from "./admin-origin";
import { refuseUnknownMethods } from "./allowed-methods";
import { contentApiPreflight } from "./content-api-preflight";
import { limitRequestBodies } from "./body-limits";
import { mediaRoutes } from "./media-from-storage";
import { hashedAssets } from "./hashed-assets";
import { healthChecks } from "./health";
import { followWorkersStatus } from "./worker-status";
import { startMetrics } from "./metrics";
import { startEventLoopLog } from "./event-loop-log";
import { cspNonce } from "./csp-nonce";
import { securityHeaders } from "./security-headers";
import { protocolFromSiteUrl } from "./site-origin";
import { unreadableRequest } from "./request-target";
import { seeOwnWrites } from "./own-writes";
import { analyticsEndpoint } from "./analytics-endpoint";
import { newsletterTrackingEndpoint } from "./newsletter-tracking-endpoint";
import { createAnalyticsCollector } from "~/analytics/collector.server";
import { createPageViewTracker } from "~/analytics/tracker.server";
import { startAnalyticsFold } from "~/analytics/fold.server";
import { startTrendingRefresh } from "~/taxonomy/trending.server";

export interface StartOptions {
  /** Vite's dev server in development; absent in production. */
  vite?: ViteDevServer;
  /** Built browser assets (production). */
  clientDir?: string;
}

export { logger };
export { prepare, sumStats, STATS_MESSAGE, TOTALS_MESSAGE } from "./prepare";
export { startFailureOf } from "./worker-status";
export { announceReady } from "./ready";

/** Builds the Express app, prepares the database and starts listening; resolves once listening. */
export async function startServer({
  vite,
  clientDir = "build/client",
}: StartOptions = {}): Promise<Server> {
  const config = getConfig();
  const production = config.NODE_ENV === "production";
  const db = await initialiseDatabase(config);
  // The site's events: a write that queues a send or a mail wakes this process's delivery or
  // mail worker (started below; until then there is nothing to wake).
  let wakeMailWorker = () => {};
  let wakeWebhookWorker = () => {};
  const events = createSiteEvents({
    wakeNewsletterWorker,
    wakeMailWorker: () => wakeMailWorker(),
    webhookOrigin: config.publicOrigin,
    wakeWebhookWorker: () => wakeWebhookWorker(),
  });
  // Built once and handed to every request as context.services (decision 0022).
  const services = await initialiseServices(config, db, events);
  const newsletter = startNewsletterDelivery(services.newsletter);
  const mailWorker = startMailQueueWorker({ db, mailer: services.mailer, logger });
  wakeMailWorker = mailWorker.wake;
  // Webhook calls leave from here, never from a request (app/webhooks/webhook-worker.server.ts).
  const webhookWorker = startWebhookWorker({
    db,
    secrets: services.integrationSecrets,
    logger,
    allowPrivateAddresses: config.IMPORT_ALLOW_PRIVATE_URLS,
  });
  wakeWebhookWorker = webhookWorker.wake;
  // Its first round runs now: a post whose time passed while the site was down goes out at start.
  const scheduler = startScheduledPublishing({
    db,
    logger,
    events,
    pollMs: config.SCHEDULED_PUBLISH_POLL_MS,
  });
  const pruning = setInterval(
    () => void pruneRateLimits(db).catch((error) => logger.warn({ err: error }, "prune failed")),
    60 * 60 * 1000,
  );
  pruning.unref();
  const store = configurePageStore(vite ? 0 : config.PAGE_CACHE_MB * 1024 * 1024);
  // Read once here; the keepers ask the switch (app/cache/render-keepers.server.ts).
  setRenderKeepers(config.RENDER_KEEPERS);
  if (!config.RENDER_KEEPERS) {
    logger.warn("RENDER_KEEPERS=false: every page is read and rendered whole (debugging only)");
  }
  const stopWatching = await watchContentVersion(db);
  // Page views counted in memory, written every few seconds (decision 0033).
  const analytics = createAnalyticsCollector({ db, logger });
  // Trending Topics ranked again by views every few minutes by whichever process takes the round.
  const trending = startTrendingRefresh({ db, logger });
  // Finished days folded into daily rows by whichever process claims each (decision 0033).
  const analyticsFold = startAnalyticsFold({ db, logger });
  const statsLog = setInterval(() => logPageCacheStats(store), 5 * 60 * 1000);
  statsLog.unref();
  const stopReporting = reportStatsToPrimary();
  const build = vite
    ? undefined
    : ((await import("virtual:react-router/server-build")) as unknown as ServerBuild);
  if (config.EVENT_LOOP_LOG_MS) startEventLoopLog(config.EVENT_LOOP_LOG_MS);
  const metrics = await startMetrics({ config, db, store, build });
  const workers = followWorkersStatus();
  const health = healthChecks({ db, dataDir: config.dataDir, workersProblem: workers.problem });

  const app = express();
  app.disable("x-powered-by");
  if (metrics) app.use(metrics.track);
  // The client is the address the trusted proxies say (TRUST_PROXY: hops or their addresses),
  // never one a client wrote further left in X-Forwarded-For.
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(contentApiPreflight());
  app.use(refuseUnknownMethods());
  app.use(protocolFromSiteUrl(config.SITE_URL));

  // The one place the client IP is decided (socket, or X-Forwarded-For only behind a trusted
  // proxy); whatever a client sent in this header is replaced.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.cspNonce = cspNonce();
    next();
  });
  // Images may load from MEDIA_PUBLIC_URL's origin (decision 0024).
  const mediaOrigin = config.MEDIA_PUBLIC_URL && new URL(config.MEDIA_PUBLIC_URL).origin;
  app.use(securityHeaders({ production, development: Boolean(vite), mediaOrigin }));

  app.get("/healthz", health.liveness);
  app.get("/readyz", health.readiness);
  if (metrics?.endpoint) app.get("/metrics", metrics.endpoint);

  // The build's hashed files, kept in memory once asked for (decision 0030).
  const assets = vite ? undefined : hashedAssets(path.resolve(clientDir, "assets"));

  // DATA_DIR/media, or the bucket read through this site (decision 0024).
  app.use("/media", mediaRoutes(services.media, localMediaRoot(config), logger));

  if (vite) {
    app.use(vite.middlewares);
  } else if (assets) {
    app.use(assets.middleware);
    app.use(publicFiles(path.resolve(clientDir)));
  }

  app.use(logRequests);
  app.use(adminSameOriginOnly(config.publicOrigin));
  app.use(limitRequestBodies());
  if (build) {
    app.use(
      pageCache({
        build,
        services,
        store,
        siteUrl: config.SITE_URL,
        cdnMaxAge: config.CDN_MAX_AGE,
        cdnStaleWhileRevalidate: config.CDN_STALE_WHILE_REVALIDATE,
        production,
      }),
    );
  }
  // Whatever the page cache did not answer may be personal: no shared cache keeps it unless the
  // route said otherwise.
  app.use((_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      if (!this.getHeader("cache-control")) this.setHeader("Cache-Control", "private, no-store");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });
  app.use(seeOwnWrites());
  app.all(
    "*splat",
    createRequestHandler({
      // Resolved once in production: given a function, React Router rebuilds its route table on
      // every request.
      build: build ?? (() => import("virtual:react-router/server-build") as Promise<ServerBuild>),
      mode: production ? "production" : "development",
      // No nonce without a CSP (development): the browser would keep the attribute visible and
      // React would report a hydration mismatch.
      getLoadContext: (req, res) => ({
        cspNonce: vite ? undefined : (res.locals.cspNonce as string),
        services,
        documentHtml: req.path.endsWith(".data") ? undefined : new Map(),
      }),
    }),
  );

  app.use(handleUncaughtErrors);

  const trustProxy = trustsAnyProxy(config.TRUST_PROXY);
  // Assets and stored pages are answered from Node's request event, before Express (see
  // hashedAssets and pageCacheFastPath).
  const answerAsset = assets
    ? (req: IncomingMessage, res: ServerResponse) => {
        const started = process.hrtime.bigint();
        if (!assets.answer(req, res)) return false;
        metrics?.observeAnswered(req, res.statusCode, started);
        return true;
      }
    : () => false;
  const answerFromCache = build
    ? pageCacheFastPath({
        store,
        siteUrl: config.SITE_URL,
        trustProxy,
        cdnMaxAge: config.CDN_MAX_AGE,
        cdnStaleWhileRevalidate: config.CDN_STALE_WHILE_REVALIDATE,
        onAnswered: (req, status, started) => {
          logRequest(req, status, started);
          metrics?.observeAnswered(req, status, started);
        },
      })
    : () => false;
  // Page views: counted without Express or a render, so the beacon of every cached page costs
  // little more than the page itself.
  const answerAnalytics = analyticsEndpoint({
    tracker: createPageViewTracker({ db, auth: services.auth, collector: analytics }),
    siteUrl: config.SITE_URL,
    trustProxy: config.TRUST_PROXY,
    onAnswered: (req, status, started) => {
      logRequest(req, status, started);
      metrics?.observeAnswered(req, status, started);
    },
  });
  // Newsletter opens and clicks: signed, never cached, counted after the answer (decision 0033).
  const answerNewsletterTracking = newsletterTrackingEndpoint({
    db,
    secret: services.newsletter.secret,
    logger,
    onAnswered: (req, status, started) => {
      logRequest(req, status, started);
      metrics?.observeAnswered(req, status, started);
    },
  });
  const server = createServer((req, res) => {
    const unreadable = unreadableRequest(req, trustProxy);
    if (unreadable) refuseUnreadableRequest(req, res, unreadable);
    // Analytics before the page cache: its many distinct addresses would otherwise fill the
    // cache's table of known keys (cache-key.ts) and push the pages' keys out.
    else if (
      !answerAsset(req, res) &&
      !answerAnalytics(req, res) &&
      !answerNewsletterTracking(req, res) &&
      !answerFromCache(req, res)
    ) {
      app(req, res);
    }
  });
  // Resolved once the port is ours: server.js then tells the primary this worker serves, so a
  // worker that cannot listen (port in use) counts as failed to start, not as a crash to repeat.
  // An error before then (port in use) rejects, so server.js can tell the primary why.
  const listening = new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off("error", reject);
      logger.info(
        { port: config.PORT, engine: config.DATABASE_URL ? "postgres" : "sqlite" },
        "TechPulse listening",
      );
      resolve();
    });
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server failed to start");
    if (server.listening) process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    health.startDraining();
    logger.info({ signal }, "shutting down: finishing open requests");
    const force = setTimeout(() => {
      logger.warn("shutdown timed out; closing remaining connections");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      clearInterval(pruning);
      clearInterval(statsLog);
      stopReporting();
      workers.stop();
      stopWatching();
      await metrics?.stop();
      // A publishing round in progress commits or rolls back whole; due posts wait for the next.
      await scheduler.stop();
      // Lets the delivery round in progress finish; unfinished rows wait in the database.
      await newsletter.stop();
      // Lets the send in progress finish; the rest of its batch goes back to the queue.
      await mailWorker.stop();
      // Lets the calls in progress end (10 s at most); the rest wait in the database.
      await webhookWorker.stop();
      // Writes the page views counted since the last flush: a clean stop loses none.
      await analytics.stop();
      await trending.stop();
      await analyticsFold.stop();
      services.mailer.close();
      await db.destroy();
      await vite?.close();
      logger.info("shutdown complete");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  await listening;
  return server;
}

/** A request whose address cannot be read (see unreadableRequest): 400, before any route. */
function refuseUnreadableRequest(req: IncomingMessage, res: ServerResponse, reason: string) {
  logger.warn({ status: 400, reason }, "bad request");
  res.writeHead(400, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : "Bad request: the address could not be read.");
}

/** Errors that escape the router (e.g. a malformed URL): a short answer, never a stack trace. */
function handleUncaughtErrors(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error);
  if (isDatabaseUnavailable(error)) {
    logger.error({ err: error, path: req.path }, "database unavailable");
    res.status(503).set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    res.type("text/plain").send("The site is temporarily unavailable. Please try again shortly.");
    return;
  }
  const status = (error as { status?: number }).status ?? 500;
  const clientError = status >= 400 && status < 500;
  if (clientError) logger.warn({ path: req.path, status, reason: String(error) }, "bad request");
  else logger.error({ err: error, path: req.path }, "unhandled server error");
  res
    .status(clientError ? status : 500)
    .type("text/plain")
    .send(
      clientError
        ? "Bad request: the address could not be read."
        : "Something went wrong on our side.",
    );
}

/**
 * The top-level files of the client build (favicon, logo…), served without asking the
 * filesystem on every page request: the list is read once at start.
 */
/** Files shipped from `public/` (the build copies them beside `assets/`), in any folder. */
function publicFiles(dir: string) {
  const files = new Set(
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name))}`)
      .filter((file) => !file.startsWith("/assets/"))
      .map((file) => file.split(path.sep).join("/")),
  );
  const serve = express.static(dir, { maxAge: "1h", index: false });
  return (req: Request, res: Response, next: NextFunction) =>
    files.has(req.path) ? serve(req, res, next) : next();
}

function logRequests(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => logRequest(req, res.statusCode, started));
  next();
}

function logRequest(req: IncomingMessage, status: number, started: bigint) {
  // Checked first: a stored page's whole answer costs little more than building this line.
  if (!logger.isLevelEnabled("info")) return;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  // Express keeps the URL as received in originalUrl (req.url changes under mounted routers).
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/";
  const path = url.split("?", 1)[0];
  logger.info({ method: req.method, path, status, ms: Math.round(ms * 10) / 10 }, "request");
}
