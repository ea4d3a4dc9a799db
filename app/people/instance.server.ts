import { getAuthService, getMailer } from "~/auth/instance.server";
import { getConfig } from "~/config.server";
import { getDb } from "~/db/connection.server";
import { logger } from "~/logger.server";
import type { PeopleDeps } from "./context.server";

/** The process-wide dependencies for route modules. */
export function peopleDeps(): PeopleDeps {
  return {
    db: getDb(),
    mailer: getMailer(),
    tasks: getAuthService().tasks,
    logger,
    origin: getConfig().publicOrigin,
  };
}
