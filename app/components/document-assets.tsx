import { createElement, Fragment, useContext, type ReactNode } from "react";
import {
  Links,
  matchRoutes,
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  type LinkDescriptor,
  type LinksProps,
  type ScriptsProps,
} from "react-router";
import { addBounded } from "~/lib/bounded-map";

/**
 * React Router's `<Links>` and `<Scripts>` for the document's head and the end of its body.
 *
 * In the browser they are React Router's own. On the server they render the same elements, but
 * what those elements hold is worked out once per set of matched routes and kept: the
 * stylesheet and link list, the module preloads, and the route-modules script with its
 * pretty-printed partial manifest. React Router works all of that out again on every render
 * (~4.5 % of an uncached article's CPU, decision 0017) although it depends only on the build,
 * the matched routes and the page's parent paths. The elements themselves are still React's
 * (the preloads are hoisted into the head as before), so the markup is React Router's, byte for
 * byte: `tests/unit/document-assets.test.tsx` compares them on several pages.
 */
export const DocumentLinks: (props: LinksProps) => ReactNode = import.meta.env.SSR
  ? KeptLinks
  : Links;
export const DocumentScripts: (props: ScriptsProps) => ReactNode = import.meta.env.SSR
  ? KeptScripts
  : Scripts;

type Manifest = NonNullable<React.ContextType<typeof FrameworkContext>>["manifest"];
type RouteManifest = Manifest["routes"];
type Match = { route: { id: string } };

/** Kept per route manifest (the narrowed one of each page shape, decision 0017), then by key. */
function keeper<Value>() {
  const kept = new WeakMap<RouteManifest, Map<string, Value>>();
  return (routes: RouteManifest, key: string, make: () => Value): Value => {
    let byKey = kept.get(routes);
    if (!byKey) kept.set(routes, (byKey = new Map()));
    let value = byKey.get(key);
    if (value === undefined) {
      value = make();
      // Bounded: a made-up path's parent paths are a key of their own.
      addBounded(byKey, key, value, MAX_KEPT);
    }
    return value;
  };
}

const MAX_KEPT = 1_000;
const keptLinks = keeper<Array<{ key: string; link: LinkDescriptor }>>();
const keptScripts = keeper<{ routeModulesScript: string; preloads: string[] }>();

/** The same elements as React Router's `<Links>`, as the root renders it (without props). */
function KeptLinks(props: LinksProps): ReactNode {
  const framework = useContext(FrameworkContext);
  const state = useContext(DataRouterStateContext);
  if (
    !framework ||
    !state ||
    framework.isSpaMode ||
    typeof framework.criticalCss === "string" ||
    props.nonce != null ||
    props.crossOrigin != null
  ) {
    return createElement(Links, props);
  }
  const { manifest, routeModules, criticalCss } = framework;
  const nonce = framework.nonce || undefined;
  const matches = activeMatches(state.matches, state.errors);
  const ids = matches.map((match) => match.route.id).join("\n");
  const links = keptLinks(manifest.routes, ids, () => {
    const descriptors = matches.flatMap((match) => {
      const route = manifest.routes[match.route.id];
      const module = routeModules[match.route.id];
      return [
        ...(route?.css ?? []).map((href) => ({ rel: "stylesheet", href })),
        ...(module?.links?.() ?? []),
      ] as LinkDescriptor[];
    });
    return dedupeLinkDescriptors(descriptors, moduleHrefs(matches, manifest, false));
  });
  // A page link (prefetching another page) needs React Router's own component.
  if (links.some(({ link }) => "page" in link)) return createElement(Links, props);
  return createElement(
    Fragment,
    null,
    criticalCss
      ? createElement("link", {
          "data-react-router-critical-css": "",
          rel: "stylesheet",
          href: criticalCss.href,
          nonce,
        })
      : null,
    links.map(({ key, link }) => createElement("link", { key, nonce, ...link })),
  );
}

