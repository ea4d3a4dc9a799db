import { wiredServices } from "~/platform/wired-services.server";
import type { PeopleDeps } from "./context.server";

/**
 * @deprecated Use `context.services.people`. Kept for routes not yet converted; it reads the
 * services wired at start-up. The lead removes it after merging issue 16's branches.
 */
export function peopleDeps(): PeopleDeps {
  return wiredServices().people;
}
