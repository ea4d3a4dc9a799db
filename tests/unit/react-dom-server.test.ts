import { createRequire } from "node:module";
import { Fragment, Suspense, createElement as h, useId, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  changedRenderer,
  loadChangedRenderer,
  renderToBytes,
  renderToString,
} from "~/http/react-dom-server.server";
import {
  CHANGES,
  changedSource,
  legacyRendererFile,
  patchLegacyRenderer,
  RendererPatchError,
} from "~/http/react-renderer-patch.server";

function Labelled({ label }: { label: string }) {
  const id = useId();
  return h(
    "p",
    null,
    h("label", { htmlFor: id }, label),
    h("input", { id, defaultValue: `"${label}" & <more>` }),
  );
}

let suspended = true;
function Waits(): ReactNode {
  if (suspended) throw new Promise(() => {});
  return "ready";
}

function Page() {
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("title", null, "Café — “quoted” & escaped"),
      h("meta", { name: "description", content: '<script>alert("x")</script>' }),
    ),
    h(
      "body",
      { className: "min-h-screen", style: { marginTop: 4, color: "red" } },
      h(
        "main",
        null,
        ["日本語", 42, 0, null, false, "plain", "“tail”"].map((value, index) =>
          h("span", { key: index, "data-index": index }, value),
        ),
        h(Labelled, { label: "Search" }),
        h("div", { dangerouslySetInnerHTML: { __html: "<b>kept</b> markup — as is" } }),
        h(Fragment, null, "text one", "text two"),
        h(Suspense, { fallback: h("em", null, "loading") }, h(Waits)),
        h(
          "svg",
          { viewBox: "0 0 24 24", "aria-hidden": true },
          h("path", { d: "M4 4l16 16", strokeWidth: 2 }),
        ),
      ),
    ),
  );
}

function Broken(): ReactNode {
  throw new Error("broken part");
}

describe("renderToString that joins its pieces", () => {
  it("is the one the server uses: React's renderer loaded with the three lines changed", () => {
    const reacts = createRequire(import.meta.url)(legacyRendererFile("development")) as {
      renderToString: unknown;
    };
    expect(renderToString).toBe(changedRenderer);
    expect(changedRenderer).not.toBe(reacts.renderToString);
  });

  it("gives React's own markup, byte for byte", () => {
    const joining = loadChangedRenderer("development");
    const reacts = createRequire(import.meta.url)(legacyRendererFile("development")) as {
      renderToString: (node: ReactNode) => string;
    };
    expect(joining).not.toBe(reacts.renderToString);
    for (const waiting of [true, false]) {
      suspended = waiting;
      const markup = joining(h(Page));
      expect(markup).toBe(reacts.renderToString(h(Page)));
      expect(markup).toContain("日本語");
      expect(markup).toContain(waiting ? "<!--$!-->" : "ready");
    }
    expect(joining(h("p", null, "x"))).toBe("<p>x</p>");
    expect(() => joining(h(Broken))).toThrow("broken part");
  });

  it("renders a whole document as UTF-8 bytes, the prefix first, whatever its length", () => {
    const reacts = createRequire(import.meta.url)(legacyRendererFile("development")) as {
      renderToString: (node: ReactNode) => string;
    };
    suspended = false;
    // Pieces in one batch, in several, and large pieces among small ones.
    for (const rows of [0, 1, 40, 2_000]) {
      const page = h(
        "div",
        null,
        h(Page),
        Array.from({ length: rows }, (_, row) =>
          h("p", { key: row, className: `row-${row}` }, `“${row}” — ${"x".repeat(row % 97)}`),
        ),
        h("div", { dangerouslySetInnerHTML: { __html: "é".repeat(50_000) } }),
      );
      const bytes = renderToBytes(page, "<!DOCTYPE html>");
      const expected = Buffer.from(`<!DOCTYPE html>${reacts.renderToString(page)}`);
      expect(bytes.equals(expected)).toBe(true);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
    // Renders share a scratch buffer: what one returned is its own.
    const first = renderToBytes(h("p", null, "first"), "");
    renderToBytes(h("p", null, "second"), "");
    expect(first.toString()).toBe("<p>first</p>");
  });

  it("finds the lines it changes in React's production build too", () => {
    // Not rendered here: the production renderer needs React's production build, and tests run
    // the development one. The servers' byte comparison covers its markup (decision 0017).
    const source = changedSource(legacyRendererFile("production"));
    expect(source).toContain("sink.push(chunk)");
    expect(source).not.toContain("result += chunk");
  });

  it("refuses, loudly, a React whose renderer no longer has a line it changes", () => {
    // A React upgrade that renames the string, drops a line or repeats one: the change throws,
    // naming the React version, the file and the line it expected, so the server, the build
    // and these tests stop instead of quietly running React's own, slower renderer.
    const file = legacyRendererFile("production");
    const source = readFileSync(file, "utf8");
    expect(patchLegacyRenderer(source, file, "19.3.1")).toContain("sink.done()");
    const upgrades = {
      renamed: source.replace(
        /null !== chunk && \(result \+= chunk\);/,
        "null !== chunk && (out += chunk);",
      ),
      dropped: source.replace(/return result;/, "return result.valueOf();"),
      repeated: source.replace(/return result;/, "return result; return result;"),
    };
    for (const [change, upgraded] of Object.entries(upgrades)) {
      expect(upgraded, change).not.toBe(source);
      expect(() => patchLegacyRenderer(upgraded, file, "20.0.0"), change).toThrow(
        RendererPatchError,
      );
    }
    const message = (() => {
      try {
        patchLegacyRenderer(upgrades.renamed, file, "20.0.0");
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("react-dom 20.0.0");
    expect(message).toContain(file);
    expect(message).toContain(String(CHANGES[1]![0]));
    expect(message).toContain("Decide on purpose");
  });
});
