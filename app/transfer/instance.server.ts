import path from "node:path";
import { getConfig } from "~/config.server";
import { getDb } from "~/db/connection.server";
import { getMediaStorage } from "~/media/storage.server";
import { siteEvents } from "~/platform/site-events.server";
import type { ImportJobContext } from "./jobs.server";

/** The process-wide context of admin imports: database, media storage, upload folder. */
export function getImportContext(): ImportJobContext {
  const config = getConfig();
  return {
    db: getDb(),
    events: siteEvents(),
    storage: getMediaStorage(),
    uploadDir: path.join(config.dataDir, "imports"),
    allowPrivateAddresses: config.IMPORT_ALLOW_PRIVATE_URLS,
  };
}
