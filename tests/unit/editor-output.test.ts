// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { articleEditorExtensions } from "~/components/admin/article-editor-extensions";
import {
  applyLink,
  formatCommands,
  insertImage,
  removeLink,
} from "~/components/admin/editor-commands";
import { articleHtml } from "~/components/admin/editor-html";
import { formatHtmlSource } from "~/components/admin/html-source";
import { videoEmbedAttrs } from "~/components/admin/video-embed-node";
import { sanitizeArticleHtml } from "~/content/html.server";

/**
 * The real editor (same extensions and commands as the toolbar) in a simulated DOM: whatever a
 * toolbar feature produces must survive the sanitizer, and the sanitized HTML must load back
 * into the editor as the same document.
 */
let editor: Editor;
beforeEach(() => {
  editor = new Editor({ extensions: articleEditorExtensions(), content: "<p>Some text</p>" });
  editor.commands.selectAll();
});
afterEach(() => editor.destroy());

/** Loads HTML into a fresh editor and returns what the editor makes of it. */
function throughEditor(html: string): string {
  const other = new Editor({ extensions: articleEditorExtensions(), content: html });
  try {
    return articleHtml(other);
  } finally {
    other.destroy();
  }
}

function expectSurvivesSanitizing(expectedEditorHtml: string) {
  const html = articleHtml(editor);
  expect(html).toBe(expectedEditorHtml);
  const clean = sanitizeArticleHtml(html);
  // Same document after the round trip through storage and back into the editor.
  expect(throughEditor(clean)).toBe(html);
  return clean;
}

describe("every toolbar feature survives the sanitizer", () => {
  it.each([
    ["heading2", "<h2>Some text</h2>"],
    ["heading3", "<h3>Some text</h3>"],
    ["bold", "<p><strong>Some text</strong></p>"],
    ["italic", "<p><em>Some text</em></p>"],
    ["bulletList", "<ul><li><p>Some text</p></li></ul>"],
    ["orderedList", "<ol><li><p>Some text</p></li></ol>"],
    ["blockquote", "<blockquote><p>Some text</p></blockquote>"],
    ["codeBlock", "<pre><code>Some text</code></pre>"],
  ] as const)("%s", (command, expected) => {
    expect(formatCommands[command](editor, false)).toBe(true);
    expect(sanitizeArticleHtml(expectSurvivesSanitizing(expected))).toBe(expected);
  });

  it("horizontalRule", () => {
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    formatCommands.horizontalRule(editor, false);
    const clean = expectSurvivesSanitizing("<p>Some text</p><hr>");
    expect(clean).toBe("<p>Some text</p><hr />");
  });

  it("undo and redo", () => {
    formatCommands.bold(editor, false);
    formatCommands.undo(editor, false);
    expectSurvivesSanitizing("<p>Some text</p>");
    formatCommands.redo(editor, false);
    expectSurvivesSanitizing("<p><strong>Some text</strong></p>");
  });

  it("link to a page on this site", () => {
    applyLink(editor, "/article/some-story");
    const clean = expectSurvivesSanitizing('<p><a href="/article/some-story">Some text</a></p>');
    expect(clean).toBe('<p><a href="/article/some-story">Some text</a></p>');
  });

  it("external link (opens in a new tab once sanitized)", () => {
    applyLink(editor, "https://example.com/x");
    const clean = sanitizeArticleHtml(articleHtml(editor));
    expect(clean).toBe(
      '<p><a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">Some text</a></p>',
    );
    // Reloaded, the link keeps its new-tab attributes, and sanitizing again changes nothing.
    expect(sanitizeArticleHtml(throughEditor(clean))).toBe(clean);
  });

  it("link inserted with its own text, then edited and removed", () => {
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    applyLink(editor, "mailto:news@example.com", " (write to us)");
    expectSurvivesSanitizing('<p>Some text<a href="mailto:news@example.com">(write to us)</a></p>');
    editor.commands.setTextSelection(editor.state.doc.content.size - 3);
    applyLink(editor, "/contact");
    expectSurvivesSanitizing('<p>Some text<a href="/contact">(write to us)</a></p>');
    removeLink(editor);
    expectSurvivesSanitizing("<p>Some text(write to us)</p>");
  });

  it("image by URL with alt text", () => {
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    insertImage(editor, { src: "/media/2026/photo.webp", alt: "A photo" });
    const clean = expectSurvivesSanitizing(
      '<p>Some text</p><img src="/media/2026/photo.webp" alt="A photo">',
    );
    expect(clean).toBe(
      '<p>Some text</p><img src="/media/2026/photo.webp" alt="A photo" loading="lazy" />',
    );
  });

  it("decorative image (empty alt)", () => {
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    insertImage(editor, { src: "https://cdn.example.com/rule.png", alt: "" });
    expectSurvivesSanitizing('<p>Some text</p><img src="https://cdn.example.com/rule.png" alt="">');
  });
});

describe("what the editor loads", () => {
  it("takes allowlisted video iframes as embeds and nothing else", () => {
    // Detached elements: happy-dom would try (and loudly fail) to load a connected iframe.
    const iframe = (src: string, title?: string) => {
      const element = document.createElement("iframe");
      element.setAttribute("src", src);
      if (title) element.setAttribute("title", title);
      return element;
    };
    expect(videoEmbedAttrs(iframe("https://player.vimeo.com/video/1", "Demo"))).toEqual({
      src: "https://player.vimeo.com/video/1",
      title: "Demo",
    });
    expect(videoEmbedAttrs(iframe("https://evil.example/embed/1"))).toBe(false);
    expect(videoEmbedAttrs(iframe("javascript:alert(1)"))).toBe(false);
  });

  it("writes embeds that the sanitizer keeps", () => {
    editor.commands.setContent({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Watch:" }] },
        {
          type: "videoEmbed",
          attrs: { src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", title: "Demo" },
        },
      ],
    });
    expect(sanitizeArticleHtml(articleHtml(editor))).toBe(
      '<p>Watch:</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Demo" sandbox="allow-scripts allow-same-origin allow-presentation" allow="encrypted-media; fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>',
    );
  });

  it("does not load images or links the sanitizer would refuse", () => {
    expect(
      throughEditor(
        '<p><a href="javascript:alert(1)">x</a></p><img src="data:image/png;base64,AA"><img src="relative.png">',
      ),
    ).toBe("<p>x</p>");
  });

  it("reads the formatted HTML source back as the same document", () => {
    const html =
      '<h2>Title</h2><p>Text with <a href="/x">a link</a></p><ul><li><p>one</p></li><li><p>two</p></li></ul><blockquote><p>q</p></blockquote><pre><code>a &lt;/p&gt; b\nc</code></pre><hr><img src="/a.png" alt="a"><p>end</p>';
    expect(throughEditor(html)).toBe(html);
    const source = formatHtmlSource(html);
    expect(source.split("\n")).toHaveLength(10);
    expect(throughEditor(source)).toBe(html);
  });
});
