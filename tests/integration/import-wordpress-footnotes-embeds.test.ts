import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getArticlePage } from "~/content/article-page.server";
import { footnoteReferenceHtml } from "~/content/footnotes";
import { runImport } from "~/transfer/import-run.server";
import { wordPressSource } from "~/transfer/openers.server";
import { describeEachEngine } from "../helpers/database";

/** WordPress 6.3+ footnotes and Gutenberg/classic YouTube embeds, imported as TechPulse's own. */
const BLOCK_POST = `<!-- wp:paragraph -->
<p>Chips are made in fabs<sup data-fn="0b0c9a4e-1" class="fn"><a href="#0b0c9a4e-1" id="0b0c9a4e-1-link">1</a></sup> at scale<sup data-fn="77aa-2" class="fn"><a href="#77aa-2" id="77aa-2-link">2</a></sup>.</p>
<!-- /wp:paragraph -->

<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ\\u0026t=30","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=30
</div><figcaption class="wp-element-caption">The fab tour</figcaption></figure>
<!-- /wp:embed -->

<!-- wp:embed {"url":"https://example.com/some-page","type":"rich","providerNameSlug":"example"} -->
<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">
https://example.com/some-page
</div></figure>
<!-- /wp:embed -->

<!-- wp:footnotes /-->`;

const CLASSIC_POST = `A classic post.

https://youtu.be/dQw4w9WgXcQ

https://twitter.com/jack/status/20

The end.`;

const FOOTNOTES_META = JSON.stringify([
  { content: "Fabrication plants, <em>very</em> clean.", id: "0b0c9a4e-1" },
  { content: 'See <a href="https://example.com/scale">the numbers</a>.', id: "77aa-2" },
]);

function item(id: number, slug: string, content: string, meta = ""): string {
  return `<item><title><![CDATA[${slug}]]></title><dc:creator><![CDATA[jdoe]]></dc:creator>
<content:encoded><![CDATA[${content}]]></content:encoded>
<wp:post_id>${id}</wp:post_id><wp:post_date_gmt><![CDATA[2024-01-02 10:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[${slug}]]></wp:post_name><wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>${meta}</item>`;
}

let folder: string;
let file: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "techpulse-wp-footnotes-"));
  file = path.join(folder, "export.xml");
  const meta = `<wp:postmeta><wp:meta_key><![CDATA[footnotes]]></wp:meta_key><wp:meta_value><![CDATA[${FOOTNOTES_META}]]></wp:meta_value></wp:postmeta>`;
  writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Fab blog</title><link>https://fab.example.test</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[jdoe]]></wp:author_login><wp:author_display_name><![CDATA[Jane Doe]]></wp:author_display_name></wp:author>
${item(1, "block-post", BLOCK_POST, meta)}
${item(2, "classic-post", CLASSIC_POST)}
</channel></rss>`,
  );
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describeEachEngine("WordPress footnotes and embeds", ({ db }) => {
  it("become numbered footnotes with their list, players and link cards", async () => {
    const report = await runImport(db(), wordPressSource(file), {
      format: "wordpress",
      dryRun: false,
    });
    expect(report.posts.created).toBe(2);

    const block = (await getArticlePage(db(), "block-post"))!.article.content;
    expect(block).toContain(
      `<p>Chips are made in fabs${footnoteReferenceHtml(1)} at scale${footnoteReferenceHtml(2)}.</p>`,
    );
    expect(block).toContain(
      '<li id="fn-1">Fabrication plants, <em>very</em> clean. <a href="#fnref-1" role="doc-backlink" aria-label="Back to reference 1">↩</a></li>',
    );
    expect(block).toContain('<li id="fn-2">See <a href="https://example.com/scale"');
    expect(block).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30" title="YouTube video"',
    );
    expect(block).toContain("<p>The fab tour</p>");
    // Another provider's embed is a link to what it showed, not a bare address.
    expect(block).toMatch(
      /<p><a href="https:\/\/example.com\/some-page"[^>]*>https:\/\/example.com\/some-page<\/a><\/p>/,
    );
    expect(block).not.toContain("data-fn");
    expect(block).not.toContain("wp-block-embed");

    const classic = (await getArticlePage(db(), "classic-post"))!.article.content;
    expect(classic).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video"',
    );
    expect(classic).toMatch(
      /<blockquote><p><a href="https:\/\/x.com\/jack\/status\/20"[^>]*>Post by @jack on X<\/a><\/p><\/blockquote>/,
    );
    expect(classic).toContain("<p>The end.</p>");
  });
});
