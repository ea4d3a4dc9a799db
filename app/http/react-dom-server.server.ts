import { createRequire } from "node:module";
import path from "node:path";
import { compileFunction } from "node:vm";
import type { ReactNode } from "react";
import type { renderToPipeableStream as RenderToPipeableStream } from "react-dom/server";
import {
  changedSource,
  legacyRendererFile,
  rendererFile,
  type Build,
} from "./react-renderer-patch.server";

// React's server renderers, as `react-dom/server` gives them, loaded here from their own files
// instead: the legacy one (`renderToString`) is loaded changed (below), and `react-dom/server`
// would load and compile it a second time at every start.

type RenderToString = (node: ReactNode) => string;

const BUILD: Build = process.env.NODE_ENV === "production" ? "production" : "development";

/** The streaming renderer, as it is (the documents that are not rendered whole). */
export const renderToPipeableStream: typeof RenderToPipeableStream = (
  createRequire(import.meta.url)(rendererFile("server", BUILD)) as {
    renderToPipeableStream: typeof RenderToPipeableStream;
  }
).renderToPipeableStream;

/** Where a render's pieces go. */
interface Sink<Output> {
  push(chunk: string): void;
  done(): Output;
}

/** Pieces gathered in an array and joined once. */
class JoinedString implements Sink<string> {
  private readonly chunks: string[] = [];
  push(chunk: string) {
    this.chunks.push(chunk);
  }
  done() {
    return this.chunks.join("");
  }
}

/**
 * Pieces written as UTF-8 while they are fresh, `prefix` first; a buffer of their exact length.
 * Small pieces are joined a batch at a time (a write per piece cost more than it saved).
 */
class Utf8Bytes implements Sink<Buffer<ArrayBuffer>> {
  private bytes = takeScratch();
  private length = 0;
  private batch: string[] = [];
  constructor(prefix: string) {
    this.write(prefix);
  }
  push(chunk: string) {
    this.batch.push(chunk);
    if (this.batch.length === BATCH) this.flush();
  }
  done() {
    this.flush();
    const exact = Buffer.allocUnsafeSlow(this.length);
    this.bytes.copy(exact, 0, 0, this.length);
    giveBackScratch(this.bytes);
    return exact;
  }
  private flush() {
    if (this.batch.length === 0) return;
    this.write(this.batch.join(""));
    this.batch = [];
  }
  private write(text: string) {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    const room = text.length * 3;
    if (this.bytes.length - this.length < room) {
      const larger = Buffer.allocUnsafeSlow(Math.max(2 * this.bytes.length, this.length + room));
      this.bytes.copy(larger, 0, 0, this.length);
      this.bytes = larger;
    }
    this.length += this.bytes.write(text, this.length);
  }
}

const BATCH = 64;

/**
 * One buffer the renders write into, in turn (a render is synchronous): it stays in the CPU's
 * cache between pages, where a new one per page was 64 KB of fresh memory. One that grew past
 * SCRATCH_KEPT (a huge page) is not kept.
 */
let scratch: Buffer<ArrayBuffer> | null = null;
const SCRATCH_KEPT = 1024 * 1024;

function takeScratch(): Buffer<ArrayBuffer> {
  const taken = scratch ?? Buffer.allocUnsafeSlow(128 * 1024);
  scratch = null;
  return taken;
}

function giveBackScratch(bytes: Buffer<ArrayBuffer>) {
  if (bytes.length <= SCRATCH_KEPT) scratch = bytes;
}

const joinedString = (): Sink<unknown> => new JoinedString();
let nextSink = joinedString;

/** The sink of the render starting now (called once per render, by React's changed code). */
function newSink(): Sink<unknown> {
  const make = nextSink;
  nextSink = joinedString;
  return make();
}

/**
 * React's `renderToString` with one change: the markup's pieces go to a sink of ours instead of
 * being appended to one string. Same markup, byte for byte.
 *
 * Why: appending makes a rope of thousands of small strings (several per element: tag, each
 * attribute's name, value and quotes), each allocated between the render's other objects. The
 * first use of the page (its byte length) flattens the rope by walking every node, and on a
 * machine with a contended memory cache that walk missed the cache at nearly every node: 0.8 ms
 * for the 74 KB home page, a fifth of its uncached CPU (decision 0017), against 0.1 ms for the
 * same rope built with nothing in between. Joining the pieces at the end costs the same misses
 * (3,500 pieces on the home page, 0.9 ms); writing each as UTF-8 while it is fresh does not.
 *
 * React offers no way to choose where the pieces go, so its legacy server renderer (the module
 * `react-dom/server` takes `renderToString` from) is loaded from its own file with the three
 * lines that hold the string changed (`./react-renderer-patch.server`). Should a React version
 * change those lines, loading this module throws (the server does not start), and so do the build
 * and the tests: the team decides whether to follow React's new source or drop the change; it
 * never runs React's own renderer quietly. It is not one of the render keepers
 * (`RENDER_KEEPERS`): it keeps nothing between requests.
 * `tests/unit/react-dom-server.test.ts` checks that the changed renderer is the one loaded and
 * that its markup is React's.
 */
export const changedRenderer: RenderToString = loadChangedRenderer(BUILD);

/** `renderToString`: the markup as one string (the kept parts of pages). */
export const renderToString: RenderToString = changedRenderer;

/** A whole document as UTF-8 bytes, `prefix` (its doctype) first. */
export function renderToBytes(node: ReactNode, prefix: string): Buffer<ArrayBuffer> {
  nextSink = () => new Utf8Bytes(prefix);
  try {
    return changedRenderer(node) as unknown as Buffer<ArrayBuffer>;
  } finally {
    nextSink = joinedString;
  }
}

/** The changed renderer made from React's `build`; throws if the change does not fit it. */
export function loadChangedRenderer(build: Build): RenderToString {
  const file = legacyRendererFile(build);
  const source = changedSource(file);
  const module = { exports: {} as { renderToString?: RenderToString } };
  const load = compileFunction(
    source,
    ["exports", "require", "module", "__filename", "__dirname", "newSink"],
    { filename: file },
  );
  // Its own require: `react` and `react-dom` resolve to the copies the app uses.
  load(module.exports, createRequire(file), module, file, path.dirname(file), newSink);
  const render = module.exports.renderToString;
  if (typeof render !== "function") throw new Error(`${file} exports no renderToString`);
  return render;
}
