import { createElement, Suspense, type ReactElement } from "react";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import {
  hasClientRenderedBoundary,
  bytesOfDocument,
  renderWholeDocument,
  wholeDocumentResponse,
} from "~/http/whole-document.server";

/** What renderWholeDocument reads of React Router's entry context: the hydration data stream. */
function contextWith(chunks: Uint8Array[]) {
  const serverHandoffStream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return { serverHandoffStream, renderMeta: {} } as unknown as EntryContext;
}

/** Shows the cached hydration data the way React Router's <StreamTransfer> reads it. */
function HydrationData({ context }: { context: EntryContext }): ReactElement {
  const cache = context.renderMeta!.streamCache!;
  const values: string[] = [];
  for (let id = 0; ; id += 1) {
    const entry = cache[id];
    if (!entry?.result) throw entry ?? new Promise(() => {}); // unread: it would suspend
    values.push(entry.result.value);
    if (entry.result.done) break;
  }
  return createElement("script", { dangerouslySetInnerHTML: { __html: values.join("|") } });
}

const page = (context: EntryContext, body: ReactElement) => () =>
  createElement(
    "html",
    null,
    createElement("body", null, body, createElement(HydrationData, { context })),
  );

describe("a document rendered in one pass", () => {
  it("has the doctype, the markup and every chunk of the hydration data, in order", async () => {
    // "é" split across two chunks: decoded as one stream, as <StreamTransfer> does.
    const bytes = new TextEncoder().encode('["café"]');
    const context = contextWith([bytes.slice(0, 6), bytes.slice(6)]);
    const html = await renderWholeDocument(context, page(context, createElement("p", null, "Hi")));
    expect(html?.toString("utf8")).toBe(
      '<!DOCTYPE html><html><head></head><body><p>Hi</p><script>["caf|é"]|</script></body></html>',
    );
  });

  it("is not made when the page suspends: the streaming renderer gets the data from the cache", async () => {
    const context = contextWith([new TextEncoder().encode('{"a":1}')]);
    const never = new Promise<never>(() => {});
    function Waits(): ReactElement {
      throw never;
    }
    const body = createElement(Suspense, { fallback: "…" }, createElement(Waits));
    expect(await renderWholeDocument(context, page(context, body))).toBeNull();
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0]!.result).toEqual({ done: false, value: '{"a":1}' });
    expect(cache[1]!.result).toEqual({ done: true, value: "" });
  });

  it("is not made without hydration data", async () => {
    const context = { renderMeta: {} } as unknown as EntryContext;
    expect(await renderWholeDocument(context, () => createElement("html"))).toBeNull();
  });
});

describe("the client-rendered boundary", () => {
  it("is found wherever it is, and only whole", () => {
    const page = (html: string) => Buffer.from(html);
    expect(hasClientRenderedBoundary(page("<!--$!--><p>fallback</p><!--/$-->"))).toBe(true);
    expect(hasClientRenderedBoundary(page("<p>$38 million, €5</p><div><!--$!--></div>"))).toBe(
      true,
    );
    expect(hasClientRenderedBoundary(page("<p>$!--> and <!--$--> and <!-- $!--></p>"))).toBe(false);
    expect(hasClientRenderedBoundary(page("$!-->"))).toBe(false);
    expect(hasClientRenderedBoundary(page(""))).toBe(false);
  });
});

describe("a whole document's response", () => {
  it("hands its caller the bytes it was made from, with the status and headers given", () => {
    const html = Buffer.from("<!DOCTYPE html><html><body>Café ✓</body></html>");
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    const response = wholeDocumentResponse(html, { status: 404, headers });
    expect(bytesOfDocument(response)).toBe(html);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // No copy of the page behind a stream that nothing reads.
    expect(response.body).toBeNull();
  });

  it("knows no other response", () => {
    expect(bytesOfDocument(new Response("<p>elsewhere</p>"))).toBeUndefined();
  });
});
