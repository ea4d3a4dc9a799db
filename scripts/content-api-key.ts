import { parseArgs } from "node:util";
import { getConfig } from "~/config.server";
import { currentContentApiKey, rotateContentApiKey } from "~/ghost-api/content-keys.server";
import { createSiteEvents } from "~/platform/site-events.server";
import { initialiseDatabase } from "~/startup.server";

// The site's Content API key (docs/api.md), for a site run without the admin screens (and the
// benchmark): prints it, creating one when there is none; --replace makes a new one.
const { values } = parseArgs({
  options: { replace: { type: "boolean", default: false }, help: { type: "boolean" } },
});
if (values.help) {
  console.log("Usage: npm run content-api-key [-- --replace]");
  process.exit(0);
}
const config = getConfig();
const db = await initialiseDatabase({ ...config, SEED_DEMO: false });
try {
  const current = values.replace ? null : await currentContentApiKey(db);
  // The same command as the admin's button: written through the site's events.
  const key = current?.key ?? (await rotateContentApiKey({ db, events: createSiteEvents() }));
  console.log(key);
} finally {
  await db.destroy();
}
