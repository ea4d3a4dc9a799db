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
    const { startServer, announceReady } = await vite.ssrLoadModule("./server/app.ts");
    await startServer({ vite });
    announceReady();
    return;
  }
  const buildDir = process.env.BUILD_DIR ?? "build";
  const bundle = (name) => import(new URL(`./${buildDir}/server/${name}.js`, import.meta.url).href);
  const serve = (serverBuild) => serverBuild.startServer({ clientDir: `${buildDir}/client` });
  if (cluster.isWorker) {
    // A worker loads the full bundle while the primary prepares the database, then waits for it.
    const prepared = databasePrepared();
    const serverBuild = await bundle("index");
    await prepared;
    try {
      await serve(serverBuild);
    } catch (error) {
      // The primary decides from the reason whether to try again (server/worker-status.ts).
      const failure = serverBuild.startFailureOf(error);
      await new Promise((resolve) =>
        process.send({ type: "techpulse:start-failed", ...failure }, resolve),
      );
      throw error;
    }
    process.send({ type: "techpulse:listening" });
    return;
  }
  // How many workers, from the environment alone (Node built-ins, no zod): the primary forks
  // the first before it loads anything else (decision 0020). Not a whole number: one process
  // serves, and its configuration check says what is wrong.
  const plan = (await bundle("worker-plan")).workerPlanFromEnvironment(process.env);
  if (plan && plan.workers > 1) {
    await runPrimary(plan, () => bundle("prepare"));
  } else {
    const serverBuild = await bundle("index");
    await serve(serverBuild);
    serverBuild.announceReady();
  }
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

/** Waits before starting a worker again that failed to start: 1 s, doubling, at most 30 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Forks the workers, prepares the database once while they load the server bundle, then lets
 * them serve; replaces a crashed worker at once and retries one that failed to start with
 * growing waits; drains all on stop. `loadStartup` loads build/server/prepare.js.
 *
 * The server stops only when no worker has ever served and a worker's start failed for a reason
 * waiting cannot fix (a port in use, a bad configuration, an unknown error): restarting would
 * only loop. A full disk or an unreachable database is retried, and once any worker has served
 * every failure is (decision 0020): the primary never exits while a worker serves.
 */
async function runPrimary(plan, loadStartup) {
  // The primary's logger once prepare.js is loaded; until then (a worker can fail to start
  // before) the console.
  let startup;
  const log = (level, fields, message) =>
    startup ? startup.logger[level](fields, message) : console.error(message, fields);
  let stopping = false;
  let prepared = false;
  let everServed = false;
  const waiting = new Set();
  const ready = new Set();
  const cacheStats = new Map();
  // Each fork fills a slot; a slot whose worker failed to start keeps its attempts (for the
  // wait), its reason and its next attempt, until a worker in it serves.
  const slots = new Map(); // worker id → slot
  const failing = new Set(); // slots waiting for their next attempt or in it
  const startFailures = new Map(); // worker id → { reason, transient } the worker sent
  const workersLeft = () => Object.keys(cluster.workers ?? {}).length;
  /** Tells the serving workers which workers are missing and why, for /readyz. */
  const shareStatus = () => {
    const status = {
      type: "techpulse:workers",
      expected: plan.workers,
      failing: [...failing].map(({ reason, retryAt }) => ({ reason, retryAt })),
    };
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && ready.has(worker.id) && worker.isConnected()) worker.send(status);
    }
  };
  const fork = (slot = { attempts: 0 }) => {
    const worker = cluster.fork(plan.env);
    slots.set(worker.id, slot);
    worker.on("message", (message) => {
      if (message?.type === "techpulse:waiting") {
        if (prepared) worker.send({ type: "techpulse:prepared" });
        else waiting.add(worker);
      }
      if (message?.type === "techpulse:start-failed") {
        startFailures.set(worker.id, { reason: message.reason, transient: message.transient });
      }
      if (message?.type === "techpulse:listening") {
        ready.add(worker.id);
        if (failing.delete(slot)) log("info", { attempts: slot.attempts + 1 }, "a worker started");
        slot.attempts = 0;
        if (!everServed) startup?.announceReady();
        everServed = true;
        shareStatus();
        forkTheRest();
      }
      if (startup && message?.type === startup.STATS_MESSAGE) {
        cacheStats.set(worker.id, message.stats);
      }
    });
  };
  /** A worker ended before it served: stop the server, or try that slot again later. */
  const startFailed = (worker, code, signal) => {
    const slot = slots.get(worker.id) ?? { attempts: 0 };
    slots.delete(worker.id);
    const failure = startFailures.get(worker.id) ?? {
      reason: `it stopped before serving (${signal ?? `exit code ${code}`})`,
      transient: false,
    };
    startFailures.delete(worker.id);
    if (stopping) return;
    if (!everServed && !failure.transient) {
      log("fatal", { code, signal, reason: failure.reason }, "a worker failed to start; stopping");
      stopAll(1);
      return;
    }
    const waitMs = Math.min(RETRY_FIRST_MS * 2 ** slot.attempts, RETRY_MAX_MS);
    slot.attempts += 1;
    slot.reason = failure.reason;
    slot.retryAt = Date.now() + waitMs;
    failing.add(slot);
    log(
      "error",
      { code, signal, reason: failure.reason, attempts: slot.attempts, retryInMs: waitMs },
      "a worker failed to start; retrying",
    );
    slot.timer = setTimeout(() => {
      if (!stopping) fork(slot);
    }, waitMs);
    shareStatus();
  };
  /** Stops every worker; the primary exits with `code` once they are gone. */
  const stopAll = (code) => {
    stopping = true;
    process.exitCode = code;
    for (const slot of failing) clearTimeout(slot.timer);
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
      // Its last message (why it failed) may still be in the channel when "exit" comes.
      if (worker.isConnected()) worker.once("disconnect", () => startFailed(worker, code, signal));
      else startFailed(worker, code, signal);
      return;
    }
    slots.delete(worker.id);
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
  const explained =
    ["ConfigError", "DataDirError"].includes(error?.name) || error?.syscall === "listen";
  console.error(explained ? error.message : error);
  process.exit(1);
});
