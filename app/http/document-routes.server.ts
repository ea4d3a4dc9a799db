import { matchRoutes, type EntryContext, type RouteObject } from "react-router";
import { renderKeepersOn } from "~/cache/render-keepers.server";

type RouteManifest = EntryContext["manifest"]["routes"];
type DocumentRoutes = { routes: RouteManifest; branches: EntryContext["branches"] };

/**
 * The entry context with its manifest narrowed to the routes a document uses: the matched ones,
 * and those that match the page's parent paths (`/article` and `/` for `/article/slug`), which is
 * the manifest React Router writes into the page for the browser to start with (its
 * `getPartialManifest`, route discovery).
 *
 * `<ServerRouter>` otherwise turns every route of the app (about fifty, most of them admin
 * pages) into route objects twice for every document (`createServerRoutes`, then
 * `createStaticRouter`), and `<Scripts>` matches the parent paths against all of them: together
 * ~7 % of an uncached page's CPU (decision 0017). Nothing else in the render reads a route that
 * is not in this set. The set depends only on the matched routes and the parent paths, so it is
 * worked out once per such pair and kept.
 *
 * The route table's ranked branches are narrowed the same way, keeping their order: each parent
 * path then matches the same branch as in the whole table, since that branch is among them and
 * outranks every other one that matches.
 *
 * With the render keepers off (`RENDER_KEEPERS=false`) the context is left whole.
 */
export function withDocumentRoutesOnly(context: EntryContext): EntryContext {
  if (!renderKeepersOn()) return context;
  const { matches, location, basename } = context.staticHandlerContext;
  const parent = parentPathOf(location.pathname);
  const key = `${matches.map((match) => match.route.id).join("\n")}\n\n${parent}`;
  const all = context.manifest.routes;
  let perManifest = narrowed.get(all);
  if (!perManifest) {
    perManifest = new Map();
    narrowed.set(all, perManifest);
  }
  let kept = perManifest.get(key);
  if (!kept) {
    const ids = new Set(matches.map((match) => match.route.id));
    for (const path of parentPaths(parent)) {
      for (const match of matchRoutes(routeTree(all), path, basename || "/") ?? []) {
        ids.add(match.route.id!);
      }
    }
    kept = {
      // In the manifest's own order, as the branches below keep theirs (ranked).
      routes: Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id))),
      branches: context.branches.filter((branch) =>
        branch.routesMeta.every((meta) => ids.has(meta.route.id)),
      ),
    };
    // Bounded against made-up paths: every depth of a path is a new key.
    if (perManifest.size >= MAX_KEPT) perManifest.clear();
    perManifest.set(key, kept);
  }
  return {
    ...context,
    manifest: { ...context.manifest, routes: kept.routes },
    branches: kept.branches,
  };
}

const MAX_KEPT = 1_000;
const narrowed = new WeakMap<RouteManifest, Map<string, DocumentRoutes>>();
const trees = new WeakMap<RouteManifest, RouteObject[]>();

/** `/article` for `/article/slug`, `` for `/about`: the path without its last segment. */
function parentPathOf(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  return segments.map((segment) => `/${segment}`).join("");
}

/** `/`, then each parent path from the longest down, as React Router's route discovery does. */
function parentPaths(parent: string): string[] {
  const segments = parent.split("/").filter(Boolean);
  const paths = ["/"];
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  return paths;
}

/** The manifest's routes as a tree that `matchRoutes` can match paths against. */
function routeTree(manifest: RouteManifest): RouteObject[] {
  let tree = trees.get(manifest);
  if (tree) return tree;
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route) => route!.parentId === parentId)
      .map((route) => {
        const children = childrenOf(route!.id);
        return route!.index
          ? { id: route!.id, index: true, path: route!.path }
          : {
              id: route!.id,
              path: route!.path,
              caseSensitive: route!.caseSensitive,
              children,
            };
      });
  tree = childrenOf(undefined);
  trees.set(manifest, tree);
  return tree;
}
