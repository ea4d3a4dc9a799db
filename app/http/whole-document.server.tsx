import type { ReactElement } from "react";
import { renderToBytes } from "./react-dom-server.server";
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
 * React's `renderToString`, changed to write its pieces as UTF-8 a batch at a time
 * (`renderToBytes`), makes the page's bytes in one pass.
 */
export async function renderWholeDocument(
  routerContext: EntryContext,
  app: () => ReactElement,
): Promise<Buffer<ArrayBuffer> | null> {
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

  // Straight to UTF-8 bytes as React makes each piece (`renderToBytes`), the doctype first:
  // renderToString leaves it out, the streaming renderer writes it before <html>. The page is
  // searched as bytes below, never as one string.
  const bytes = renderToBytes(app(), DOCTYPE);
  // A boundary that suspended anyway (or failed) is left to the client by renderToString
  // ("<!--$!-->"); the streaming renderer waits for it instead.
  return hasClientRenderedBoundary(bytes) ? null : bytes;
}

const DOCTYPE = "<!DOCTYPE html>";
const BOUNDARY_START = Buffer.from("<!--");
const BOUNDARY_END = Buffer.from("$!-->");

/**
 * Whether the page holds "<!--$!-->". Searched from its rare "$" rather than its "<", which
 * starts every tag: the plain search tried the pattern at each of them (~1 % of an article's
 * uncached CPU).
 */
export function hasClientRenderedBoundary(page: Buffer): boolean {
  for (let at = page.indexOf(BOUNDARY_END); at !== -1; at = page.indexOf(BOUNDARY_END, at + 1)) {
    if (
      at >= BOUNDARY_START.length &&
      page.subarray(at - BOUNDARY_START.length, at).equals(BOUNDARY_START)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The bytes of each document response made here, for the caller that asked for the page whole
 * (the page cache): reading them back through the `Response` body stream copies the page again
 * (~45 µs for a 57 KB article, 2 % of its uncached CPU). Weak: a response nobody asks about is
 * collected.
 */
const documentBytes = new WeakMap<Response, Buffer>();

/**
 * A whole document as a `Response` for the page cache, which reads its bytes with
 * `bytesOfDocument`. The response itself has no body: given the bytes, undici copies them and
 * makes a stream to read the copy (1–2 % of an uncached page's CPU), which nothing reads. React
 * Router hands the response from the entry to its caller as it is.
 */
export function wholeDocumentResponse(bytes: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(null, init);
  documentBytes.set(response, bytes);
  return response;
}

/** The bytes of a response made by `wholeDocumentResponse`; undefined for any other. */
export function bytesOfDocument(response: Response): Buffer | undefined {
  return documentBytes.get(response);
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
