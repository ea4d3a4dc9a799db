import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { BackupError, createBackup, siteLocations } from "~/db/backup.server";

const USAGE = `Usage: npm run db:backup -- [--out DIR]

Backs up the configured database (DATABASE_URL, else the SQLite file in DATA_DIR) while the
site runs: SQLite through its online backup, PostgreSQL through pg_dump --format=custom.
Media under DATA_DIR/media are copied too; with S3_BUCKET set the backup holds the database
only (back the bucket up with its own versioning or replication).

  --out DIR   the backup directory to create (default: backups/techpulse-<engine>-<time>)

Prints the backup's directory on the last line. Exit code 0 on success, 1 on failure.`;

let values: { out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { out: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = getConfig();
const { database, media } = siteLocations(config);
const engine = database.databaseUrl ? "postgres" : "sqlite";
const now = new Date();
const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "Z");
const outDir = path.resolve(values.out ?? path.join("backups", `techpulse-${engine}-${stamp}`));
const { version } = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
) as { version: string };

try {
  const manifest = await createBackup({ database, media, outDir, appVersion: version, now });
  console.log(
    `Backed up the ${engine} database at migration ${manifest.migrations.latest ?? "(none)"}` +
      (manifest.media.included
        ? ` and ${manifest.media.files} media files.`
        : `; ${manifest.media.reason}.`),
  );
  console.log(outDir);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
