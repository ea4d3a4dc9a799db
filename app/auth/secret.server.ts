import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "~/config.server";
import type { Db } from "~/db/connection.server";

const AUTH_SECRET_NAME = "auth";
const MIN_LENGTH = 32;

/**
 * AUTH_SECRET when set; otherwise one random secret stored in the database (`site_secrets`,
 * migration 016), so every server on that database signs and checks sessions alike with no
 * extra step. The first server to start creates it; servers racing at start each offer one and
 * all read back the one that got in. A secret kept in DATA_DIR/auth-secret by earlier versions
 * is offered instead of a new one, so sessions made before the upgrade stay valid.
 */
export async function resolveAuthSecret(
  config: Pick<Config, "AUTH_SECRET" | "dataDir">,
  db: Db,
): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const stored = await readStoredSecret(db);
  if (stored) return stored;
  const offered =
    (await secretFromDataDir(config.dataDir)) ?? randomBytes(32).toString("base64url");
  await db
    .insertInto("site_secrets")
    .values({ name: AUTH_SECRET_NAME, value: offered })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const agreed = await readStoredSecret(db);
  if (!agreed) throw new Error("the auth secret could not be stored in the database");
  return agreed;
}

async function readStoredSecret(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom("site_secrets")
    .select("value")
    .where("name", "=", AUTH_SECRET_NAME)
    .executeTakeFirst();
  return row && row.value.length >= MIN_LENGTH ? row.value : undefined;
}

/** The secret an earlier version generated into DATA_DIR/auth-secret, if there is one. */
async function secretFromDataDir(dataDir: string): Promise<string | undefined> {
  try {
    const value = (await readFile(path.join(dataDir, "auth-secret"), "utf8")).trim();
    return value.length >= MIN_LENGTH ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