/** The same elements as React Router's `<Scripts>`, on a server render. */
function KeptScripts(props: ScriptsProps): ReactNode {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  if (!framework || !dataRouter?.static || !state || framework.isSpaMode) {
    return createElement(Scripts, props);
  }
  const { manifest, serverHandoffString, renderMeta, routeDiscovery, ssr } = framework;
  const scriptProps =
    props.nonce == null && framework.nonce ? { ...props, nonce: framework.nonce } : props;
  // React Router's <StreamTransfer> writes the hydration data only after <Scripts> said so (the
  // flag its own <Scripts> sets on the same object).
  // eslint-disable-next-line react-hooks/immutability
  if (renderMeta) renderMeta.didRenderScripts = true;
  const fogOfWar = routeDiscovery.mode === "lazy" && ssr === true;
  const { router, staticContext } = dataRouter;
  const pathname = router.state.location.pathname;
  const matches = state.matches;
  const key = `${matches.map((match) => match.route.id).join("\n")}\n\n${parentSegments(pathname).join("/")}`;
  const { routeModulesScript, preloads } = keptScripts(manifest.routes, key, () => ({
    routeModulesScript: routeModulesScriptOf(manifest, matches, fogOfWar, () =>
      partialManifest(manifest, router.routes, router.basename, router.state.matches, pathname),
    ),
    preloads: [...new Set(manifest.entry.imports.concat(moduleHrefs(matches, manifest, true)))],
  }));
  const contextScript = staticContext
    ? `window.__reactRouterContext = ${serverHandoffString};${STREAM_SCRIPT}`
    : " ";
  const sri: Record<string, string> = typeof manifest.sri === "object" ? manifest.sri : {};
  const preload = (href: string, key?: string) =>
    createElement("link", {
      key,
      rel: "modulepreload",
      href,
      crossOrigin: scriptProps.crossOrigin,
      integrity: sri[href],
      nonce: scriptProps.nonce,
      suppressHydrationWarning: true,
    });
  return createElement(
    Fragment,
    null,
    typeof manifest.sri === "object"
      ? createElement("script", {
          ...scriptProps,
          "rr-importmap": "",
          type: "importmap",
          suppressHydrationWarning: true,
          dangerouslySetInnerHTML: { __html: JSON.stringify({ integrity: sri }) },
        })
      : null,
    fogOfWar ? null : preload(manifest.url),
    preload(manifest.entry.module),
    preloads.map((href) => preload(href, href)),
    createElement(
      Fragment,
      null,
      createElement("script", {
        ...scriptProps,
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: { __html: contextScript },
        type: undefined,
      }),
      createElement("script", {
        ...scriptProps,
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: { __html: routeModulesScript },
        type: "module",
        async: true,
      }),
    ),
  );
}

const STREAM_SCRIPT =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";

/** React Router's module script: the matched route modules, the partial manifest, the entry. */
function routeModulesScriptOf(
  manifest: Manifest,
  matches: Match[],
  fogOfWar: boolean,
  partial: () => unknown,
): string {
  const imports = matches
    .map((match, index) => {
      const name = `route${index}`;
      const entry = manifest.routes[match.route.id];
      if (!entry) throw new Error(`Route ${match.route.id} not found in manifest`);
      const chunks = [
        ...(entry.clientActionModule
          ? [{ module: entry.clientActionModule, varName: `${name}_clientAction` }]
          : []),
        ...(entry.clientLoaderModule
          ? [{ module: entry.clientLoaderModule, varName: `${name}_clientLoader` }]
          : []),
        ...(entry.clientMiddlewareModule
          ? [{ module: entry.clientMiddlewareModule, varName: `${name}_clientMiddleware` }]
          : []),
        ...(entry.hydrateFallbackModule
          ? [{ module: entry.hydrateFallbackModule, varName: `${name}_HydrateFallback` }]
          : []),
        { module: entry.module, varName: `${name}_main` },
      ];
      if (chunks.length === 1) return `import * as ${name} from ${JSON.stringify(entry.module)};`;
      return [
        chunks.map((chunk) => `import * as ${chunk.varName} from "${chunk.module}";`).join("\n"),
        `const ${name} = {${chunks.map((chunk) => `...${chunk.varName}`).join(",")}};`,
      ].join("\n");
    })
    .join("\n");
  const hmr = manifest.hmr?.runtime ? `import ${JSON.stringify(manifest.hmr.runtime)};` : "";
  const entryImport = fogOfWar ? "" : `import ${JSON.stringify(manifest.url)}`;
  const partialScript = fogOfWar
    ? `window.__reactRouterManifest = ${JSON.stringify(partial(), null, 2)};`
    : "";
  const modules = matches
    .map((match, index) => `${JSON.stringify(match.route.id)}:route${index}`)
    .join(",");
  return `${hmr}${entryImport};
${imports}
  ${partialScript}
  window.__reactRouterRouteModules = {${modules}};

import(${JSON.stringify(manifest.entry.module)});`;
}

