import { z } from "~/lib/zod";

/** Page numbers start at 1; anything invalid (abc, 0, -3, 2.5, huge) falls back to page 1. */
const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1);

export function pageFromRequest(request: Request): number {
  return pageParam.parse(new URL(request.url).searchParams.get("page") ?? 1);
}

/** An admin list's `?q=` search box: trimmed, at most 200 characters; "" when absent. */
export function searchFromRequest(request: Request): string {
  return (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
}
