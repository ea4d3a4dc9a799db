// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { articleEditorExtensions } from "~/components/admin/article-editor-extensions";
import {
  formatCommands,
  insertImage,
  setCodeLanguage,
  updateSelectedImage,
} from "~/components/admin/editor-commands";
import { articleHtml } from "~/components/admin/editor-html";
import { countImagesWithoutAlt } from "~/components/admin/missing-alt";
import { sanitizeArticleHtml } from "~/content/html.server";

/**
 * The editor's tables, callouts, captioned images and code languages: what each makes must be
 * kept byte for byte by the sanitizer and load back into the editor as the same document.
 */
let editor: Editor;
afterEach(() => editor?.destroy());

function open(html: string): Editor {
  editor = new Editor({ extensions: articleEditorExtensions(), content: html });
  return editor;
}

function expectRoundTrip(expected: string) {
  const html = articleHtml(editor);
  expect(html).toBe(expected);
  expect(sanitizeArticleHtml(html)).toBe(
    expected.replace(/<img([^>]*)>/g, '<img$1 loading="lazy" />'),
  );
  const again = new Editor({
    extensions: articleEditorExtensions(),
    content: sanitizeArticleHtml(html),
  });
  try {
    expect(articleHtml(again)).toBe(html);
  } finally {
    again.destroy();
  }
}

const cell = (tag: "th" | "td", text = "") => `<${tag}><p>${text}</p></${tag}>`;
const row = (tag: "th" | "td", count: number) => `<tr>${cell(tag).repeat(count)}</tr>`;

describe("tables", () => {
  it("inserts a 3×3 table with a header row", () => {
    open("<p>Intro</p>").commands.setTextSelection(6);
    expect(formatCommands.insertTable(editor, false)).toBe(true);
    expectRoundTrip(
      `<p>Intro</p><table><tbody>${row("th", 3)}${row("td", 3)}${row("td", 3)}</tbody></table>`,
    );
  });

  it("adds and removes rows and columns at the caret", () => {
    open(`<table><tbody>${row("th", 2)}${row("td", 2)}</tbody></table>`);
    editor.commands.setTextSelection(4); // inside the first header cell
    expect(formatCommands.addColumnAfter(editor, false)).toBe(true);
    expect(formatCommands.addRowAfter(editor, false)).toBe(true);
    expectRoundTrip(`<table><tbody>${row("th", 3)}${row("td", 3)}${row("td", 3)}</tbody></table>`);
    expect(formatCommands.deleteColumn(editor, false)).toBe(true);
    expect(formatCommands.deleteRow(editor, false)).toBe(true);
    expectRoundTrip(`<table><tbody>${row("td", 2)}${row("td", 2)}</tbody></table>`);
    expect(formatCommands.deleteTable(editor, false)).toBe(true);
    expect(articleHtml(editor)).toBe("");
  });

  it("does nothing to rows outside a table", () => {
    open("<p>Text</p>");
    expect(formatCommands.addRowAfter(editor, false)).toBe(false);
  });

  it("keeps cell spans", () => {
    open('<table><tr><th colspan="2">a</th></tr><tr><td>b</td><td>c</td></tr></table>');
    expectRoundTrip(
      '<table><tbody><tr><th colspan="2"><p>a</p></th></tr><tr><td><p>b</p></td><td><p>c</p></td></tr></tbody></table>',
    );
  });
});

describe("callouts", () => {
  it("wraps the paragraph in a callout and unwraps it again", () => {
    open("<p>Heads up</p>").commands.setTextSelection(3);
    expect(formatCommands.callout(editor, false)).toBe(true);
    expectRoundTrip('<aside class="callout" role="note"><p>Heads up</p></aside>');
    expect(formatCommands.callout(editor, false)).toBe(true);
    expect(articleHtml(editor)).toBe("<p>Heads up</p>");
  });
});

describe("images with captions and alt text", () => {
  it("inserts a captioned image as a figure", () => {
    open("<p>Intro</p>").commands.setTextSelection(6);
    insertImage(editor, { src: "/media/rack.webp", alt: "A server rack", caption: "Our new rack" });
    expectRoundTrip(
      '<p>Intro</p><figure><img src="/media/rack.webp" alt="A server rack"><figcaption>Our new rack</figcaption></figure>',
    );
  });

  it("adds, edits and removes the caption and alt of the selected image", () => {
    open('<img src="/media/a.webp" alt="">');
    editor.commands.setNodeSelection(0);
    expect(countImagesWithoutAlt(editor.state.doc)).toBe(1);
    updateSelectedImage(editor, "A cat", "Meet Tom");
    expectRoundTrip(
      '<figure><img src="/media/a.webp" alt="A cat"><figcaption>Meet Tom</figcaption></figure>',
    );
    expect(countImagesWithoutAlt(editor.state.doc)).toBe(0);
    updateSelectedImage(editor, "", "");
    expectRoundTrip('<img src="/media/a.webp" alt="">');
  });

  it("counts captioned and plain images without alt text", () => {
    open(
      '<img src="/media/a.webp"><figure><img src="/media/b.webp" alt=" "><figcaption>b</figcaption></figure><img src="/media/c.webp" alt="c">',
    );
    expect(countImagesWithoutAlt(editor.state.doc)).toBe(2);
  });
});

describe("code blocks with a language", () => {
  it("stores the language as a language- class", () => {
    open("<p>const a = 1;</p>").commands.setTextSelection(2);
    formatCommands.codeBlock(editor, false);
    expect(setCodeLanguage(editor, "typescript")).toBe(true);
    expectRoundTrip('<pre><code class="language-typescript">const a = 1;</code></pre>');
    setCodeLanguage(editor, null);
    expectRoundTrip("<pre><code>const a = 1;</code></pre>");
  });
});
