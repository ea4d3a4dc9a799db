import type { Request, Response } from "express";
import { describeDataDirFault, probeDataDir } from "~/data-dir.server";
import type { Db } from "~/db/connection.server";
import { migrationState } from "~/db/migrate.server";
import { logger } from "~/logger.server";

type Check = "ok" | "failing";

export interface HealthChecks {
  /**
   * GET /healthz, liveness: 200 while this process runs and is not shutting down. It asks
   * nothing of the database, so an outage does not make an orchestrator restart every server
   * (restarting would not bring the database back); readiness takes them out of rotation.
   */
  liveness: (req: Request, res: Response) => void;
  /**
   * GET /readyz, readiness: 200 only when the database answers, every migration this version
   * knows is applied, the data folder takes a write (a full disk or a read-only folder fails
   * writes while reads still work) and the process is not draining. The answer names the
   * failing part, never a path or an error text; the log has the details.
   *
   * A worker of this server that failed to start (and is being retried) does not fail it: the
   * workers that serve still answer, and taking the server out of rotation would make it
   * serve nothing. The answer is then 200 "degraded", `workers: "degraded"` and a `detail`
   * saying how many failed, why and when the next attempt is (decision 0020).
   */
  readiness: (req: Request, res: Response) => Promise<void>;
  /** From now on both answer 503: the process is finishing its open requests. */
  startDraining: () => void;
}

export function healthChecks({
  db,
  dataDir,
  workersProblem = () => null,
}: {
  db: Db;
  dataDir: string;
  /** Why some of this server's workers do not serve (from the primary), or null. */
  workersProblem?: () => string | null;
}): HealthChecks {
  let draining = false;

  const checkDatabase = async (): Promise<{ database: Check; migrations: Check }> => {
    try {
      const { pending } = await migrationState(db);
      if (pending.length > 0) {
        logger.error({ pending }, "readiness: migrations pending");
        return { database: "ok", migrations: "failing" };
      }
      return { database: "ok", migrations: "ok" };
    } catch (error) {
      logger.error({ err: error }, "readiness: database failing");
      return { database: "failing", migrations: "failing" };
    }
  };
  const checkDataDir = async (): Promise<Check> => {
    try {
      await probeDataDir(dataDir);
      return "ok";
    } catch (error) {
      const message = describeDataDirFault(dataDir, error) ?? String(error);
      logger.error({ err: error }, `readiness: ${message}`);
      return "failing";
    }
  };

  return {
    liveness: (_req, res) => {
      res
        .status(draining ? 503 : 200)
        .set("Cache-Control", "no-store")
        .json({ status: draining ? "draining" : "ok" });
    },
    readiness: async (_req, res) => {
      const [{ database, migrations }, dataFolder] = await Promise.all([
        checkDatabase(),
        checkDataDir(),
      ]);
      const accepting: Check = draining ? "failing" : "ok";
      const ok = [database, migrations, dataFolder, accepting].every((check) => check === "ok");
      const detail = workersProblem();
      const status = !ok ? "unavailable" : detail ? "degraded" : "ok";
      res
        .status(ok ? 200 : 503)
        .set("Cache-Control", "no-store")
        .json({
          status,
          database,
          migrations,
          dataFolder,
          accepting,
          workers: detail ? "degraded" : "ok",
          ...(detail ? { detail } : {}),
        });
    },
    startDraining: () => {
      draining = true;
    },
  };
}
