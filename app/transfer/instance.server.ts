import { wiredServices } from "~/platform/wired-services.server";
import type { ImportJobContext } from "./jobs.server";

/**
 * @deprecated Use `context.services.imports`. Kept for routes not yet converted; it reads the
 * services wired at start-up. The lead removes it after merging issue 16's branches.
 */
export function getImportContext(): ImportJobContext {
  return wiredServices().imports;
}
