import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { getConfig } from "~/config.server";
import { logger } from "~/logger.server";
import { initialiseAccounts, initialiseDatabase } from "~/startup.server";
import { CLIENT_IP_HEADER } from "~/auth/client-ip.server";
import { pruneRateLimits } from "~/auth/rate-limit.server";
import { initialiseNewsletter } from "~/newsletter/instance.server";
import { startEventLoopLog } from "./event-loop-log";
import { securityHeaders } from "./security-headers";

export interface StartOptions {
  /** Vite's dev server in development; absent in production. */
  vite?: ViteDevServer;
  /** Built browser assets (production). */
  clientDir?: string;
}

/** Builds the Express app, prepares the database and starts listening. */
export async function startServer({
  vite,
  clientDir = "build/client",
}: StartOptions = {}): Promise<Server> {
  const config = getConfig();
  const production = config.NODE_ENV === "production";
  const db = await initialiseDatabase(config);
  const accounts = await initialiseAccounts(config, db);
  const newsletter = await initialiseNewsletter(config, db);
  const pruning = setInterval(
    () => void pruneRateLimits(db).catch((error) => logger.warn({ err: error }, "prune failed")),
    60 * 60 * 1000,
  );
  pruning.unref();
  if (config.EVENT_LOOP_LOG_MS) startEventLoopLog(config.EVENT_LOOP_LOG_MS);

  const app = express();
  app.disable("x-powered-by");
  // One proxy hop: the address it appends to X-Forwarded-For, never one a client wrote earlier.
  if (config.TRUST_PROXY) app.set("trust proxy", 1);

  // The one place the client IP is decided (socket, or X-Forwarded-For only behind a trusted
  // proxy); whatever a client sent in this header is replaced.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(securityHeaders({ production, development: Boolean(vite) }));

  app.get("/healthz", async (_req, res) => {
    try {
      await db.selectFrom("categories").select("id").limit(1).execute();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(
    "/media",
    express.static(path.join(config.dataDir, "media"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use(
      "/assets",
      express.static(path.resolve(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(express.static(path.resolve(clientDir), { maxAge: "1h", index: false }));
  }

  app.use(logRequests);
  app.all(
    "*splat",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: production ? "production" : "development",
      // No nonce without a CSP (development): the browser would keep the attribute visible and
      // React would report a hydration mismatch.
      getLoadContext: (_req, res) => ({
        cspNonce: vite ? undefined : (res.locals.cspNonce as string),
      }),
    }),
  );

  app.use(handleUncaughtErrors);

  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info(
      { port: config.PORT, engine: config.DATABASE_URL ? "postgres" : "sqlite" },
      "TechPulse listening",
    );
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server failed to start");
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing open requests");
    const force = setTimeout(() => {
      logger.warn("shutdown timed out; closing remaining connections");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      clearInterval(pruning);
      // Lets the delivery round in progress finish; unfinished rows wait in the database.
      await newsletter.stop();
      await accounts.tasks.settled();
      await db.destroy();
      await vite?.close();
      logger.info("shutdown complete");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}

/** Errors that escape the router (e.g. a malformed URL): a short answer, never a stack trace. */
function handleUncaughtErrors(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error);
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

function logRequests(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
      "request",
    );
  });
  next();
}
