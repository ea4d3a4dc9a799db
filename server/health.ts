import type { Request, Response } from "express";
import { describeDataDirFault, probeDataDir } from "~/data-dir.server";
import type { Db } from "~/db/connection.server";
import { logger } from "~/logger.server";

type Check = "ok" | "failing";

/**
 * GET /healthz: 200 only when the database answers and the data folder takes a write (a full
 * disk or a read-only folder fails writes while reads still work). The answer names the failing
 * part, never a path or an error text; the log has the details.
 */
export function healthCheck({ db, dataDir }: { db: Db; dataDir: string }) {
  const checkDatabase = async (): Promise<Check> => {
    try {
      await db.selectFrom("categories").select("id").limit(1).execute();
      return "ok";
    } catch (error) {
      logger.error({ err: error }, "health check: database failing");
      return "failing";
    }
  };
  const checkDataDir = async (): Promise<Check> => {
    try {
      await probeDataDir(dataDir);
      return "ok";
    } catch (error) {
      const message = describeDataDirFault(dataDir, error) ?? String(error);
      logger.error({ err: error }, `health check: ${message}`);
      return "failing";
    }
  };
  return async (_req: Request, res: Response) => {
    const [database, dataFolder] = await Promise.all([checkDatabase(), checkDataDir()]);
    const ok = database === "ok" && dataFolder === "ok";
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ok" : "unavailable", database, dataFolder });
  };
}
