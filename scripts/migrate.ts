import { getConfig } from "~/config.server";
import { openDatabase } from "~/db/connection.server";
import { migrateToLatest } from "~/db/migrate.server";
import { mkdir } from "node:fs/promises";

const config = getConfig();
await mkdir(config.dataDir, { recursive: true });
const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await db.destroy();
}
