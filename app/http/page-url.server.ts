/**
 * The address of the page a request is for. Loaders get React Router's request as it came
 * (`future.v8_passThroughRequests`): a client navigation's data request names its page with
 * `.data` appended (`/_root.data` for the home page) and asks for routes in `_routes`. Unlike
 * the loaders' `url` argument, a trailing slash stays: old WordPress addresses end with one.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}
