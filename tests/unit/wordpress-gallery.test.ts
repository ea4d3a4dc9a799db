import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "~/content/html.server";
import { cleanWordPressContent } from "~/transfer/wordpress/content";
import { galleryRows } from "~/transfer/wordpress/galleries";

const image = (n: number) =>
  `<!-- wp:image {"id":${n}} --><figure class="wp-block-image size-large"><img src="https://old.example/p${n}.jpg" alt="Photo ${n}" class="wp-image-${n}"/></figure><!-- /wp:image -->`;

describe("WordPress gallery blocks", () => {
  it("become a gallery with the images' alt text and the gallery's caption", () => {
    const raw =
      "<!-- wp:paragraph --><p>Intro</p><!-- /wp:paragraph -->\n" +
      '<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images columns-default is-cropped">' +
      image(1) +
      image(2) +
      '<figcaption class="blocks-gallery-caption wp-element-caption">Inside the <em>fab</em></figcaption></figure><!-- /wp:gallery -->';
    const { html } = cleanWordPressContent(raw);
    expect(sanitizeArticleHtml(html)).toBe(
      "<p>Intro</p>\n" +
        '<figure class="gallery"><img src="https://old.example/p1.jpg" alt="Photo 1" loading="lazy" />' +
        '<img src="https://old.example/p2.jpg" alt="Photo 2" loading="lazy" />' +
        "<figcaption>Inside the <em>fab</em></figcaption></figure>",
    );
  });

  it("split a long gallery into even rows of at most three; one image is a plain figure", () => {
    const raw = `<!-- wp:gallery --><figure class="wp-block-gallery">${[1, 2, 3, 4].map(image).join("")}</figure><!-- /wp:gallery -->`;
    const { html } = cleanWordPressContent(raw);
    expect(html.match(/<figure class="gallery">/g)).toHaveLength(2);
    expect(html.match(/<img/g)).toHaveLength(4);
    const single = cleanWordPressContent(
      `<!-- wp:gallery --><figure class="wp-block-gallery">${image(9)}</figure><!-- /wp:gallery -->`,
    ).html;
    expect(single).toBe('<figure><img src="https://old.example/p9.jpg" alt="Photo 9"></figure>');
  });

  it("read the older list form too", () => {
    const raw =
      '<!-- wp:gallery {"ids":[1,2]} --><figure class="wp-block-gallery columns-2"><ul class="blocks-gallery-grid">' +
      '<li class="blocks-gallery-item"><figure><img src="/a.jpg" alt="A" data-id="1"/></figure></li>' +
      '<li class="blocks-gallery-item"><figure><img src="/b.jpg" alt="" data-id="2"/><figcaption class="blocks-gallery-item__caption">b</figcaption></figure></li>' +
      "</ul></figure><!-- /wp:gallery -->";
    expect(cleanWordPressContent(raw).html).toBe(
      '<figure class="gallery"><img src="/a.jpg" alt="A"><img src="/b.jpg" alt=""></figure>',
    );
  });

  it.each([
    [2, [2]],
    [3, [3]],
    [4, [2, 2]],
    [5, [3, 2]],
    [7, [3, 2, 2]],
    [9, [3, 3, 3]],
  ])("%i images make rows of %j", (count, sizes) => {
    const rows = galleryRows(Array.from({ length: count }, (_, i) => i));
    expect(rows.map((row) => row.length)).toEqual(sizes);
    expect(rows.flat()).toEqual(Array.from({ length: count }, (_, i) => i));
  });
});
