import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "~/content/html.server";

/** The editor's figures, tables, callouts and code languages, and nothing beyond them. */
describe("sanitizeArticleHtml: the writer's editor blocks", () => {
  it("keeps a captioned image as figure/img/figcaption", () => {
    const html =
      '<figure><img src="/media/a.webp" alt="A rack of servers" loading="lazy" /><figcaption>Our <em>new</em> rack</figcaption></figure>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("keeps the editor's tables, with cell spans", () => {
    const html =
      '<table><tbody><tr><th><p>Name</p></th><th colspan="2"><p>Score</p></th></tr>' +
      '<tr><td rowspan="3"><p>Ada</p></td><td><p>1</p></td><td><p>2</p></td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it.each([
    ["zero", "0"],
    ["one (the default)", "1"],
    ["above the cap", "21"],
    ["huge", "65534"],
    ["not a number", "2;x"],
    ["negative", "-2"],
  ])("drops a %s span", (_case, span) => {
    expect(
      sanitizeArticleHtml(`<table><tr><td colspan="${span}" rowspan="${span}">x</td></tr></table>`),
    ).toBe("<table><tr><td>x</td></tr></table>");
  });

  it("keeps a header's scope only when it is col or row", () => {
    expect(
      sanitizeArticleHtml('<table><tr><th scope="row">a</th><th scope="evil">b</th></tr></table>'),
    ).toBe('<table><tr><th scope="row">a</th><th>b</th></tr></table>');
  });

  it("keeps a callout, rebuilding its attributes", () => {
    expect(sanitizeArticleHtml('<aside class="callout" role="note"><p>Heads up</p></aside>')).toBe(
      '<aside class="callout" role="note"><p>Heads up</p></aside>',
    );
    expect(
      sanitizeArticleHtml(
        '<aside class="callout evil" role="navigation" id="x" style="color:red" onclick="x()"><p>t</p></aside>',
      ),
    ).toBe('<aside class="callout" role="note"><p>t</p></aside>');
  });

  it("keeps a code block's language class and no other class", () => {
    expect(sanitizeArticleHtml('<pre><code class="language-python">print(1)</code></pre>')).toBe(
      '<pre><code class="language-python">print(1)</code></pre>',
    );
    expect(
      sanitizeArticleHtml('<pre class="x"><code class="hljs language-go foo">x</code></pre>'),
    ).toBe('<pre><code class="language-go">x</code></pre>');
    // Highlighting is display-only: spans with classes in stored input lose their classes.
    expect(
      sanitizeArticleHtml('<pre><code><span class="hljs-keyword">if</span></code></pre>'),
    ).toBe("<pre><code><span>if</span></code></pre>");
  });

  it.each([
    [
      "figure attributes",
      '<figure class="x" style="a" id="f"><figcaption data-x="1">c</figcaption></figure>',
      "<figure><figcaption>c</figcaption></figure>",
    ],
    [
      "table attributes",
      '<table border="1" style="x" class="MsoTable"><tr bgcolor="red"><td width="10" class="x">a</td></tr></table>',
      "<table><tr><td>a</td></tr></table>",
    ],
    [
      "colgroup and caption",
      '<table><colgroup><col width="10"></colgroup><caption>c</caption><tr><td>a</td></tr></table>',
      "<table>c<tr><td>a</td></tr></table>",
    ],
    [
      "other classes on blocks",
      '<p class="callout">a</p><div class="callout">b</div>',
      "<p>a</p>b",
    ],
    ["details and section", "<section><details><summary>s</summary>d</details></section>", "sd"],
  ])("strips %s", (_case, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });
});
