import { getConfig } from "~/config.server";
import { logger } from "~/logger.server";

/**
 * The line that tells whoever started the server where to open it: once per server, when the
 * first process serves (the primary says it for its workers). The address is the one links and
 * emails use (SITE_URL, else http://localhost:PORT), not the address bound (HOST may be 0.0.0.0).
 */
export function announceReady(): void {
  const url = getConfig().publicOrigin;
  logger.info({ url }, `TechPulse is ready: ${url}`);
}
