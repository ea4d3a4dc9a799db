import { describe, expect, it } from "vitest";
import { normalizeImageSrc, normalizeLinkHref } from "~/lib/editor-urls";

describe("normalizeLinkHref", () => {
  it.each([
    ["https://example.com/a?b=c#d", "https://example.com/a?b=c#d"],
    ["  http://example.com  ", "http://example.com"],
    ["HTTPS://EXAMPLE.COM", "HTTPS://EXAMPLE.COM"],
    ["/article/some-story", "/article/some-story"],
    ["#section-2", "#section-2"],
    ["mailto:news@example.com", "mailto:news@example.com"],
    ["mailto:news@example.com?subject=Tip", "mailto:news@example.com?subject=Tip"],
  ])("accepts %s", (input, expected) => {
    expect(normalizeLinkHref(input)).toBe(expected);
  });

  it.each([
    ["example.com", "https://example.com"],
    ["www.example.com/path?q=1", "https://www.example.com/path?q=1"],
    ["example.com:8080/x", "https://example.com:8080/x"],
    ["news@example.com", "mailto:news@example.com"],
  ])("completes %s", (input, expected) => {
    expect(normalizeLinkHref(input)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/x",
    "/\\evil.example/x",
    "ftp://example.com/file",
    "tel:+123456",
    "https://",
    "https:example.com",
    "https://user:pass@example.com/",
    "mailto:",
    "mailto:not-an-address",
    "two words",
    "relative/path",
    "localhost:3000",
  ])("refuses %j", (input) => {
    expect(normalizeLinkHref(input)).toBeNull();
  });
});

describe("normalizeImageSrc", () => {
  it.each([
    ["https://cdn.example.com/a.png", "https://cdn.example.com/a.png"],
    ["http://example.com/a.jpg", "http://example.com/a.jpg"],
    [" /media/2026/a.webp ", "/media/2026/a.webp"],
  ])("accepts %s", (input, expected) => {
    expect(normalizeImageSrc(input)).toBe(expected);
  });

  it.each([
    "",
    "a.png",
    "example.com/a.png",
    "//evil.example/a.png",
    "/\\evil.example/a.png",
    "data:image/png;base64,AAAA",
    "javascript:alert(1)",
    "ftp://example.com/a.png",
    "https://user@example.com/a.png",
  ])("refuses %j", (input) => {
    expect(normalizeImageSrc(input)).toBeNull();
  });
});
