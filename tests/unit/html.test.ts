import { describe, expect, it } from "vitest";
import { displayArticleHtml, htmlToText, sanitizeArticleHtml } from "~/content/html.server";

/** Nothing in sanitized output may execute script. */
function expectInert(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|iframe|svg|object|embed|style|xmp|math|form|base|meta|link)\b/i,
  );
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/vbscript:/i);
  expect(html).not.toMatch(/srcdoc/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/data:/i);
}

describe("sanitizeArticleHtml", () => {
  it("keeps the editor's formatting", () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em> and <a href="/article/x">link</a>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>quote</blockquote>' +
      '<pre><code class="language-typescript">const a = 1;</code></pre>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("marks external links and lazy-loads images", () => {
    expect(sanitizeArticleHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeArticleHtml('<img src="https://example.com/a.png" alt="a">')).toBe(
      '<img src="https://example.com/a.png" alt="a" loading="lazy" />',
    );
  });

  it.each([
    ["script tag", "<p>ok</p><script>alert(1)</script>"],
    ["script, upper case", "<SCRIPT SRC=//evil.example/x.js></SCRIPT>"],
    ["img onerror", '<img src="https://x.example/a.png" onerror="alert(1)">'],
    ["img onerror, unquoted", "<img src=x onerror=alert(1)>"],
    ["javascript: link", '<a href="javascript:alert(1)">click</a>'],
    ["javascript: link, obfuscated", '<a href="  JaVaScRiPt:alert(1)">click</a>'],
    ["javascript: link, entity-encoded", '<a href="jav&#x09;ascript:alert(1)">click</a>'],
    ["javascript: link, entity colon", '<a href="javascript&colon;alert(1)">click</a>'],
    ["vbscript: link", '<a href="vbscript:msgbox(1)">click</a>'],
    ["svg onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["style attribute expression", '<p style="width: expression(alert(1))">x</p>'],
    ["style element", "<style>body{background:url(javascript:alert(1))}</style><p>x</p>"],
    ["data: URL on img", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ["data: URL on link", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ["xmp trick", "<xmp><img src=x onerror=alert(1)></xmp>"],
    ["xmp closing trick", "<xmp></xmp><img src=x onerror=alert(1)>"],
    ["noscript trick", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ["math/mglyph mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
    [
      "object/embed",
      '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
    ],
    ["form action", '<form action="javascript:alert(1)"><button>x</button></form>'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["base href", '<base href="javascript:alert(1)//">'],
    ["event on allowed tag", '<p onclick="alert(1)" onmouseover="alert(2)">x</p>'],
    ["protocol-relative img", '<img src="//evil.example/x.png" onerror="alert(1)">'],
  ])("neutralises %s", (_name, payload) => {
    const clean = sanitizeArticleHtml(payload);
    expectInert(clean);
    // Sanitizing is idempotent: rendering re-sanitizes stored HTML without changing it.
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it("drops disallowed classes and attributes", () => {
    expect(sanitizeArticleHtml('<code class="language-javascript evil">x</code>')).toBe(
      '<code class="language-javascript">x</code>',
    );
    expect(sanitizeArticleHtml('<p id="x" class="y" data-x="1">t</p>')).toBe("<p>t</p>");
  });
});

describe("htmlToText", () => {
  it("separates blocks with newlines and decodes entities", () => {
    expect(
      htmlToText("<h2>Head</h2><p>One &amp; two &lt;b&gt;</p><ul><li>a</li><li>b</li></ul>"),
    ).toBe("Head\nOne & two <b>\na\nb");
  });

  it("drops script and style content", () => {
    expect(htmlToText("<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>")).toBe("a\nb");
  });

  it("collapses whitespace and handles empty input", () => {
    expect(htmlToText("<p>  many   \t spaces </p><br><p></p>")).toBe("many spaces");
    expect(htmlToText("")).toBe("");
  });

  it("decodes &amp;lt; only once", () => {
    expect(htmlToText("<p>&amp;lt;tag&amp;gt;</p>")).toBe("&lt;tag&gt;");
  });
});

describe("displayArticleHtml", () => {
  it("gives what sanitizeArticleHtml gives, for each body, however often it is asked", () => {
    const bodies = [
      '<p>One <script>alert(1)</script><a href="https://example.com">x</a></p>',
      '<p>Two <img src="javascript:alert(1)" onerror="x()"></p>',
    ];
    for (let round = 0; round < 3; round++) {
      for (const body of bodies) expect(displayArticleHtml(body)).toBe(sanitizeArticleHtml(body));
    }
    // An edited body is sanitized on its own, never served from the copy of the old one.
    const edited = `${bodies[0]}<iframe src="https://evil.example"></iframe>`;
    expect(displayArticleHtml(edited)).toBe(sanitizeArticleHtml(edited));
    expect(displayArticleHtml(edited)).not.toContain("iframe");
  });
});
