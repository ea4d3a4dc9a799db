/** The listing's URL for a page; page 1 is the bare path so there is one canonical URL. */
export function listingHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** How many pages `total` items fill; at least 1, so an empty list still has its page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
