import { createSiteEvents } from "~/platform/site-events.server";
import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { mediaStorageFromConfig } from "~/media/from-config.server";
import { initialiseDatabase } from "~/startup.server";
import { isImportFormatError } from "~/transfer/errors";
import { importTechPulse } from "~/transfer/export/techpulse-import.server";
import { runImport } from "~/transfer/import-run.server";
import { ghostSource, wordPressSource } from "~/transfer/openers.server";
import { formatReport, progressPrinter } from "~/transfer/report-text";

const USAGE = `Usage:
  npm run import -- --wordpress FILE.xml [--uploads DIR] [--dry-run] [--no-download] [--allow-private]
  npm run import -- --ghost FILE.json [--site-url URL] [--images DIR] [--dry-run] [--no-download] [--allow-private]
  npm run import -- --techpulse DIR [--dry-run]`;

const { values } = parseArgs({
  options: {
    wordpress: { type: "string" },
    ghost: { type: "string" },
    techpulse: { type: "string" },
    uploads: { type: "string" },
    images: { type: "string" },
    "site-url": { type: "string" },
    "dry-run": { type: "boolean", default: false },
    "no-download": { type: "boolean", default: false },
    "allow-private": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

const chosen = [values.wordpress, values.ghost, values.techpulse].filter(Boolean);
if (values.help || chosen.length !== 1) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const config = getConfig();
const db = await initialiseDatabase({ ...config, SEED_DEMO: false });
const storage = await mediaStorageFromConfig(config);
// Imported posts send no newsletter, so there is no worker to wake here; running servers see the
// new posts through the content version their database bumps.
const events = createSiteEvents();
const dryRun = values["dry-run"];
const onProgress = progressPrinter(process.stderr);
const media = {
  storage,
  fetchRemote: !values["no-download"],
  fetch: { allowPrivateAddresses: values["allow-private"] },
  uploadedBy: null,
};

try {
  const report = values.techpulse
    ? await importTechPulse(db, values.techpulse, { storage, dryRun, onProgress, events })
    : values.wordpress
      ? await runImport(db, wordPressSource(values.wordpress, { uploadsDir: values.uploads }), {
          format: "wordpress",
          dryRun,
          media,
          onProgress,
          events,
        })
      : await runImport(
          db,
          ghostSource(values.ghost!, { siteUrl: values["site-url"], imagesDir: values.images }),
          { format: "ghost", dryRun, media, onProgress, events },
        );
  console.log(formatReport(report));
} catch (error) {
  if (!isImportFormatError(error)) throw error;
  console.error(`Import refused: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
