// Starts TechPulse. In production the server bundle (build/server/index.js, built from
// server/app.ts) holds everything; in development Vite compiles server/app.ts on the fly.
//
// In production one worker process serves per core (WEB_CONCURRENCY overrides): the primary
// forks the first worker at once (reading only build/server/worker-plan.js), then migrates and
// seeds the database once (build/server/prepare.js) while it loads the bundle, then lets it
// serve; the other workers follow; they share the port.
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
  // How many workers, from the environment alone (Node built-ins, no zod): the primary forks
  // the first before it loads anything else (decision 0020). Not a whole number: one process
  // serves, and its configuration check says what is wrong.
  const plan = (await bundle("worker-plan")).workerPlanFromEnvironment(process.env);
  if (plan && plan.workers > 1) await runPrimary(plan, () => bundle("prepare"));
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
 * all on stop. `loadStartup` loads build/server/prepare.js.
 */
async function runPrimary(plan, loadStartup) {
  // The primary's logger once prepare.js is loaded; until then (a worker can fail to start
  // before) the console.
  let startup;
  const log = (level, fields, message) =>
    startup ? startup.logger[level](fields, message) : console.error(message, fields);
  let stopping = false;
  let prepared = false;
  const waiting = new Set();
  const ready = new Set();
  const cacheStats = new Map();
  const workersLeft = () => Object.keys(cluster.workers ?? {}).length;
  const fork = () => {
    const worker = cluster.fork(plan.env);
    worker.on("message", (message) => {
      if (message?.type === "techpulse:waiting") {
        if (prepared) worker.send({ type: "techpulse:prepared" });
        else waiting.add(worker);
      }
      if (message?.type === "techpulse:listening") {
        ready.add(worker.id);
        forkTheRest();
      }
      if (startup && message?.type === startup.STATS_MESSAGE) {
        cacheStats.set(worker.id, message.stats);
      }
    });
  };
  /** Stops every worker; the primary exits with `code` once they are gone. */
  const stopAll = (code) => {
    stopping = true;
    process.exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (workersLeft() === 0) process.exit(code);
  };
  // Watched from the first fork: a worker can fail while the database is still being prepared.
  cluster.on("exit", (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    waiting.delete(worker);
    cacheStats.delete(worker.id);
    if (stopping) {
      if (workersLeft() === 0) {
        log("info", {}, "all workers stopped");
        process.exit(process.exitCode ?? 0);
      }
      return;
    }
    if (!wasReady) {
      // It died before serving (bad configuration, port in use): restarting would only loop.
      log("fatal", { code, signal }, "a worker failed to start; stopping");
      stopAll(1);
      return;
    }
    log("error", { code, signal }, "a worker stopped unexpectedly; starting another");
    fork();
  });

  const stop = (signal) => {
    if (stopping) return;
    log("info", { signal }, "stopping workers: they finish their open requests");
    stopAll(0);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  // One worker first, before this process loads anything else: it loads the full bundle (the
  // longest part of its start) while this process loads prepare.js, migrates and seeds, and it
  // waits for the "prepared" message before opening the database. The others are forked once
  // it serves: started together on two cores they would share the CPU the first one needs to
  // answer its first request (decision 0020).
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...plan.execArgv] });
  let restForked = false;
  function forkTheRest() {
    if (restForked || stopping) return;
    restForked = true;
    for (let i = 1; i < plan.workers; i += 1) fork();
  }
  fork();
  try {
    startup = await loadStartup();
    // Validates the whole configuration first: a bad value (the plan's ranges among them)
    // throws ConfigError before any worker serves.
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
  startup.logger.info({ workers: plan.workers }, "primary prepared the database for its workers");

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
}

main().catch((error) => {
  // These messages already say what is wrong and how to fix it; no stack trace for them.
  const explained = ["ConfigError", "DataDirError"].includes(error?.name);
  console.error(explained ? error.message : error);
  process.exit(1);
});
