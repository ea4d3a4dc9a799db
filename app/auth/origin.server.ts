/** What the same-origin rule needs to know about a request, whatever framework carries it. */
export interface RequestOriginFacts {
  /** The Origin header, if any. */
  origin: string | null;
  /** The Sec-Fetch-Site header, if any. */
  fetchSite: string | null;
  /** The origin the request was addressed to (scheme and host as the server sees them). */
  requestOrigin: string;
}

/**
 * Whether a state-changing request comes from this site's own pages. Browsers send Origin on
 * every POST (and Sec-Fetch-Site); a request naming another origin is refused. A request with
 * neither header cannot come from a browser page, so it cannot carry a victim's cookies (CSRF).
 */
export function isSameOrigin(facts: RequestOriginFacts, publicOrigin: string): boolean {
  const { origin, fetchSite, requestOrigin } = facts;
  if (origin && origin !== "null") return origin === publicOrigin || origin === requestOrigin;
  if (origin === "null") return false;
  return !fetchSite || fetchSite === "same-origin" || fetchSite === "none";
}

export function isSameOriginRequest(request: Request, publicOrigin: string): boolean {
  return isSameOrigin(
    {
      origin: request.headers.get("origin"),
      fetchSite: request.headers.get("sec-fetch-site"),
      requestOrigin: new URL(request.url).origin,
    },
    publicOrigin,
  );
}
