import { localMediaRoot, mediaStorageFromConfig } from "~/media/from-config.server";
import { storedFileReader } from "~/media/read-stored.server";
import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { initialiseDatabase } from "~/startup.server";
import { exportGhost } from "~/transfer/export/ghost-export.server";
import { exportTechPulse } from "~/transfer/export/techpulse-export.server";
import { EXPORT_MESSAGES } from "~/transfer/constants";

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    format: { type: "string", default: "techpulse" },
    "site-url": { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (values.help || !values.out || !["techpulse", "ghost"].includes(values.format!)) {
  console.log(
    "Usage: npm run export -- --out DIR [--format techpulse|ghost] [--site-url https://news.example.com]",
  );
  process.exit(values.help ? 0 : 2);
}

/** An http(s) address without its trailing slashes (as SITE_URL is kept), or null. */
function siteAddress(value: string): string | null {
  try {
    const url = new URL(value);
    return ["http:", "https:"].includes(url.protocol) ? value.replace(/\/+$/, "") : null;
  } catch {
    return null;
  }
}

const config = getConfig();
// The Ghost export makes site paths (/media/…) absolute, so they need the address the public
// reaches the site at: SITE_URL, or --site-url. The admin's download takes it from SITE_URL or
// the admin's own request; here there is no request, and localhost would be wrong (issue 37).
let ghostOrigin: string | null = null;
if (values.format === "ghost") {
  const given = values["site-url"];
  ghostOrigin = given === undefined ? (config.SITE_URL ?? null) : siteAddress(given);
  if (!ghostOrigin) {
    console.error(
      given === undefined ? EXPORT_MESSAGES.ghostNeedsSiteUrl : EXPORT_MESSAGES.badSiteUrl,
    );
    process.exit(2);
  }
}
const db = await initialiseDatabase({ ...config, SEED_DEMO: false });
try {
  await mkdir(values.out, { recursive: true });
  if (ghostOrigin) {
    const file = await exportGhost(db, values.out, ghostOrigin);
    console.log(`Wrote ${file}`);
  } else {
    const storage = await mediaStorageFromConfig(config);
    const read = storedFileReader(storage, localMediaRoot(config));
    const summary = await exportTechPulse(db, values.out, { storage, read });
    console.log(
      `Wrote ${summary.files.join(" and ")}: ${summary.posts} posts, ${summary.media} images, ${summary.subscribers} subscribers.`,
    );
    if (summary.missingFiles.length > 0) {
      console.warn(
        `${summary.missingFiles.length} file(s) the site points to are missing from its storage and were left out: ${summary.missingFiles.slice(0, 10).join(", ")}`,
      );
    }
  }
} finally {
  await db.destroy();
}
