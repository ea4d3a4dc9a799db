import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "~/content/html.server";

const EMBED_SANDBOX =
  'sandbox="allow-scripts allow-same-origin allow-presentation" allow="encrypted-media; fullscreen; picture-in-picture"';

/**
 * Known XSS payloads (OWASP filter-evasion cheat sheet, HTML5 Security Cheatsheet, published
 * sanitizer bypasses). Each must come out inert and stable under re-sanitizing.
 */
const PAYLOADS: Array<[name: string, html: string]> = [
  ["script tag", "<script>alert(1)</script>"],
  ["script tag, mixed case with src", "<ScRiPt SRC=//evil.example/x.js></sCrIpT>"],
  ["script split by a nested script", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["script in an attribute-less p", "<p><script>document.write('x')</script>text</p>"],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["img onerror with a valid src", '<img src="https://example.com/a.png" onerror="alert(1)">'],
  ["img src javascript:", '<img src="javascript:alert(1)">'],
  ["img src data:svg", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ["img srcset javascript:", '<img src="/a.png" srcset="javascript:alert(1) 1x">'],
  ["javascript: link", '<a href="javascript:alert(1)">x</a>'],
  ["JaVaScRiPt: link", '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ["javascript: with leading spaces", '<a href="   javascript:alert(1)">x</a>'],
  ["java\\tscript: link", '<a href="java\tscript:alert(1)">x</a>'],
  ["java\\nscript: link", '<a href="java\nscript:alert(1)">x</a>'],
  ["entity-encoded tab in scheme", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ["decimal entities &#106;avascript:", '<a href="&#106;avascript:alert(1)">x</a>'],
  [
    "fully entity-encoded javascript:",
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  ],
  ["entity-encoded colon", '<a href="javascript&colon;alert(1)">x</a>'],
  ["leading control character", '<a href="&#x01;javascript:alert(1)">x</a>'],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">x</a>'],
  ["data:text/html link", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  [
    "data:text/html base64 link",
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ],
  ["a onclick", '<a href="/ok" onclick="alert(1)">x</a>'],
  ["onmouseover on p", '<p onmouseover="alert(1)">x</p>'],
  ["svg onload", '<svg onload="alert(1)"></svg>'],
  ["svg with script", "<svg><script>alert(1)</script></svg>"],
  [
    "svg animate xlink:href",
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  ],
  ["svg foreignObject", '<svg><foreignObject><img src=x onerror="alert(1)"></foreignObject></svg>'],
  ["math href", '<math href="javascript:alert(1)">click</math>'],
  ["math mglyph style mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
  [
    "math mtext/mglyph with comment",
    "<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title=\"</style><img src=x onerror='alert(1)'>\"></style></h1>",
  ],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["iframe src javascript:", '<iframe src="javascript:alert(1)"></iframe>'],
  ["iframe from a host not allowlisted", '<iframe src="https://evil.example/embed/x"></iframe>'],
  [
    "iframe on a look-alike host",
    '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  ],
  ["iframe with userinfo trick", '<iframe src="https://www.youtube.com@evil.example/embed/x">'],
  ["iframe to a non-embed path", '<iframe src="https://www.youtube.com/redirect?q=evil"></iframe>'],
  ["iframe over http", '<iframe src="http://www.youtube.com/embed/x"></iframe>'],
  ["style attribute url(javascript:)", '<p style="background:url(javascript:alert(1))">x</p>'],
  ["style attribute expression()", '<p style="width: expression(alert(1))">x</p>'],
  ["style element", "<style>@import 'javascript:alert(1)';</style><p>x</p>"],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["base href", '<base href="javascript:alert(1)//"><a href="/x">x</a>'],
  ["form action", '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ["button formaction", '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ["object data", '<object data="javascript:alert(1)"></object>'],
  ["embed src", '<embed src="javascript:alert(1)">'],
  ["link rel=import", '<link rel="import" href="https://evil.example/x.html">'],
  ["noscript title breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ["xmp raw text", "<xmp><img src=x onerror=alert(1)></xmp>"],
  ["textarea breakout", "<textarea></textarea><img src=x onerror=alert(1)></textarea>"],
  ["title breakout", "<title><img src=x onerror=alert(1)></title>"],
  ["template content", "<template><img src=x onerror=alert(1)></template>"],
  ["comment breakout", "<!--><img src=x onerror=alert(1)>-->"],
  ["CDATA trick", "<![CDATA[><img src=x onerror=alert(1)>]]>"],
  ["details ontoggle", "<details open ontoggle=alert(1)>"],
  ["body onload", "<body onload=alert(1)>"],
  ["video source onerror", "<video><source onerror=alert(1)></video>"],
  ["input autofocus onfocus", "<input autofocus onfocus=alert(1)>"],
  ["marquee onstart", "<marquee onstart=alert(1)>x</marquee>"],
  ["attribute without quotes breaking out", "<a href=/x title=x onclick=alert(1)>x</a>"],
  ["event handler with slash separator", "<img/src=x/onerror=alert(1)>"],
  ["code class injection", '<code class="language-js" onclick="alert(1)">x</code>'],
  ["protocol-relative image", '<img src="//evil.example/x.png">'],
  ["backslash protocol-relative image", '<img src="/\\evil.example/x.png">'],
];

/**
 * Nothing in sanitized output may run script or load a document. Text is checked for raw markup;
 * attributes are checked tag by tag (escaped text such as "&lt;img onerror=…&gt;" is inert).
 */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*script/i);
  expect(html).not.toMatch(/<\s*(svg|math|object|embed|form|base|meta|link|style|template)\b/i);
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    expect(tag).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
    expect(tag).not.toMatch(/\s(style|srcdoc|srcset|formaction|xlink:href)\s*=/i);
    // Compare URLs the way a browser reads them: entities decoded, tabs and newlines ignored.
    expect(asBrowserReadsIt(tag)).not.toMatch(/(^|[^a-z])(javascript|vbscript|data):/i);
  }
  // Any iframe left is an allowlisted player in the forced sandbox.
  for (const iframe of html.match(/<iframe\b[^>]*>/gi) ?? []) {
    expect(iframe).toMatch(
      /src="https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//,
    );
    expect(iframe).toContain(EMBED_SANDBOX);
  }
}

/** Entities decoded, then spaces and control characters (which URL parsing skips) removed. */
function asBrowserReadsIt(markup: string): string {
  const decoded = markup
    .replace(/&#x([\da-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&(tab|newline);/gi, "");
  return Array.from(decoded)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join("");
}

describe("sanitizeArticleHtml against XSS payloads", () => {
  it("has a substantial list", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it("uses a check that flags the raw payloads", () => {
    // Protocol-relative images are unwanted (another host), not script: the check lets them by.
    const notScript = new Set(["protocol-relative image", "backslash protocol-relative image"]);
    for (const [name, payload] of PAYLOADS) {
      if (!notScript.has(name)) expect(() => expectInert(payload), name).toThrow();
    }
  });

  it.each(PAYLOADS)("neutralises %s", (_name, payload) => {
    const clean = sanitizeArticleHtml(payload);
    expectInert(clean);
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it("keeps the text of a refused element but not the element", () => {
    expect(sanitizeArticleHtml("<marquee onstart=alert(1)>news</marquee>")).toBe("news");
    expect(sanitizeArticleHtml('<p style="color:red" onclick="x()">kept</p>')).toBe("<p>kept</p>");
  });

  it("drops a refused iframe together with its fallback content", () => {
    expect(
      sanitizeArticleHtml(
        '<iframe src="https://evil.example/x">fallback <b>text</b></iframe><p>after</p>',
      ),
    ).toBe("<p>after</p>");
  });
});

describe("sanitizeArticleHtml keeps what the editor writes", () => {
  // Captured from the editor (TipTap 3) in Chromium, one case per toolbar feature.
  it.each([
    ["heading 2", "<h2>Heading two</h2>"],
    ["heading 3", "<h3>Heading three</h3>"],
    ["bold", "<p>Some <strong>bold</strong> text</p>"],
    ["italic", "<p>Some <em>italic</em> text</p>"],
    ["site link", '<p>See <a href="/article/some-story">the story</a></p>'],
    ["mailto link", '<p>Write to <a href="mailto:news@example.com">us</a></p>'],
    ["bulleted list", "<ul><li><p>one</p></li><li><p>two</p></li></ul>"],
    ["numbered list", "<ol><li><p>one</p></li><li><p>two</p></li></ol>"],
    ["numbered list with start", '<ol start="3"><li><p>three</p></li></ol>'],
    ["quote", "<blockquote><p>quoted</p></blockquote>"],
    ["code block", "<pre><code>const x = 1 &lt; 2;</code></pre>"],
    [
      "code block with language",
      '<pre><code class="language-typescript">let a: number;</code></pre>',
    ],
    ["inline code", "<p>Run <code>npm ci</code> first</p>"],
    ["hard break", "<p>line one<br>line two</p>"],
  ])("%s", (_name, html) => {
    // Only void elements change spelling (<br> → <br />); the markup is otherwise identical.
    expect(sanitizeArticleHtml(html)).toBe(html.replace(/<(br|hr)>/g, "<$1 />"));
  });

  it("keeps a horizontal rule", () => {
    expect(sanitizeArticleHtml("<p>a</p><hr><p>b</p>")).toBe("<p>a</p><hr /><p>b</p>");
  });

  it("keeps images with their attributes and lazy-loads them", () => {
    expect(
      sanitizeArticleHtml(
        '<img src="/media/2026/photo.webp" alt="A photo" title="Caption" width="640" height="480">',
      ),
    ).toBe(
      '<img src="/media/2026/photo.webp" alt="A photo" title="Caption" width="640" height="480" loading="lazy" />',
    );
    expect(sanitizeArticleHtml('<img src="https://cdn.example.com/a.png" alt="">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="" loading="lazy" />',
    );
  });

  it("opens external links in a new tab without opener or referrer", () => {
    expect(sanitizeArticleHtml('<p><a href="https://example.com/x">out</a></p>')).toBe(
      '<p><a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">out</a></p>',
    );
  });

  it("secures a site link that asks for a new tab and drops other targets", () => {
    expect(sanitizeArticleHtml('<a href="/about" target="_blank">a</a>')).toBe(
      '<a href="/about" rel="noopener noreferrer nofollow" target="_blank">a</a>',
    );
    expect(sanitizeArticleHtml('<a href="/about" target="someframe">a</a>')).toBe(
      '<a href="/about">a</a>',
    );
  });

  it("writes link attributes in one order, whatever order they came in", () => {
    // The editor writes rel before href; stored HTML must not change on every re-sanitize.
    expect(
      sanitizeArticleHtml(
        '<a rel="noopener" target="_blank" title="t" href="https://e.com/">x</a>',
      ),
    ).toBe(
      '<a href="https://e.com/" title="t" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeArticleHtml('<a rel="me" href="/author/1">x</a>')).toBe(
      '<a href="/author/1" rel="me">x</a>',
    );
  });

  it("drops non-numeric image dimensions", () => {
    expect(sanitizeArticleHtml('<img src="/a.png" width="100%" height="1e9">')).toBe(
      '<img src="/a.png" loading="lazy" />',
    );
  });

  it("drops images whose source is not http(s) or a site path", () => {
    expect(sanitizeArticleHtml('<p>a</p><img src="relative.png"><p>b</p>')).toBe(
      "<p>a</p><p>b</p>",
    );
    expect(sanitizeArticleHtml('<img src="ftp://example.com/a.png">')).toBe("");
  });
});

describe("sanitizeArticleHtml and video embeds", () => {
  it.each([
    ["YouTube", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["YouTube with a start time", "https://www.youtube.com/embed/dQw4w9WgXcQ?start=30"],
    ["YouTube (no cookies)", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["Vimeo", "https://player.vimeo.com/video/76979871"],
  ])("keeps %s in the forced sandbox", (_name, src) => {
    const html = `<iframe src="${src}" title="Launch video"></iframe>`;
    const clean = sanitizeArticleHtml(html);
    expect(clean).toBe(
      `<iframe src="${src}" title="Launch video" ${EMBED_SANDBOX} allowfullscreen loading="lazy"></iframe>`,
    );
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it("replaces whatever sandbox and permissions the author wrote", () => {
    const clean = sanitizeArticleHtml(
      '<iframe src="https://player.vimeo.com/video/1" sandbox="allow-top-navigation allow-popups" allow="camera; microphone" referrerpolicy="unsafe-url" name="x" style="position:fixed" onload="alert(1)" width="9999"></iframe>',
    );
    expect(clean).toBe(
      `<iframe src="https://player.vimeo.com/video/1" title="Embedded player" ${EMBED_SANDBOX} allowfullscreen loading="lazy"></iframe>`,
    );
  });

  it("normalises the URL before checking the path", () => {
    expect(
      sanitizeArticleHtml('<iframe src="https://www.youtube.com/embed/../watch"></iframe>'),
    ).toBe("");
    expect(
      sanitizeArticleHtml('<iframe src="HTTPS://WWW.YOUTUBE.COM/embed/dQw4w9WgXcQ"></iframe>'),
    ).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
  });
});
