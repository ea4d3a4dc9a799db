import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Renders a document in one synchronous pass, for a page that is wanted whole (the page cache's
 * renders: anonymous public pages, which it stores or sends complete anyway). Returns null when
 * the page cannot be rendered that way; the caller then streams it as before.
 *
 * The streaming renderer writes every piece of markup into a byte buffer as it goes (React's
 * `writeChunk` and `TextEncoder.encodeInto` were a tenth of a page's CPU) and pipes it through
 * Node and web streams, and React Router's hydration data suspends the render until it is read.
 * Here the hydration data is read first and handed to React Router's `<StreamTransfer>` through
 * its stream cache (`renderMeta.streamCache`, part of `EntryContext`), so nothing suspends, and
 * `renderToString` builds the page as one string.
 */
export async function renderWholeDocument(
  routerContext: EntryContext,
  app: () => ReactElement,
): Promise<string | null> {
  const handoff = routerContext.serverHandoffStream;
  if (!handoff || !routerContext.renderMeta) return null;
  const chunks = await readAll(handoff);
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  chunks.forEach((chunk, identifier) => {
    cache[identifier] = settled({ done: false, value: decoder.decode(chunk, { stream: true }) });
  });
  cache[chunks.length] = settled({ done: true, value: decoder.decode() });
  // The streaming renderer, if it is needed after all, takes the data from this cache too.
  routerContext.renderMeta.streamCache = cache;

  const html = renderToString(app());
  // A boundary that suspended anyway (or failed) is left to the client by renderToString
  // ("<!--$!-->"); the streaming renderer waits for it instead.
  if (html.includes("<!--$!-->")) return null;
  // renderToString leaves out the doctype that the streaming renderer writes before <html>.
  return `<!DOCTYPE html>${html}`;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
  }
  reader.releaseLock();
  return chunks;
}

function settled(result: { done: boolean; value: string }): StreamCache[number] {
  return Object.assign(Promise.resolve(), { result });
}
