import path from "node:path";
import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { BackupError, restoreBackup, siteLocations } from "~/db/backup.server";

const USAGE = `Usage: npm run db:restore -- DIR [--force]

Restores a backup made by npm run db:backup into the configured database (DATABASE_URL, else
the SQLite file in DATA_DIR) and its media into DATA_DIR/media. Stop the site first.

  DIR       the backup directory (the one with manifest.json)
  --force   replace the content of a database that is not empty (otherwise refused)

The backup's engine must match the configured one. A backup from an older version is
migrated to this version's schema. Exit code 0 on success, 1 on failure, 2 on bad usage.`;

let parsed: { values: { force?: boolean; help?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

const config = getConfig();
const { database, media } = siteLocations(config);
try {
  const report = await restoreBackup({
    backupDir: path.resolve(positionals[0]!),
    database,
    media,
    force: values.force ?? false,
  });
  const { manifest } = report;
  console.log(
    `Restored the ${manifest.engine} backup of ${manifest.createdAt} (TechPulse ${manifest.appVersion}, ` +
      `migration ${manifest.migrations.latest ?? "(none)"}) and ${report.mediaFiles} media files.`,
  );
  if (report.migrated.length > 0) console.log(`Migrated since: ${report.migrated.join(", ")}.`);
  if (report.mediaNote) console.log(`Note: ${report.mediaNote}.`);
  console.log("Migrations are current.");
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
