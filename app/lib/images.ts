import { siblingVariantUrl, variantWidths } from "~/media/variants";
import { DEFAULT_ARTICLE_IMAGE } from "./constants";

/** Generated covers come in 1200 px with a 600 px sibling. */
const OWN_MEDIA = /^(\/media\/[\w/-]+)\.webp$/;
/** Media library uploads: the URL names the largest variant, `…/<id>-<width>.webp`. */
const UPLOAD = /^\/media\/uploads\/[\w/-]+-(\d+)\.webp$/;

export function articleImage(url: string | null): { src: string; srcSet?: string } {
  if (!url) return { src: DEFAULT_ARTICLE_IMAGE };
  const upload = UPLOAD.exec(url);
  if (upload) {
    const srcSet = variantWidths(Number(upload[1]))
      .map((width) => `${siblingVariantUrl(url, width)} ${width}w`)
      .join(", ");
    return { src: url, srcSet };
  }
  const match = OWN_MEDIA.exec(url);
  if (!match) return { src: url };
  return { src: url, srcSet: `${match[1]}-600.webp 600w, ${url} 1200w` };
}
