import type { Plugin } from "vite";
// With its extension: loaded with the Vite config (see vite.config.ts).
import { changedSource, legacyRendererFile } from "../app/http/react-renderer-patch.server.ts";

/**
 * Stops `npm run build` when React's legacy server renderer no longer has the three lines the
 * server changes (app/http/react-dom-server.server.ts): the error names the React version and
 * the line it expected, so a React upgrade that breaks the change is decided on purpose instead
 * of shipping a server that cannot start. Both of React's builds are checked: production runs
 * one, the tests the other.
 */
export function reactRendererPatch(): Plugin {
  return {
    name: "techpulse:react-renderer-patch",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      for (const build of ["production", "development"] as const) {
        changedSource(legacyRendererFile(build));
      }
    },
  };
}
