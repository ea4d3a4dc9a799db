import { DEFAULT_ARTICLE_IMAGE } from "./constants";

/** Our media URLs come in 1200 px with a 600 px sibling; other URLs are used as they are. */
const OWN_MEDIA = /^(\/media\/[\w/-]+)\.webp$/;

export function articleImage(url: string | null): { src: string; srcSet?: string } {
  if (!url) return { src: DEFAULT_ARTICLE_IMAGE };
  const match = OWN_MEDIA.exec(url);
  if (!match) return { src: url };
  return { src: url, srcSet: `${match[1]}-600.webp 600w, ${url} 1200w` };
}
