import { localMediaRoot, mediaStorageFromConfig } from "~/media/from-config.server";
import { storedFileReader } from "~/media/read-stored.server";
import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { initialiseDatabase } from "~/startup.server";
import { exportGhost } from "~/transfer/export/ghost-export.server";
import { exportTechPulse } from "~/transfer/export/techpulse-export.server";

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    format: { type: "string", default: "techpulse" },
    help: { type: "boolean", default: false },
  },
});
if (values.help || !values.out || !["techpulse", "ghost"].includes(values.format!)) {
  console.log("Usage: npm run export -- --out DIR [--format techpulse|ghost]");
  process.exit(values.help ? 0 : 2);
}

const config = getConfig();
const db = await initialiseDatabase({ ...config, SEED_DEMO: false });
try {
  await mkdir(values.out, { recursive: true });
  if (values.format === "ghost") {
    const file = await exportGhost(db, values.out, config.publicOrigin);
    console.log(`Wrote ${file}`);
  } else {
    const media = storedFileReader(await mediaStorageFromConfig(config), localMediaRoot(config));
    const summary = await exportTechPulse(db, values.out, media);
    console.log(
      `Wrote ${summary.files.join(" and ")}: ${summary.posts} posts, ${summary.media} images, ${summary.subscribers} subscribers.`,
    );
  }
} finally {
  await db.destroy();
}
