/** The listing's URL for a page; page 1 is the bare path so there is one canonical URL. */
export function listingHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
