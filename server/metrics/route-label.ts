import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The `route` label of a request: never the raw URL (every distinct URL would be a new time
 * series), always one of a fixed set of names:
 * - the React Router route id that answers the path (`routes/article`, `catch-all` for an
 *   unknown page, `routes/home`), the same for its `.data` request;
 * - `healthz`, `readyz`, `metrics`, `assets`, `media`, and `static` for a file of the client
 *   build (favicon, logo) served beside the routes;
 * - `app` when no route table is known (development, where Vite compiles routes on demand).
 */
export type RouteLabeller = (url: string, status: number) => string;

const FIXED_PATHS: Record<string, string> = {
  "/healthz": "healthz",
  "/readyz": "readyz",
  "/metrics": "metrics",
};
const FIXED_PREFIXES: Array<[string, string]> = [
  ["/assets/", "assets"],
  ["/media/", "media"],
];
/** Labels remembered per path: the fast path asks per request, matching costs microseconds. */
const REMEMBERED_PATHS = 2_000;
/** React Router's route id for unknown URLs (app/routes.ts). */
const CATCH_ALL = "catch-all";

export function routeLabeller(build: ServerBuild | undefined): RouteLabeller {
  const routes = build ? routeTree(build.routes) : undefined;
  const remembered = new Map<string, string>();
  const match = (pathname: string): string => {
    if (!routes) return "app";
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(routes, page);
    return matches?.at(-1)?.route.id ?? CATCH_ALL;
  };
  return (url, status) => {
    const pathname = url.split("?", 1)[0] ?? "/";
    const fixed =
      FIXED_PATHS[pathname] ?? FIXED_PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1];
    if (fixed) return fixed;
    let label = remembered.get(pathname);
    if (label === undefined) {
      label = match(pathname);
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
      remembered.set(pathname, label);
    }
    // Only public files (served before the router) answer a path no route claims with success:
    // the catch-all route itself always answers 404.
    return label === CATCH_ALL && status < 400 ? "static" : label;
  };
}

/** React Router's flat route manifest as the nested route objects `matchRoutes` takes. */
function routeTree(manifest: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id);
      return route!.index
        ? { id: route!.id, index: true, path: route!.path }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            ...(children.length > 0 ? { children } : {}),
          };
    });
}
