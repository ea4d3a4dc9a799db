import { GALLERY_MAX_IMAGES } from "~/content/gallery";

/**
 * Gutenberg gallery blocks (`<!-- wp:gallery … -->…<!-- /wp:gallery -->`, both the nested-image
 * form of WordPress 5.9+ and the older `ul.blocks-gallery-grid`) as TechPulse galleries:
 * `<figure class="gallery">` rows of 2–3 images with their alt text, the gallery's caption
 * under the last row. A gallery of one image is a plain figure. The images' addresses stay as
 * they are: the media import copies them like any other image. Runs on the raw content,
 * before the block comments go.
 */
const GALLERY_BLOCK = /<!--\s*wp:gallery\b[\s\S]*?-->([\s\S]*?)<!--\s*\/wp:gallery\s*-->/gi;
const IMAGE_TAG = /<img\b[^>]*>/gi;
const GALLERY_CAPTION =
  /<figcaption\b[^>]*class="[^"]*\bblocks-gallery-caption\b[^"]*"[^>]*>([\s\S]*?)<\/figcaption>/i;

export function convertWordPressGalleryBlocks(raw: string): string {
  return raw.replace(GALLERY_BLOCK, (whole, inner: string) => {
    const images = (inner.match(IMAGE_TAG) ?? [])
      .map((tag) => ({ src: attributeOf(tag, "src"), alt: attributeOf(tag, "alt") ?? "" }))
      .filter((image): image is { src: string; alt: string } => Boolean(image.src));
    if (images.length === 0) return whole;
    const caption = GALLERY_CAPTION.exec(inner)?.[1]?.trim() ?? "";
    const rows = galleryRows(images);
    return rows
      .map((row, index) => {
        const last = index === rows.length - 1;
        const tags = row.map((image) => `<img src="${image.src}" alt="${image.alt}">`).join("");
        const captionHtml = last && caption ? `<figcaption>${caption}</figcaption>` : "";
        return row.length === 1
          ? `<figure>${tags}${captionHtml}</figure>`
          : `<figure class="gallery">${tags}${captionHtml}</figure>`;
      })
      .join("\n");
  });
}

/** Images split into rows of at most three, as even as can be (4 → 2 + 2, 7 → 3 + 2 + 2). */
export function galleryRows<T>(images: readonly T[]): T[][] {
  const count = Math.ceil(images.length / GALLERY_MAX_IMAGES);
  const rows: T[][] = [];
  let start = 0;
  for (let row = 0; row < count; row += 1) {
    const size = Math.ceil((images.length - start) / (count - row));
    rows.push(images.slice(start, start + size));
    start += size;
  }
  return rows;
}

/** An attribute's value as written (still HTML-escaped), or null. */
function attributeOf(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1] ?? null;
}
