/**
 * Posts of a Ghost export that carry no rendered `html`, only their editor document (Lexical
 * since Ghost 5, Mobiledoc before): rendered with Ghost's own published renderers, as Ghost
 * does when it serves them. Versions are pinned, installed from vendor/npm with engines that
 * name Node 20, 22 and 24, where they are tested (decision 0013).
 *
 * They run on a worker thread of their own, started by the first such post: loading them (and
 * the jsdom the Lexical one needs) takes about two seconds of CPU, which on the main thread
 * held every request of the server while an admin import ran (issue 37). Most exports include
 * `html` and never start it.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * Plain JavaScript run with `eval`, so it loads the same way from the sources and the build.
 * Through `require`: the ESM builds of Ghost's Lexical packages import named exports from
 * lexical's CommonJS build, which Node 20 refuses; their CommonJS builds load. Ghost's own node
 * list is given as is; an unknown Mobiledoc card renders as nothing, as in Ghost.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { LexicalHTMLRenderer } = require(workerData.lexicalRenderer);
const { DEFAULT_NODES } = require(workerData.defaultNodes);
const MobiledocHtmlRenderer = require(workerData.mobiledocRenderer);
const cards = require(workerData.defaultCards);
const lexical = new LexicalHTMLRenderer({ nodes: DEFAULT_NODES });
const mobiledoc = new MobiledocHtmlRenderer({ cards, unknownCardHandler: () => {} });
parentPort.on("message", async ({ id, document }) => {
  try {
    let html;
    if (document.lexical.trim()) {
      JSON.parse(document.lexical); // the renderer reports malformed JSON less clearly
      html = await lexical.render(document.lexical, { target: "html" });
    } else {
      html = mobiledoc.render(JSON.parse(document.mobiledoc));
    }
    parentPort.postMessage({ id, html: String(html) });
  } catch {
    parentPort.postMessage({ id, failed: true });
  }
});
`;

export class GhostDocumentError extends Error {}

interface Pending {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
  which: "Lexical" | "Mobiledoc";
}

interface RendererMessage {
  id: number;
  html?: string;
  failed?: boolean;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function rendererThread(): Worker {
  if (worker) return worker;
  const resolve = createRequire(import.meta.url).resolve;
  const thread = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      lexicalRenderer: resolve("@tryghost/kg-lexical-html-renderer"),
      defaultNodes: resolve("@tryghost/kg-default-nodes"),
      mobiledocRenderer: resolve("@tryghost/kg-mobiledoc-html-renderer"),
      defaultCards: resolve("@tryghost/kg-default-cards"),
    },
  });
  thread.on("message", (message: RendererMessage) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (pending.size === 0) thread.unref();
    if (message.failed) {
      // One reason per document kind, so the report groups the posts it skipped.
      waiting.reject(new GhostDocumentError(`its ${waiting.which} document could not be rendered`));
    } else {
      waiting.resolve(message.html ?? "");
    }
  });
  // A thread that cannot load the renderers (or dies) fails what it held, as a server error;
  // the next document starts a new one.
  const fail = (error: Error) => {
    if (worker === thread) worker = null;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  thread.on("error", fail);
  thread.on("exit", (code) => fail(new Error(`Ghost renderer thread exited (${code})`)));
  thread.unref();
  worker = thread;
  return thread;
}

/** The post's HTML from its Lexical or Mobiledoc document (JSON text), before sanitizing. */
export function renderGhostDocument(document: {
  lexical: string;
  mobiledoc: string;
}): Promise<string> {
  const thread = rendererThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, which: document.lexical.trim() ? "Lexical" : "Mobiledoc" });
    thread.ref(); // keep the process alive while a document is being rendered, not after
    thread.postMessage({
      id,
      document: { lexical: document.lexical, mobiledoc: document.mobiledoc },
    });
  });
}

/** Stops the renderer thread (its ~40 MB go with it); the next document starts another. */
export async function stopGhostRenderer(): Promise<void> {
  const thread = worker;
  worker = null;
  if (thread) await thread.terminate();
}
