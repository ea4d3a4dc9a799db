import { describe, expect, it } from "vitest";
import { EMBED_ORIGINS } from "~/content/embeds";
import { footnoteReferenceHtml, footnotesSectionHtml } from "~/content/footnotes";
import { sanitizeArticleHtml } from "~/content/html.server";

describe("sanitizer: players", () => {
  it.each([
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90",
    "https://player.vimeo.com/video/76979871#t=120s",
    "https://codepen.io/alice/embed/abcDEF1?default-tab=result",
    "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC",
    "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood",
  ])("keeps %s", (src) => {
    const clean = sanitizeArticleHtml(`<iframe src="${src}" title="Player"></iframe>`);
    expect(clean).toContain(`src="${src}"`);
    expect(clean).toContain('sandbox="allow-scripts allow-same-origin allow-presentation"');
  });

  it.each([
    ["another host", "https://evil.example/embed/dQw4w9WgXcQ"],
    ["a look-alike host", "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"],
    ["javascript:", "javascript:alert(1)"],
    ["protocol-relative", "//www.youtube.com/embed/dQw4w9WgXcQ"],
    ["userinfo", "https://www.youtube.com@evil.example/embed/dQw4w9WgXcQ"],
    ["userinfo on the right host", "https://evil@www.youtube.com/embed/dQw4w9WgXcQ"],
    ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["http", "http://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["another path on the host", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a dot-dot escape", "https://codepen.io/alice/embed/abc/../../../logout"],
    ["a port", "https://open.spotify.com:444/embed/track/4uLU6hMCjMI75M1A2tKUQC"],
    [
      "SoundCloud playing another site",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fevil.example%2Fa%2Fb",
    ],
    ["SoundCloud without a track", "https://w.soundcloud.com/player/"],
    ["a hash on YouTube", "https://www.youtube.com/embed/dQw4w9WgXcQ#javascript:alert(1)"],
  ])("drops an iframe from %s", (_name, src) => {
    expect(sanitizeArticleHtml(`<p>a</p><iframe src="${src}">x</iframe><p>b</p>`)).toBe(
      "<p>a</p><p>b</p>",
    );
  });

  it("lists exactly the players' origins for the CSP", () => {
    expect(EMBED_ORIGINS).toEqual([
      "https://www.youtube.com",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://codepen.io",
      "https://open.spotify.com",
      "https://w.soundcloud.com",
    ]);
  });
});

describe("sanitizer: footnotes", () => {
  const stored =
    `<p>Claim${footnoteReferenceHtml(1)}</p>` + footnotesSectionHtml(["The <em>source</em>."]);

  it("keeps the stored shape byte for byte", () => {
    expect(sanitizeArticleHtml(stored)).toBe(stored);
  });

  it("rebuilds ids and roles from the href, whatever the author wrote", () => {
    expect(
      sanitizeArticleHtml(
        '<p><a href="#fn-3" id="login" role="button" aria-label="x" aria-describedby="y" onclick="e()">3</a></p>',
      ),
    ).toBe(
      '<p><a href="#fn-3" id="fnref-3" role="doc-noteref" aria-describedby="footnotes-label">3</a></p>',
    );
    expect(sanitizeArticleHtml('<a href="#fnref-2" role="doc-noteref" id="fn-9">↩</a>')).toBe(
      '<a href="#fnref-2" role="doc-backlink" aria-label="Back to reference 2">↩</a>',
    );
  });

  it("keeps no other ids, roles or aria attributes", () => {
    expect(
      sanitizeArticleHtml(
        '<h2 id="main">T</h2><ol><li id="nav">x</li></ol><a href="/x" id="a" role="button" aria-label="y">z</a>',
      ),
    ).toBe('<h2>T</h2><ol><li>x</li></ol><a href="/x">z</a>');
    expect(sanitizeArticleHtml('<a href="#fn-1000" id="fnref-1000">x</a>')).toBe(
      '<a href="#fn-1000">x</a>',
    );
  });

  it("keeps the footnotes section only; other sections are unwrapped", () => {
    expect(
      sanitizeArticleHtml(
        '<section class="footnotes extra" role="region" aria-label="x"><ol><li id="fn-1">n</li></ol></section>',
      ),
    ).toBe(
      '<section class="footnotes" aria-labelledby="footnotes-label"><ol><li id="fn-1">n</li></ol></section>',
    );
    expect(
      sanitizeArticleHtml('<section id="x"><p>a</p><section><p>b</p></section></section>'),
    ).toBe("<p>a</p><p>b</p>");
  });
});

describe("sanitizer: bookmark cards", () => {
  it("keeps the card's classes and nothing else", () => {
    expect(
      sanitizeArticleHtml(
        '<figure class="bookmark-card evil"><a href="https://e.com/"><span class="bookmark-text hidden"><strong>T</strong></span></a></figure><figure class="x"><span class="sr-only">y</span></figure>',
      ),
    ).toBe(
      '<figure class="bookmark-card"><a href="https://e.com/" rel="noopener noreferrer nofollow" target="_blank"><span class="bookmark-text"><strong>T</strong></span></a></figure><figure><span>y</span></figure>',
    );
  });
});
