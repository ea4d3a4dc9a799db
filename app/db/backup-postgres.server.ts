import { spawn } from "node:child_process";
import { pgDriver } from "./pg.server";
import { BackupError } from "./backup-errors.server";

/**
 * The connection for PostgreSQL's client tools without the password on their command line
 * (where `ps` would show it): the URL without it, and PGPASSWORD in their environment.
 */
function clientConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    dbname: url.href,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs pg_dump or pg_restore; fails with its own words (the password never appears in them). */
function runClientTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = clientConnection(databaseUrl);
  const password = decodeURIComponent(new URL(databaseUrl).password);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === "ENOENT"
            ? `${tool} was not found: install PostgreSQL's client tools (the same major version as the server or newer).`
            : `${tool} could not be started: ${error.message}`,
        ),
      ),
    );
    child.once("close", (code) => {
      if (code === 0) return resolve();
      const said = password ? stderr.split(password).join("***") : stderr;
      reject(new BackupError(`${tool} failed (exit code ${code}):\n${said.trim()}`));
    });
  });
}

/** `pg_dump --format=custom`: the whole database in one file that pg_restore reads. */
export function backupPostgres(databaseUrl: string, destination: string): Promise<void> {
  return runClientTool("pg_dump", ["--format=custom", `--file=${destination}`], databaseUrl);
}

/**
 * Restores a pg_dump file. Objects are owned by the restoring role and no grants are copied
 * (`--no-owner --no-acl`), so a backup moves between servers whose roles differ; in one
 * transaction, so a failed restore leaves the database as it was. `replace` drops the dump's
 * objects before recreating them (`--clean`).
 */
export function restorePostgres(
  backupFile: string,
  databaseUrl: string,
  { replace }: { replace: boolean },
): Promise<void> {
  return runClientTool(
    "pg_restore",
    [
      "--no-owner",
      "--no-acl",
      "--single-transaction",
      "--exit-on-error",
      ...(replace ? ["--clean", "--if-exists"] : []),
      backupFile,
    ],
    databaseUrl,
  );
}

/** Whether the database holds no table outside PostgreSQL's own schemas. */
export async function isPostgresEmpty(databaseUrl: string): Promise<boolean> {
  const client = new (pgDriver().Client)({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
  });
  try {
    await client.connect();
    const { rows } = await client.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM information_schema.tables
        WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.tables === 0;
  } catch (error) {
    throw new BackupError(
      `The database in DATABASE_URL could not be reached: ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
