/**
 * Whether a state-changing request comes from this site's own pages. Browsers send Origin on
 * every POST (and Sec-Fetch-Site); a request naming another origin is refused. A request with
 * neither header cannot come from a browser page, so it cannot carry a victim's cookies (CSRF).
 */
export function isSameOriginRequest(request: Request, publicOrigin: string): boolean {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    return origin === publicOrigin || origin === new URL(request.url).origin;
  }
  if (origin === "null") return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  return !fetchSite || fetchSite === "same-origin" || fetchSite === "none";
}