/**
 * The manifest the browser starts with (route discovery): the matched routes and those matching
 * the page's parent paths, as React Router's `getPartialManifest` makes it.
 */
function partialManifest(
  { sri, ...manifest }: Manifest,
  routes: Parameters<typeof matchRoutes>[0],
  basename: string | undefined,
  matches: Match[],
  pathname: string,
): unknown {
  const ids = new Set(matches.map((match) => match.route.id));
  const segments = parentSegments(pathname);
  const paths = ["/"];
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  for (const path of paths) {
    for (const match of matchRoutes(routes, path, basename || "/") ?? []) ids.add(match.route.id!);
  }
  const initialRoutes = [...ids].reduce(
    (routesById, id) => Object.assign(routesById, { [id]: manifest.routes[id] }),
    {},
  );
  return { ...manifest, routes: initialRoutes, sri: sri ? true : undefined };
}

/** `["article"]` for `/article/slug`: the path's segments without the last. */
function parentSegments(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  return segments;
}

/** The matches a document's links come from: down to the route that failed, if one did. */
function activeMatches<M extends Match>(matches: M[], errors: Record<string, unknown> | null): M[] {
  if (!errors) return matches;
  const failed = matches.findIndex((match) => errors[match.route.id] !== undefined);
  return matches.slice(0, failed + 1);
}

/** The route modules (and their imports) of the matched routes, each once, in order. */
function moduleHrefs(matches: Match[], manifest: Manifest, withHydrateFallback: boolean): string[] {
  const hrefs = matches.flatMap((match) => {
    const route = manifest.routes[match.route.id];
    if (!route) return [];
    return [
      route.module,
      ...(route.clientActionModule ? [route.clientActionModule] : []),
      ...(route.clientLoaderModule ? [route.clientLoaderModule] : []),
      ...(withHydrateFallback && route.hydrateFallbackModule ? [route.hydrateFallbackModule] : []),
      ...(route.imports ?? []),
    ];
  });
  return [...new Set(hrefs)];
}

/** React Router's de-duplication: by the descriptor's sorted JSON, minus scripts preloaded already. */
function dedupeLinkDescriptors(
  descriptors: LinkDescriptor[],
  preloads: string[],
): Array<{ key: string; link: LinkDescriptor }> {
  const seen = new Set<string>();
  const preloaded = new Set(preloads);
  const kept: Array<{ key: string; link: LinkDescriptor }> = [];
  for (const descriptor of descriptors) {
    const link = descriptor as { as?: string; href?: string; page?: string };
    if (
      typeof link.page !== "string" &&
      link.as === "script" &&
      link.href &&
      preloaded.has(link.href)
    )
      continue;
    const key = JSON.stringify(
      Object.fromEntries(
        Object.entries(descriptor).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      ),
    );
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ key, link: descriptor });
  }
  return kept;
}
