// Generates a ~50 MB WordPress export and a ~50 MB Ghost export with 10,000 posts each, for
// measuring the importers' peak memory: /usr/bin/time -v npm run import -- --wordpress FILE.
// bench/import-stall.mjs reuses `writeBigExports`.
import { createWriteStream, writeFileSync } from "node:fs";
import path from "node:path";
import { finished } from "node:stream/promises";
import { fileURLToPath } from "node:url";

const paragraph = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(40);

/** Writes big-wordpress.xml and big-ghost.json (POSTS posts each) into `dir`; returns their paths. */
export async function writeBigExports(dir, POSTS = 10_000) {
  const wxr = createWriteStream(path.join(dir, "big-wordpress.xml"));
  wxr.write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Big</title><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://big.example.test</wp:base_site_url>
<wp:author><wp:author_login><![CDATA[admin]]></wp:author_login><wp:author_display_name><![CDATA[Admin]]></wp:author_display_name></wp:author>
`);
  for (let i = 1; i <= POSTS; i += 1) {
    wxr.write(`<item><title><![CDATA[Post ${i}]]></title><link>https://big.example.test/2024/01/02/post-${i}/</link><dc:creator><![CDATA[admin]]></dc:creator>
<content:encoded><![CDATA[${paragraph}\n\n${paragraph}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${i}</wp:post_id><wp:post_date_gmt><![CDATA[2024-01-02 10:00:00]]></wp:post_date_gmt><wp:post_name><![CDATA[post-${i}]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="category" nicename="news"><![CDATA[News]]></category><category domain="post_tag" nicename="tag-${i % 50}"><![CDATA[Tag ${i % 50}]]></category></item>
`);
  }
  wxr.end("</channel></rss>\n");
  await finished(wxr);

  const posts = [];
  for (let i = 1; i <= POSTS; i += 1) {
    posts.push({
      id: `p${i}`,
      title: `Post ${i}`,
      slug: `ghost-post-${i}`,
      html: `<p>${paragraph}</p><p>${paragraph.slice(0, 2000)}</p>`,
      plaintext: paragraph.slice(0, 500),
      type: "post",
      status: "published",
      created_at: "2024-01-02T10:00:00.000Z",
      updated_at: "2024-01-02T10:00:00.000Z",
      published_at: "2024-01-02T10:00:00.000Z",
    });
  }
  writeFileSync(
    path.join(dir, "big-ghost.json"),
    JSON.stringify({
      db: [
        {
          meta: { exported_on: Date.now(), version: "5.80.0" },
          data: {
            posts,
            users: [{ id: "u1", name: "Admin" }],
            tags: [],
            posts_tags: [],
            posts_authors: posts.map((post, i) => ({
              id: `a${i}`,
              post_id: post.id,
              author_id: "u1",
            })),
          },
        },
      ],
    }),
  );
  return {
    wordpress: path.join(dir, "big-wordpress.xml"),
    ghost: path.join(dir, "big-ghost.json"),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await writeBigExports(process.argv[2] ?? "/tmp");
