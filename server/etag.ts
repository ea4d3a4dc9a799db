/**
 * Whether an If-None-Match header names `etag` (or `*`): a GET's validators compare weakly
 * (RFC 9110 §13.1.2), so `W/"x"` and `"x"` match.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}
