import { z } from "zod";

/** Page numbers start at 1; anything invalid (abc, 0, -3, 2.5, huge) falls back to page 1. */
const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1);

export function pageFromRequest(request: Request): number {
  return pageParam.parse(new URL(request.url).searchParams.get("page") ?? 1);
}

/** The listing's URL for a page; page 1 is the bare path so there is one canonical URL. */
export function listingHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
