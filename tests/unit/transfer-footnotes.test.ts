import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { footnoteReferenceHtml, footnotesSectionHtml } from "~/content/footnotes";
import { sanitizeArticleHtml } from "~/content/html.server";
import { convertMarkdownFootnotes, convertWordPressFootnotes } from "~/transfer/footnotes";

const markdown = createRequire(import.meta.url)("@tryghost/kg-markdown-html-renderer") as {
  render: (source: string) => string;
};

describe("Ghost's markdown footnotes", () => {
  it("become TechPulse footnotes, numbered per reference", () => {
    const html = markdown.render(
      "Fabs[^a] and yields[^b].\n\n[^a]: Plants, *clean*.\n[^b]: Yields.",
    );
    const converted = sanitizeArticleHtml(convertMarkdownFootnotes(html));
    expect(converted).toContain(
      `Fabs${footnoteReferenceHtml(1)} and yields${footnoteReferenceHtml(2)}.`,
    );
    expect(converted).toContain(
      footnotesSectionHtml(["Plants, <em>clean</em>.", "Yields."]).replace("</section>", ""),
    );
    expect(converted).not.toContain("footnote-backref");
    expect(converted).not.toContain("<hr");
  });

  it("leave HTML without footnotes untouched", () => {
    expect(convertMarkdownFootnotes("<p>a<sup>2</sup></p>")).toBe("<p>a<sup>2</sup></p>");
  });
});

describe("WordPress footnotes", () => {
  it("drop references whose note is missing, and survive malformed meta", () => {
    const html = '<p>a<sup data-fn="x" class="fn"><a href="#x" id="x-link">1</a></sup></p>';
    expect(convertWordPressFootnotes(html, "not json")).toBe("<p>a</p>");
    expect(convertWordPressFootnotes(html, '[{"id":"x","content":"Note"}]')).toBe(
      `<p>a${footnoteReferenceHtml(1)}</p>${footnotesSectionHtml(["Note"])}`,
    );
  });
});
