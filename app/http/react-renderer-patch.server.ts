import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Node built-ins only, and relative imports: the Vite config loads this module too, to stop a
// build whose React the change no longer fits (vite-plugins/react-renderer-patch.ts).

export type Build = "production" | "development";

/**
 * The three lines of React's legacy server renderer that hold the markup as one string, each
 * found exactly once, and what they become: the pieces go to `sink`, made by `newSink()`, which
 * `./react-dom-server.server` provides (why: see `changedRenderer` there).
 */
export const CHANGES: readonly [from: RegExp, to: string][] = [
  [/(\bresult = "",)/, "$1 sink = newSink(),"],
  [/null !== chunk && \(result \+= chunk\);/, "null !== chunk && sink.push(chunk);"],
  [/return result;/, "return sink.done();"],
];

/** The React version the change was written against; the error names it. */
export const CHANGED_FOR_REACT = "19.3";

/** The file of one of React's Node server renderers, as `react-dom/server.node` loads it. */
export function rendererFile(kind: "server" | "server-legacy", build: Build): string {
  const serverEntry = createRequire(import.meta.url).resolve("react-dom/server.node");
  return path.join(path.dirname(serverEntry), "cjs", `react-dom-${kind}.node.${build}.js`);
}

/** The file of React's legacy server renderer (`renderToString`) for `build`. */
export function legacyRendererFile(build: Build): string {
  return rendererFile("server-legacy", build);
}

/** The installed react-dom's version. */
export function reactDomVersion(): string {
  const require = createRequire(import.meta.url);
  return (require("react-dom/package.json") as { version: string }).version;
}

/**
 * Thrown when React's renderer no longer has a line the change expects. Never caught: the server
 * does not start, the build (vite-plugins/react-renderer-patch.ts) and the tests
 * (tests/unit/react-dom-server.test.ts) fail, so a React upgrade that breaks the change is
 * decided on purpose, never run unchanged (slower) without anyone knowing.
 */
export class RendererPatchError extends Error {
  override name = "RendererPatchError";
}

/**
 * `source` (React's legacy server renderer, from `file`) with the three lines changed; throws a
 * `RendererPatchError` naming the React version, the file and the line it expected if one is not
 * found exactly once.
 */
export function patchLegacyRenderer(
  source: string,
  file: string,
  version = reactDomVersion(),
): string {
  let changed = source;
  for (const [from, to] of CHANGES) {
    const found = changed.match(new RegExp(from.source, "g"))?.length ?? 0;
    if (found !== 1) {
      throw new RendererPatchError(
        `React's legacy server renderer no longer fits the change TechPulse makes to it: ` +
          `react-dom ${version} (the change was written for ${CHANGED_FOR_REACT}.x), ${file}: ` +
          `expected exactly one line matching ${from}, found ${found}. ` +
          `Decide on purpose: update CHANGES in app/http/react-renderer-patch.server.ts to the new ` +
          `source (tests/unit/react-dom-server.test.ts then checks its markup is React's), or drop ` +
          `the change and use React's renderToString as it is (decision 0017).`,
      );
    }
    changed = changed.replace(from, to);
  }
  return changed;
}

/** The source of React's renderer in `file` with the changes made; throws if one cannot be. */
export function changedSource(file: string): string {
  return patchLegacyRenderer(readFileSync(file, "utf8"), file);
}
