/**
 * Posts of a Ghost export that carry no rendered `html`, only their editor document (Lexical
 * since Ghost 5, Mobiledoc before): rendered with Ghost's own published renderers, as Ghost
 * does when it serves them. The renderers (and the jsdom the Lexical one needs) load on the
 * first such post only; most exports include `html` and never load them. Versions are pinned
 * to the last releases that run on Node 20 (decision 0013).
 */
import { createRequire } from "node:module";
import type * as DefaultNodesModule from "@tryghost/kg-default-nodes";
import type * as LexicalRendererModule from "@tryghost/kg-lexical-html-renderer";

interface Renderers {
  lexical: { render(state: string, options?: { target?: "html" }): Promise<string> };
  mobiledoc: { render(document: unknown): string };
}

type LexicalNodes = NonNullable<
  ConstructorParameters<typeof LexicalRendererModule.LexicalHTMLRenderer>[0]
>["nodes"];

let renderers: Renderers | null = null;

/**
 * Through `require`: the ESM builds of Ghost's Lexical packages import named exports from
 * lexical's CommonJS build, which Node 20 refuses; their CommonJS builds load.
 */
function loadRenderers(): Renderers {
  const require = createRequire(import.meta.url);
  const { LexicalHTMLRenderer } =
    require("@tryghost/kg-lexical-html-renderer") as typeof LexicalRendererModule;
  const { DEFAULT_NODES } = require("@tryghost/kg-default-nodes") as typeof DefaultNodesModule;
  const MobiledocHtmlRenderer = require("@tryghost/kg-mobiledoc-html-renderer") as new (options: {
    cards: unknown[];
    unknownCardHandler: () => void;
  }) => Renderers["mobiledoc"];
  const cards = require("@tryghost/kg-default-cards") as unknown[];
  return {
    // Ghost's own node list; its declared types lag its node-replacement entries.
    lexical: new LexicalHTMLRenderer({ nodes: DEFAULT_NODES as unknown as LexicalNodes }),
    // An unknown card renders as nothing, as in Ghost.
    mobiledoc: new MobiledocHtmlRenderer({ cards, unknownCardHandler: () => {} }),
  };
}

export class GhostDocumentError extends Error {}

/** The post's HTML from its Lexical or Mobiledoc document (JSON text), before sanitizing. */
export async function renderGhostDocument(document: {
  lexical: string;
  mobiledoc: string;
}): Promise<string> {
  renderers ??= loadRenderers();
  try {
    if (document.lexical.trim()) {
      JSON.parse(document.lexical); // the renderer reports malformed JSON less clearly
      return await renderers.lexical.render(document.lexical, { target: "html" });
    }
    return renderers.mobiledoc.render(JSON.parse(document.mobiledoc));
  } catch {
    // One reason per document kind, so the report groups the posts it skipped.
    const which = document.lexical.trim() ? "Lexical" : "Mobiledoc";
    throw new GhostDocumentError(`its ${which} document could not be rendered`);
  }
}
