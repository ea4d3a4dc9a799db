import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  Outlet,
  Scripts,
  ServerRouter,
  type EntryContext,
  type RouteObject,
} from "react-router";
import { describe, expect, it } from "vitest";
import { withDocumentRoutesOnly } from "~/http/document-routes.server";
import { setRenderKeepers } from "~/cache/render-keepers.server";

// A route table shaped like the app's: a root layout, an index, pages with parameters, a
// pathless layout, nested admin pages and a catch-all, declared in the order React Router's
// manifest lists them.
const table: Array<{ id: string; parentId?: string; path?: string; index?: boolean }> = [
  { id: "root", path: "" },
  { id: "routes/home", parentId: "root", index: true },
  { id: "routes/category", parentId: "root", path: "category/:slug" },
  { id: "routes/article", parentId: "root", path: "article/:slug" },
  { id: "routes/static-layout", parentId: "root" },
  { id: "routes/about", parentId: "routes/static-layout", path: "about" },
  { id: "routes/admin", parentId: "root", path: "admin" },
  { id: "routes/admin/index", parentId: "routes/admin", index: true },
  { id: "routes/admin/posts", parentId: "routes/admin", path: "posts" },
  { id: "routes/admin/post", parentId: "routes/admin", path: "posts/:id" },
  { id: "routes/admin-export", parentId: "root", path: "admin/export" },
  { id: "catch-all", parentId: "root", path: "*" },
];

function dataRoutes(parentId: string | undefined): RouteObject[] {
  return table
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: dataRoutes(route.id) },
    );
}

const page = (id: string) => () => createElement("p", null, id);
const layout = () => createElement("div", null, createElement(Outlet));
const routeModules = Object.fromEntries(
  table.map((route) => [
    route.id,
    {
      default:
        route.id === "root"
          ? (): ReactNode =>
              createElement(
                "html",
                null,
                createElement("body", null, createElement(Outlet), createElement(Scripts)),
              )
          : table.some((child) => child.parentId === route.id)
            ? layout
            : page(route.id),
    },
  ]),
);

// One manifest, as in a build: what is kept is kept per manifest.
const manifest = {
  entry: { module: "/assets/entry.js", imports: [] },
  url: "/assets/manifest.js",
  version: "1",
  routes: Object.fromEntries(
    table.map((route) => [
      route.id,
      {
        ...route,
        module: `/assets/${route.id}.js`,
        hasAction: false,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: route.id === "root",
      },
    ]),
  ),
};

async function entryContext(pathname: string): Promise<EntryContext> {
  const handler = createStaticHandler(dataRoutes(undefined));
  const staticHandlerContext = await handler.query(new Request(`http://site.test${pathname}`));
  if (staticHandlerContext instanceof Response) throw new Error("unexpected response");
  return {
    manifest,
    routeModules,
    staticHandlerContext,
    // What React Router's request handler passes: the whole table's ranked branches.
    branches: (handler as unknown as { _internalRouteBranches: EntryContext["branches"] })
      ._internalRouteBranches,
    serverHandoffString: "{}",
    future: { v8_middleware: false, v8_passThroughRequests: false },
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    renderMeta: {},
  } as unknown as EntryContext;
}

async function documentOf(pathname: string, narrow: boolean) {
  const context = await entryContext(pathname);
  const used = narrow ? withDocumentRoutesOnly(context) : context;
  const html = renderToString(
    createElement(ServerRouter, { context: used, url: `http://site.test${pathname}` }),
  );
  return { html, routes: Object.keys(used.manifest.routes), branches: used.branches.length };
}

/** The route ids of the manifest written into the page for the browser to start with. */
function startingManifestIds(html: string): string[] {
  const json = /window\.__reactRouterManifest = (\{[\s\S]*?\});/.exec(html)?.[1];
  return Object.keys((JSON.parse(json!) as { routes: object }).routes);
}

describe("a document rendered with only the routes it uses", () => {
  it.each([
    ["/", ["root", "routes/home"]],
    ["/article/hello", ["root", "routes/article", "routes/home", "catch-all"]],
    ["/about", ["root", "routes/static-layout", "routes/about", "routes/home"]],
    [
      "/admin/posts/7",
      [
        "root",
        "routes/admin",
        "routes/admin/post",
        "routes/home",
        "routes/admin/posts",
        "routes/admin/index",
      ],
    ],
    [
      "/admin/export",
      ["root", "routes/admin-export", "routes/home", "routes/admin", "routes/admin/index"],
    ],
    ["/no/such/page", ["root", "catch-all", "routes/home"]],
  ])("%s: the same document as with every route", async (pathname, expected) => {
    const whole = await documentOf(pathname, false);
    const narrowed = await documentOf(pathname, true);
    expect(narrowed.html).toBe(whole.html);
    expect(startingManifestIds(narrowed.html)).toEqual(expected);
    // Only what that manifest holds was turned into route objects.
    expect(narrowed.routes.sort()).toEqual([...expected].sort());
    expect(narrowed.branches).toBeLessThan(whole.branches);
  });

  it("gives the same answer again from what it kept", async () => {
    const context = await entryContext("/article/one");
    const first = withDocumentRoutesOnly(context);
    const again = withDocumentRoutesOnly(await entryContext("/article/two"));
    expect(again.manifest.routes).toBe(first.manifest.routes);
    expect(again.branches).toBe(first.branches);
    expect(first.staticHandlerContext).toBe(context.staticHandlerContext);
  });

  it("with the render keepers off (RENDER_KEEPERS=false) leaves the context whole", async () => {
    const context = await entryContext("/article/one");
    setRenderKeepers(false);
    try {
      expect(withDocumentRoutesOnly(context)).toBe(context);
    } finally {
      setRenderKeepers(true);
    }
  });
});
