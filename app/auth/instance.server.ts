import type { Mailer } from "~/platform/mailer.server";
import { wiredServices } from "~/platform/wired-services.server";
import type { AuthService } from "./service.server";

// Compatibility path for routes not yet converted to `context.services` (issue 16): these read
// the services wired once at start-up and build nothing. The lead removes them after the merge.

/** @deprecated Use `context.services.mailer`. */
export function getMailer(): Mailer {
  return wiredServices().mailer;
}

/** @deprecated Use `context.services.auth`. */
export function getAuthService(): AuthService {
  return wiredServices().auth;
}
