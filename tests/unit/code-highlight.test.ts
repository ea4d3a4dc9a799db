import { describe, expect, it } from "vitest";
import { highlightCodeBlocks } from "~/content/code-highlight.server";
import { displayArticleHtml, sanitizeArticleHtml } from "~/content/html.server";

describe("server-side code highlighting", () => {
  const stored = '<pre><code class="language-typescript">const a = "x" &lt; 2;</code></pre>';

  it("adds highlight.js spans to the display output", () => {
    const shown = displayArticleHtml(stored);
    expect(shown).toContain('<code class="language-typescript hljs">');
    expect(shown).toContain('<span class="hljs-keyword">const</span>');
    expect(shown).toContain('<span class="hljs-string">&quot;x&quot;</span>');
    // The code's text is intact and still escaped.
    expect(shown.replace(/<[^>]+>/g, "")).toBe("const a = &quot;x&quot; &lt; 2;");
  });

  it("never puts the spans into what is stored", () => {
    expect(sanitizeArticleHtml(stored)).toBe(stored);
    expect(sanitizeArticleHtml(stored)).not.toContain("hljs");
  });

  it("cannot be tricked into markup by the code's text", () => {
    const shown = displayArticleHtml(
      '<pre><code class="language-html">&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</code></pre>',
    );
    expect(shown).not.toMatch(/<script|<img/i);
    expect(shown).toContain("hljs-tag");
  });

  it("leaves plain text, unknown languages and code with markup unhighlighted", () => {
    for (const html of [
      '<pre><code class="language-plaintext">const a = 1;</code></pre>',
      '<pre><code class="language-cobol">MOVE A TO B.</code></pre>',
      "<pre><code>const a = 1;</code></pre>",
      '<pre><code class="language-js"><strong>const</strong> a</code></pre>',
    ]) {
      expect(highlightCodeBlocks(html)).toBe(html);
    }
  });
});
