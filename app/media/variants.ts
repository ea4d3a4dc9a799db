/**
 * Widths of the stored WebP variants. Images narrower than a width are never enlarged: they get
 * the listed widths below their own width plus one at their own width (capped at the largest).
 */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/**
 * The widths stored for an image `width` pixels wide: the configured widths below it, plus one at
 * its own width capped at the largest configured width. Never wider than the original, so a
 * 300 px image gets one 300 px variant and a 1200 px image gets 480, 960 and 1200.
 * Isomorphic: pages rebuild an upload's srcset from its URL with it (see lib/images.ts), so
 * changing MEDIA_WIDTHS must keep the widths that earlier uploads were stored with.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!);
  return [...MEDIA_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/** The URL of one variant, given the URL of another one of the same upload. */
export function siblingVariantUrl(url: string, width: number): string {
  return url.replace(/-\d+\.webp$/, `-${width}.webp`);
}
