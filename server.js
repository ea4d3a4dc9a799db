// Starts TechPulse. In production the server bundle (build/server/index.js, built from
// server/app.ts) holds everything; in development Vite compiles server/app.ts on the fly.
//
// In production one worker process serves per core (WEB_CONCURRENCY overrides): the primary
// migrates and seeds the database once, then forks the workers, which share the port.
import cluster from "node:cluster";

const development = process.env.NODE_ENV !== "production";

async function main() {
  // Better Auth builds its zod schemas when the server bundle's imports load, before any of our
  // modules run: configure zod (jitless, as app/lib/zod.ts does for our own schemas) first.
  const { z } = await import("zod");
  z.config({ jitless: true });
  if (development) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { startServer } = await vite.ssrLoadModule("./server/app.ts");
    await startServer({ vite });
    return;
  }
  // A worker loads the bundle while the primary prepares the database, then waits for it.
  const prepared = cluster.isWorker ? databasePrepared() : Promise.resolve();
  const buildDir = process.env.BUILD_DIR ?? "build";
  const serverBuild = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);
  const workers = serverBuild.workerCount();
  if (cluster.isPrimary && workers > 1) {
    await runPrimary(serverBuild, workers);
  } else {
    await prepared;
    await serverBuild.startServer({ clientDir: `${buildDir}/client` });
    process.send?.({ type: "techpulse:listening" });
  }
}

/** In a worker: resolves once the primary says the database is migrated and seeded. */
function databasePrepared() {
  return new Promise((resolve) => {
    const onMessage = (message) => {
      if (message?.type !== "techpulse:prepared") return;
      process.off("message", onMessage);
      resolve();
    };
    process.on("message", onMessage);
    process.send({ type: "techpulse:waiting" });
  });
}

/** Prepares the database once, forks the workers, replaces a crashed one, drains all on stop. */
async function runPrimary(serverBuild, count) {
  const { logger } = serverBuild;
  let stopping = false;
  let prepared = false;
  const waiting = new Set();
  const ready = new Set();
  const cacheStats = new Map();
  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message) => {
      if (message?.type === "techpulse:waiting") {
        if (prepared) worker.send({ type: "techpulse:prepared" });
        else waiting.add(worker);
      }
      if (message?.type === "techpulse:listening") ready.add(worker.id);
      if (message?.type === serverBuild.STATS_MESSAGE) cacheStats.set(worker.id, message.stats);
    });
  };
  // Each worker's page cache figures, summed and sent back, so the dashboard shows them all.
  const sharing = setInterval(() => {
    const totals = serverBuild.sumStats([...cacheStats.values()]);
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) {
        worker.send({ type: serverBuild.TOTALS_MESSAGE, stats: totals, workers: cacheStats.size });
      }
    }
  }, 2_000);
  sharing.unref();
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...serverBuild.workerExecArgv()] });
  for (let i = 0; i < count; i += 1) fork();
  await serverBuild.prepare();
  prepared = true;
  for (const worker of waiting)
    if (worker.isConnected()) worker.send({ type: "techpulse:prepared" });
  waiting.clear();
  logger.info({ workers: count }, "primary prepared the database for its workers");

  cluster.on("exit", (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    cacheStats.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("all workers stopped");
        process.exit(0);
      }
      return;
    }
    if (!wasReady) {
      // It died before serving (bad configuration, port in use): restarting would only loop.
      logger.fatal({ code, signal }, "a worker failed to start; stopping");
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logger.error({ code, signal }, "a worker stopped unexpectedly; starting another");
    fork();
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping workers: they finish their open requests");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  // These messages already say what is wrong and how to fix it; no stack trace for them.
  const explained = ["ConfigError", "DataDirError"].includes(error?.name);
  console.error(explained ? error.message : error);
  process.exit(1);
});
