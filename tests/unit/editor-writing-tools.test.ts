// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { articleEditorExtensions } from "~/components/admin/article-editor-extensions";
import { isAutolinkText } from "~/components/admin/autolink-rules";
import { leaveEnclosingBlock } from "~/components/admin/block-exit";
import { formatCommands } from "~/components/admin/editor-commands";
import { articleHtml } from "~/components/admin/editor-html";
import { normalizeCodeLanguage } from "~/content/code-languages";
import { displayArticleHtml, sanitizeArticleHtml } from "~/content/html.server";

let editor: Editor;
afterEach(() => editor?.destroy());

function open(html: string): Editor {
  editor = new Editor({ extensions: articleEditorExtensions(), content: html });
  return editor;
}

/** Types `text` at the caret the way a keyboard does, so input rules run. */
function type(text: string) {
  for (const character of text) {
    const { from, to } = editor.state.selection;
    const handled = editor.view.someProp("handleTextInput", (handler) =>
      handler(editor.view, from, to, character, () =>
        editor.state.tr.insertText(character, from, to),
      ),
    );
    if (!handled) editor.view.dispatch(editor.state.tr.insertText(character, from, to));
  }
}

describe("code language aliases", () => {
  it.each([
    ["ts", "typescript"],
    ["TSX", "typescript"],
    ["js", "javascript"],
    ["py", "python"],
    ["sh", "bash"],
    ["shell", "bash"],
    ["yml", "yaml"],
    ["rb", "ruby"],
    ["rs", "rust"],
    ["go", "go"],
    ["golang", "go"],
    ["c++", "cpp"],
    ["Python", "python"],
    ["text", "plaintext"],
  ])("%s is stored as %s", (alias, id) => {
    expect(normalizeCodeLanguage(alias)).toBe(id);
  });

  it("knows nothing of unknown names, prototype keys or blanks", () => {
    for (const name of [
      "cobol",
      "constructor",
      "__proto__",
      "toString",
      "",
      "  ",
      null,
      undefined,
    ]) {
      expect(normalizeCodeLanguage(name)).toBeNull();
    }
  });

  it("the sanitizer stores the highlighter's name and drops an unknown one", () => {
    expect(sanitizeArticleHtml('<pre><code class="language-ts">let a;</code></pre>')).toBe(
      '<pre><code class="language-typescript">let a;</code></pre>',
    );
    expect(sanitizeArticleHtml('<pre><code class="hljs lang-py x">a</code></pre>')).toBe(
      '<pre><code class="language-python">a</code></pre>',
    );
    expect(sanitizeArticleHtml('<pre><code class="language-cobol">MOVE</code></pre>')).toBe(
      "<pre><code>MOVE</code></pre>",
    );
    expect(displayArticleHtml('<pre><code class="language-sh">echo hi</code></pre>')).toContain(
      'class="language-bash hljs"',
    );
  });

  it("the editor normalises loaded and typed languages", () => {
    open(
      '<pre><code class="language-yml">a: 1</code></pre><pre><code class="language-x">b</code></pre>',
    );
    expect(articleHtml(editor)).toBe(
      '<pre><code class="language-yaml">a: 1</code></pre><pre><code>b</code></pre>',
    );
    open("<p></p>").commands.setTextSelection(1);
    type("```ts ");
    type("const a = 1;");
    expect(articleHtml(editor)).toBe(
      '<pre><code class="language-typescript">const a = 1;</code></pre>',
    );
    open("<p></p>").commands.setTextSelection(1);
    type("```brainfuck ");
    type("+");
    expect(articleHtml(editor)).toBe("<pre><code>+</code></pre>");
  });
});

describe("autolinking", () => {
  it("links only text that says it is an address", () => {
    expect(isAutolinkText("https://example.com")).toBe(true);
    expect(isAutolinkText("www.example.com")).toBe(true);
    expect(isAutolinkText("mailto:a@example.com")).toBe(true);
    for (const text of ["code.Tab", "index.ts", "config.yml", "example.com", "a.b"]) {
      expect(isAutolinkText(text)).toBe(false);
    }
  });

  it("typing code.Tab and a space does not make a link, a full address does", () => {
    open("<p></p>").commands.setTextSelection(1);
    type("Press code.Tab now");
    expect(articleHtml(editor)).toBe("<p>Press code.Tab now</p>");
    type(" see https://example.com/x ");
    expect(articleHtml(editor)).toContain(
      '<a href="https://example.com/x">https://example.com/x</a>',
    );
  });
});

describe("entering and leaving tables and code blocks", () => {
  it("puts the caret in the first cell after inserting a table", () => {
    open("<p>Before</p><p></p>").commands.setTextSelection(9);
    formatCommands.insertTable(editor, false);
    type("Name");
    expect(articleHtml(editor)).toMatch(
      /^<p>Before<\/p><table><tbody><tr><th><p>Name<\/p><\/th><th>/,
    );
  });

  it("Mod+Enter leaves a table or code block for a new paragraph below it", () => {
    open("<table><tbody><tr><td><p>a</p></td></tr></tbody></table><p>End</p>");
    editor.commands.setTextSelection(4);
    expect(leaveEnclosingBlock(editor.state, (tr) => editor.view.dispatch(tr))).toBe(true);
    type("After");
    expect(articleHtml(editor)).toBe(
      "<table><tbody><tr><td><p>a</p></td></tr></tbody></table><p>After</p><p>End</p>",
    );

    open("<pre><code>x = 1</code></pre>").commands.setTextSelection(3);
    expect(leaveEnclosingBlock(editor.state, (tr) => editor.view.dispatch(tr))).toBe(true);
    type("Then");
    expect(articleHtml(editor)).toBe("<pre><code>x = 1</code></pre><p>Then</p>");

    open("<p>plain</p>").commands.setTextSelection(2);
    expect(leaveEnclosingBlock(editor.state)).toBe(false);
  });
});
