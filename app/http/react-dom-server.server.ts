import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compileFunction } from "node:vm";
import type { ReactNode } from "react";
import type { renderToPipeableStream as RenderToPipeableStream } from "react-dom/server";
import { logger } from "~/logger.server";

type RenderToString = (node: ReactNode) => string;

// React's server renderers, as `react-dom/server` gives them, loaded here from their own files
// instead: the legacy one (`renderToString`) is loaded changed (below), and `react-dom/server`
// would load and compile it a second time at every start.
const BUILD = process.env.NODE_ENV === "production" ? "production" : "development";

/** The streaming renderer, as it is (the documents that are not rendered whole). */
export const renderToPipeableStream: typeof RenderToPipeableStream = (
  createRequire(import.meta.url)(rendererFile("server", BUILD)) as {
    renderToPipeableStream: typeof RenderToPipeableStream;
  }
).renderToPipeableStream;

/** The three lines that hold the string, each found once, and what they become. */
const CHANGES: readonly [from: RegExp, to: string][] = [
  [/(\bresult = "",)/, "$1 chunks = [],"],
  [/null !== chunk && \(result \+= chunk\);/, "null !== chunk && chunks.push(chunk);"],
  [/return result;/, 'return chunks.join("");'],
];

/**
 * React's `renderToString` with one change: it gathers the markup's pieces in an array and joins
 * them once at the end, where React appends each piece to one string. Same markup, byte for byte.
 *
 * Why: appending makes a rope of thousands of small strings (several per element: tag, each
 * attribute's name, value and quotes), each node allocated between the render's other objects.
 * The first use of the page (its byte length) flattens the rope by walking every node, and on a
 * machine with a contended memory cache that walk missed the cache at nearly every node: 0.8 ms
 * for the 74 KB home page, a fifth of its uncached CPU (decision 0017), against 0.1 ms for the
 * same rope built with nothing in between. Joining an array reads only the pieces.
 *
 * React offers no way to choose where the pieces go, so its legacy server renderer (the module
 * `react-dom/server` takes `renderToString` from) is loaded from its own file with the three
 * lines that hold the string changed. Should a React version change those lines, React's own
 * `renderToString` is used as it is (and a warning logged): slower, never wrong.
 * `tests/unit/react-dom-server.test.ts` checks that the changed renderer is the one loaded and
 * that its markup is React's.
 */
export const joiningRenderer: RenderToString | null = loadJoiningRenderer(BUILD);

export const renderToString: RenderToString =
  joiningRenderer ??
  (createRequire(import.meta.url)(legacyRendererFile(BUILD)) as { renderToString: RenderToString })
    .renderToString;

/**
 * The file of one of React's Node server renderers ("server": streaming, "server-legacy":
 * `renderToString`), as `react-dom/server.node` loads it for `build`.
 */
function rendererFile(kind: "server" | "server-legacy", build: Build): string {
  const serverEntry = createRequire(import.meta.url).resolve("react-dom/server.node");
  return path.join(path.dirname(serverEntry), "cjs", `react-dom-${kind}.node.${build}.js`);
}

type Build = "production" | "development";

/** The file of React's legacy server renderer, as `react-dom/server` loads it for `build`. */
export function legacyRendererFile(build: Build): string {
  return rendererFile("server-legacy", build);
}

/** The joining renderer made from React's `build`; null (and a warning) if it cannot be made. */
export function loadJoiningRenderer(build: Build): RenderToString | null {
  try {
    const file = legacyRendererFile(build);
    const source = joiningSource(file);
    const module = { exports: {} as { renderToString?: RenderToString } };
    const load = compileFunction(
      source,
      ["exports", "require", "module", "__filename", "__dirname"],
      { filename: file },
    );
    // Its own require: `react` and `react-dom` resolve to the copies the app uses.
    load(module.exports, createRequire(file), module, file, path.dirname(file));
    const render = module.exports.renderToString;
    if (typeof render !== "function") throw new Error(`${file} exports no renderToString`);
    return render;
  } catch (error) {
    logger.warn({ err: error }, "React's renderToString used as it is");
    return null;
  }
}

/** The source of React's renderer in `file` with the changes made; throws if one cannot be. */
export function joiningSource(file: string): string {
  let source = readFileSync(file, "utf8");
  for (const [from, to] of CHANGES) {
    const found = source.match(new RegExp(from.source, "g"))?.length ?? 0;
    if (found !== 1) throw new Error(`expected one ${from} in ${file}, found ${found}`);
    source = source.replace(from, to);
  }
  return source;
}
