/**
 * Galleries (`<figure class="gallery">`): a row of images, as the editor makes them
 * (app/components/admin/gallery-node.ts) and the WordPress import converts them.
 */
export const GALLERY_MIN_IMAGES = 2;
/** Ghost's gallery rows hold up to 3, and 3 is what still reads as a row on a laptop. */
export const GALLERY_MAX_IMAGES = 3;
export const GALLERY_CLASS = "gallery";
