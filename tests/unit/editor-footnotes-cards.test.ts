// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { articleEditorExtensions } from "~/components/admin/article-editor-extensions";
import { articleHtml } from "~/components/admin/editor-html";
import { insertFootnoteFromLine } from "~/components/admin/footnote-node";
import { NodeSelection } from "@tiptap/pm/state";
import { footnoteReferenceHtml, footnotesSectionHtml } from "~/content/footnotes";
import { sanitizeArticleHtml } from "~/content/html.server";

/** Footnotes and bookmark cards in the real editor: numbered in text order, kept by the sanitizer. */
let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function load(html: string): Editor {
  editor = new Editor({ extensions: articleEditorExtensions(), content: html });
  return editor;
}

const stored =
  `<p>One${footnoteReferenceHtml(1)} and two${footnoteReferenceHtml(2)}.</p>` +
  footnotesSectionHtml([
    "First <em>note</em>.",
    'Second, <a href="https://example.com/">source</a>.',
  ]);

describe("footnotes in the editor", () => {
  it("load from stored HTML and serialise back to the same bytes the sanitizer keeps", () => {
    const html = articleHtml(load(stored));
    expect(html).toBe(stored);
    const clean = sanitizeArticleHtml(html);
    expect(sanitizeArticleHtml(clean)).toBe(clean);
    expect(clean).toContain('<a href="#fn-1" id="fnref-1" role="doc-noteref"');
    expect(clean).toContain('<li id="fn-2">Second, <a href="https://example.com/"');
  });

  it("renumber when one is deleted or moved", () => {
    const current = load(stored);
    // Delete the first reference (the footnote node right after "One").
    let first = -1;
    current.state.doc.descendants((node, pos) => {
      if (first < 0 && node.type.name === "footnote") first = pos;
    });
    current
      .chain()
      .deleteRange({ from: first, to: first + 1 })
      .run();
    const html = articleHtml(current);
    expect(html).toContain(`two${footnoteReferenceHtml(1)}.`);
    expect(html).toContain('<li id="fn-1">Second, ');
    expect(html).not.toContain("fn-2");
  });

  it("insert at the caret with the note as an attribute", () => {
    const current = load("<p>Claim</p>");
    current
      .chain()
      .setTextSelection(6)
      .insertContent({ type: "footnote", attrs: { note: "Source" } })
      .run();
    expect(articleHtml(current)).toBe(
      `<p>Claim${footnoteReferenceHtml(1)}</p>${footnotesSectionHtml(["Source"])}`,
    );
  });
});

describe("/footnote from the / menu", () => {
  /** What choosing Footnote does: the typed `/footnote` goes, the reference goes in, selected. */
  function chooseFootnote(current: Editor, lineStart: number) {
    const { from } = current.state.selection;
    current.chain().deleteRange({ from: lineStart, to: from }).run();
    insertFootnoteFromLine(current);
  }

  it("on an empty line under a sentence: at the end of that sentence, the empty line gone", () => {
    const current = load("<p>Chips are made in fabs.</p><p>/footnote</p>");
    const lineStart = current.state.doc.child(0).nodeSize + 1;
    current.commands.setTextSelection(current.state.doc.content.size - 1);
    chooseFootnote(current, lineStart);
    const { selection } = current.state;
    expect(selection).toBeInstanceOf(NodeSelection);
    expect((selection as NodeSelection).node.type.name).toBe("footnote");
    current.chain().updateAttributes("footnote", { note: "Fabrication plants" }).run();
    expect(articleHtml(current)).toBe(
      `<p>Chips are made in fabs.${footnoteReferenceHtml(1)}</p>${footnotesSectionHtml(["Fabrication plants"])}`,
    );
  });

  it("on the first line, or after a block that is not a paragraph: where the line is", () => {
    const first = load("<p>/footnote</p>");
    first.commands.setTextSelection(first.state.doc.content.size - 1);
    chooseFootnote(first, 1);
    first.chain().updateAttributes("footnote", { note: "Alone" }).run();
    expect(articleHtml(first)).toBe(
      `<p>${footnoteReferenceHtml(1)}</p>${footnotesSectionHtml(["Alone"])}`,
    );
    first.destroy();

    const afterRule = load("<hr><p>/footnote</p>");
    afterRule.commands.setTextSelection(afterRule.state.doc.content.size - 1);
    chooseFootnote(afterRule, 2);
    afterRule.chain().updateAttributes("footnote", { note: "N" }).run();
    expect(articleHtml(afterRule)).toBe(
      `<hr><p>${footnoteReferenceHtml(1)}</p>${footnotesSectionHtml(["N"])}`,
    );
  });

  it("in the middle of a sentence: at the caret", () => {
    const current = load("<p>Claim /footnote</p>");
    // Not the menu's case (it opens only on an otherwise empty line), but the helper is safe.
    current.commands.setTextSelection(7);
    insertFootnoteFromLine(current);
    current.chain().updateAttributes("footnote", { note: "Src" }).run();
    expect(articleHtml(current)).toBe(
      `<p>Claim ${footnoteReferenceHtml(1)}/footnote</p>${footnotesSectionHtml(["Src"])}`,
    );
  });
});

describe("bookmark cards in the editor", () => {
  const card =
    '<figure class="bookmark-card"><a href="https://example.com/story"><span class="bookmark-text"><strong>A story</strong><span class="bookmark-description">What it says</span><span class="bookmark-site">Example</span></span><img src="/media/2026/11/a-640.webp" alt=""></a></figure>';

  it("round-trip through the editor and the sanitizer", () => {
    const html = articleHtml(load(card));
    expect(html).toBe(card);
    expect(sanitizeArticleHtml(html)).toBe(
      card
        .replace(
          '<a href="https://example.com/story">',
          '<a href="https://example.com/story" rel="noopener noreferrer nofollow" target="_blank">',
        )
        .replace('alt="">', 'alt="" loading="lazy" />'),
    );
  });
});
