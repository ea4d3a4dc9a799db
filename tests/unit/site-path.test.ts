import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/auth/guards.server";
import { sanitizeArticleHtml } from "~/content/html.server";
import { normalizeImageSrc, normalizeLinkHref } from "~/lib/editor-urls";
import { imageUrlSchema } from "~/lib/schemas";
import { isSitePath } from "~/lib/site-path";

/** Spellings that browsers resolve to another host (or that break a Location header). */
const DISGUISED_HOSTS = [
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "\\/evil.example/x.png",
  "/\t/evil.example/x.png",
  "/\n/evil.example/x.png",
  "/\r/evil.example/x.png",
  "/\r\n/evil.example/x.png",
  "/\t\\evil.example/x.png",
  "/\\\\evil.example/x.png",
  "/\u0000/evil.example",
  // Dot segments that normalise to `//evil.example` (redirectTo=/..//evil.example).
  "/..//evil.example",
  "/a/../..//evil.example/x.png",
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "https:evil.example",
  "javascript:alert(1)",
];

describe("isSitePath: the one rule for paths on this site", () => {
  it("accepts ordinary site paths", () => {
    for (const path of ["/", "/media/uploads/a-960.webp", "/search?q=rust#top", "/article/a%20b"]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it("refuses every spelling of another host", () => {
    for (const value of DISGUISED_HOSTS)
      expect(isSitePath(value), JSON.stringify(value)).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  it("refuses tab, CR/LF and backslash tricks with a safe place, never a broken header", () => {
    for (const value of DISGUISED_HOSTS) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBe("/");
    }
    // redirectTo=%2F%09%2Fevil.example, as the query string decodes it.
    expect(safeRedirectPath(decodeURIComponent("%2F%09%2Fevil.example"))).toBe("/");
    expect(safeRedirectPath(decodeURIComponent("%2F%0D%0ALocation%3A%20x"))).toBe("/");
  });

  it("keeps site paths, percent-encoded so the Location header is always valid", () => {
    expect(safeRedirectPath("/admin-hub/posts?page=2")).toBe("/admin-hub/posts?page=2");
    expect(safeRedirectPath("/search?q=caf\u00e9")).toBe("/search?q=caf%C3%A9");
    expect(safeRedirectPath("/author/jane")).toBe("/author/jane");
    expect(() => new Headers({ Location: safeRedirectPath("/search?q=caf\u00e9") })).not.toThrow();
  });

  it("never sends the visitor back into the sign-in pages", () => {
    for (const value of ["/auth", "/auth?mode=signup", "/auth/sign-out", "/auth.data"]) {
      expect(safeRedirectPath(value), value).toBe("/");
    }
  });
});

describe("image addresses share the rule", () => {
  it("the featured-image field refuses disguised hosts", () => {
    for (const value of DISGUISED_HOSTS) {
      expect(imageUrlSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(imageUrlSchema.safeParse("/media/covers/a.webp").success).toBe(true);
    expect(imageUrlSchema.safeParse("https://cdn.example.com/a.png").success).toBe(true);
  });

  it("the article sanitizer drops images from disguised hosts", () => {
    for (const src of ["/\\evil.example/x.png", "/&#9;/evil.example/x.png", "//evil.example/x"]) {
      expect(sanitizeArticleHtml(`<p>a</p><img src="${src}" alt="x">`), src).toBe("<p>a</p>");
    }
    expect(sanitizeArticleHtml('<img src="/media/a.webp" alt="x" />')).toContain(
      'src="/media/a.webp"',
    );
  });

  it("the editor's image and link forms refuse them too", () => {
    expect(normalizeImageSrc("/\\evil.example/x.png")).toBeNull();
    expect(normalizeLinkHref("/\\evil.example")).toBeNull();
    expect(normalizeImageSrc("/media/a.webp")).toBe("/media/a.webp");
  });
});
