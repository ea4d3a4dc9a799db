// Starts TechPulse. In production the server bundle (build/server/index.js, built from
// server/app.ts) holds everything; in development Vite compiles server/app.ts on the fly.
//
// In production one worker process serves per core (WEB_CONCURRENCY overrides): the primary
// forks the workers, migrates and seeds the database once (loading only build/server/prepare.js)
// while they load the bundle, then lets them serve; they share the port.
import cluster from "node:cluster";

const development = process.env.NODE_ENV !== "production";

async function main() {
  if (development) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { startServer } = await vite.ssrLoadModule("./server/app.ts");
    await startServer({ vite });
    return;
  }
  const buildDir = process.env.BUILD_DIR ?? "build";
  const bundle = (name) => import(new URL(`./${buildDir}/server/${name}.js`, import.meta.url).href);
  const serve = async (serverBuild) => {
    await serverBuild.startServer({ clientDir: `${buildDir}/client` });
    process.send?.({ type: "techpulse:listening" });
  };
  if (cluster.isWorker) {
    // A worker loads the full bundle while the primary prepares the database, then waits for it.
    const prepared = databasePrepared();
    const serverBuild = await bundle("index");
    await prepared;
    await serve(serverBuild);
    return;
  }
  // The primary loads only what preparing the database takes (build/server/prepare.js), so
  // the workers it forks first load the full bundle meanwhile (decision 0020).
  const startup = await bundle("prepare");
  const workers = startup.workerCount();
  if (workers > 1) await runPrimary(startup, workers);
  else await serve(await bundle("index"));
}

/**
 * In a worker: resolves once the primary says the database is migrated and seeded. A worker
 * whose primary went away first (its preparation failed) has nothing to wait for: it exits.
 */
function databasePrepared() {
  return new Promise((resolve) => {
    const onDisconnect = () => process.exit(1);
    const onMessage = (message) => {
      if (message?.type !== "techpulse:prepared") return;
      process.off("message", onMessage);
      process.off("disconnect", onDisconnect);
      resolve();
    };
    process.on("message", onMessage);
    process.once("disconnect", onDisconnect);
    process.send({ type: "techpulse:waiting" });
  });
}

/**
 * Forks the workers, prepares the database once while they load the server bundle, then lets
 * them serve; replaces a crashed worker, stops everything if one dies before serving, drains
 * all on stop. `startup` is build/server/prepare.js.
 */
async function runPrimary(startup, count) {
  const { logger } = startup;
  let stopping = false;
  let prepared = false;
  const waiting = new Set();
  const ready = new Set();
  const cacheStats = new Map();
  const workersLeft = () => Object.keys(cluster.workers ?? {}).length;
  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message) => {
      if (message?.type === "techpulse:waiting") {
        if (prepared) worker.send({ type: "techpulse:prepared" });
        else waiting.add(worker);
      }
      if (message?.type === "techpulse:listening") {
        ready.add(worker.id);
        forkTheRest();
      }
      if (message?.type === startup.STATS_MESSAGE) cacheStats.set(worker.id, message.stats);
    });
  };
  /** Stops every worker; the primary exits with `code` once they are gone. */
  const stopAll = (code) => {
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (workersLeft() === 0) process.exit(code);
  };
  // Each worker's page cache figures, summed and sent back, so the dashboard shows them all.
  const sharing = setInterval(() => {
    const totals = startup.sumStats([...cacheStats.values()]);
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) {
        worker.send({ type: startup.TOTALS_MESSAGE, stats: totals, workers: cacheStats.size });
      }
    }
  }, 2_000);
  sharing.unref();

  // Watched from the first fork: a worker can fail while the database is still being prepared.
  cluster.on("exit", (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    waiting.delete(worker);
    cacheStats.delete(worker.id);
    if (stopping) {
      if (workersLeft() === 0) {
        logger.info("all workers stopped");
        process.exit(process.exitCode ?? 0);
      }
      return;
    }
    if (!wasReady) {
      // It died before serving (bad configuration, port in use): restarting would only loop.
      logger.fatal({ code, signal }, "a worker failed to start; stopping");
      stopAll(1);
      return;
    }
    logger.error({ code, signal }, "a worker stopped unexpectedly; starting another");
    fork();
  });

  const stop = (signal) => {
    if (stopping) return;
    logger.info({ signal }, "stopping workers: they finish their open requests");
    stopAll(0);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  // One worker first: it loads the full bundle (the longest part of its start) while this
  // process migrates and seeds, and waits for the "prepared" message before opening the
  // database. The others are forked once it serves: started together on two cores they would
  // share the CPU the first one needs to answer its first request (decision 0020).
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...startup.workerExecArgv()] });
  let restForked = false;
  function forkTheRest() {
    if (restForked || stopping) return;
    restForked = true;
    for (let i = 1; i < count; i += 1) fork();
  }
  fork();
  try {
    await startup.prepare();
    // Every worker's metrics, merged here (METRICS_PORT, METRICS_TOKEN; decision 0025).
    await startup.startPrimaryMetrics();
  } catch (error) {
    // The workers would wait for ever: stop them, then report the error (main's catch).
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    throw error;
  }
  if (stopping) return;
  prepared = true;
  for (const worker of waiting)
    if (worker.isConnected()) worker.send({ type: "techpulse:prepared" });
  waiting.clear();
  logger.info({ workers: count }, "primary prepared the database for its workers");
}

main().catch((error) => {
  // These messages already say what is wrong and how to fix it; no stack trace for them.
  const explained = ["ConfigError", "DataDirError"].includes(error?.name);
  console.error(explained ? error.message : error);
  process.exit(1);
});
