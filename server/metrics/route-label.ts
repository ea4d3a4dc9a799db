import type { ServerBuild } from "react-router";

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
  const routes = build ? compileRoutes(build.routes) : undefined;
  const remembered = new Map<string, string>();
  const match = (pathname: string): string => {
    if (!routes) return "app";
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    return routes.find((route) => route.pattern.test(page))?.id ?? CATCH_ALL;
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

interface CompiledRoute {
  id: string;
  pattern: RegExp;
  score: number;
  depth: number;
}

/**
 * Every route of React Router's manifest as a regular expression of its full path, most
 * specific first, ranked as React Router ranks them (static segments before dynamic ones before
 * a splat; an index route before its parent), so the first match is the route that answers.
 * Compiled once: react-router's `matchRoutes` flattens and ranks the whole table on each call
 * (~0.2 ms), too much for every request to a new URL.
 */
function compileRoutes(manifest: ServerBuild["routes"]): CompiledRoute[] {
  const compiled: CompiledRoute[] = [];
  const walk = (parentId: string | undefined, prefix: string[], depth: number) => {
    for (const route of Object.values(manifest)) {
      if (!route || route.parentId !== parentId) continue;
      const segments = [...prefix, ...(route.path ?? "").split("/").filter(Boolean)];
      compiled.push({
        id: route.id,
        pattern: patternOf(segments),
        score: scoreOf(segments, Boolean(route.index)),
        depth,
      });
      walk(route.id, segments, depth + 1);
    }
  };
  walk(undefined, [], 0);
  return compiled.sort((a, b) => b.score - a.score || b.depth - a.depth);
}

function patternOf(segments: string[]): RegExp {
  const parts = segments.map((segment) =>
    segment === "*"
      ? "(?:/.*)?"
      : segment.startsWith(":")
        ? "/[^/]+"
        : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
  );
  return new RegExp(`^${parts.join("")}/?$`, "i");
}

/** React Router's ranking (its computeScore): static 10, dynamic 3, splat -2, index +2. */
function scoreOf(segments: string[], index: boolean): number {
  const all = ["", ...segments];
  let score = all.length + (index ? 2 : 0) - (segments.includes("*") ? 2 : 0);
  for (const segment of all) {
    if (segment === "*") continue;
    score += segment.startsWith(":") ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}
