import { createElement as h, type ComponentType, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  Links,
  Outlet,
  Scripts,
  ServerRouter,
  type EntryContext,
  type RouteObject,
} from "react-router";
import { describe, expect, it } from "vitest";
import { DocumentLinks, DocumentScripts } from "~/components/document-assets";
import { withDocumentRoutesOnly } from "~/http/document-routes.server";

// A route table shaped like the app's (a root layout, pages with parameters, a pathless layout,
// nested admin pages, a catch-all), with every kind of module React Router's <Scripts> and
// <Links> write: client loaders and actions, a hydrate fallback, shared imports, stylesheets and
// route `links` (one of them twice, one a script the page preloads already).
const table: Array<{ id: string; parentId?: string; path?: string; index?: boolean }> = [
  { id: "root", path: "" },
  { id: "routes/home", parentId: "root", index: true },
  { id: "routes/article", parentId: "root", path: "article/:slug" },
  { id: "routes/static-layout", parentId: "root" },
  { id: "routes/about", parentId: "routes/static-layout", path: "about" },
  { id: "routes/admin", parentId: "root", path: "admin" },
  { id: "routes/admin/index", parentId: "routes/admin", index: true },
  { id: "routes/admin/post", parentId: "routes/admin", path: "posts/:id" },
  { id: "catch-all", parentId: "root", path: "*" },
];

function dataRoutes(parentId: string | undefined): RouteObject[] {
  return table
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : {
            id: route.id,
            path: route.path,
            children: dataRoutes(route.id),
            loader: route.id === "routes/admin" ? failOn("broken") : undefined,
          },
    );
}

/**
 * A layout's loader that fails for one post: that page's links then come from the routes down to
 * the layout only.
 */
function failOn(id: string) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    if (params.id === id) throw new Error("no such post");
    return { id: params.id };
  };
}

/** One manifest per shape, as a build has one: what is kept is kept per manifest. */
const manifests = new Map<string, ReturnType<typeof makeManifest>>();
function manifestOf(options: { sri?: boolean }) {
  const key = String(Boolean(options.sri));
  if (!manifests.has(key)) manifests.set(key, makeManifest(options));
  return manifests.get(key)!;
}

function makeManifest(options: { sri?: boolean }) {
  return {
    entry: {
      module: "/assets/entry.client.js",
      imports: ["/assets/react.js", "/assets/shared.js"],
    },
    url: "/assets/manifest-1.js",
    version: "1",
    sri: options.sri
      ? { "/assets/entry.client.js": "sha384-entry", "/assets/react.js": "sha384-react" }
      : undefined,
    routes: Object.fromEntries(
      table.map((route) => [
        route.id,
        {
          ...route,
          module: `/assets/${route.id}.js`,
          imports: ["/assets/shared.js", `/assets/${route.id}-chunk.js`],
          css:
            route.id === "root" || route.id === "routes/admin/post"
              ? [`/assets/${route.id}.css`]
              : undefined,
          clientLoaderModule:
            route.id === "routes/admin/post" ? "/assets/post-client-loader.js" : undefined,
          clientActionModule:
            route.id === "routes/admin/post" ? "/assets/post-client-action.js" : undefined,
          hydrateFallbackModule:
            route.id === "routes/admin" ? "/assets/admin-fallback.js" : undefined,
          hasAction: false,
          hasLoader: route.id === "routes/admin",
          hasClientAction: route.id === "routes/admin/post",
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: route.id === "root",
        },
      ]),
    ),
  };
}

type Assets = { Links: ComponentType<object>; Scripts: ComponentType<{ nonce?: string }> };

function routeModulesOf(assets: Assets) {
  const layout = () => h("div", null, h(Outlet));
  return Object.fromEntries(
    table.map((route) => {
      if (route.id === "root") {
        const Document = ({ children }: { children?: ReactNode }): ReactNode =>
          h(
            "html",
            null,
            h("head", null, h("meta", { charSet: "utf-8" }), h(assets.Links)),
            h("body", null, children, h(assets.Scripts, { nonce: "abc" })),
          );
        return [
          route.id,
          {
            default: () => h(Document, null, h(Outlet)),
            ErrorBoundary: () => h(Document, null, h("p", null, "error")),
            links: () => [
              { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
              { rel: "alternate", type: "application/rss+xml", href: "/rss" },
              { href: "/rss", rel: "alternate", type: "application/rss+xml" },
              { rel: "preload", as: "script", href: "/assets/shared.js" },
              { rel: "preload", as: "font", href: "/fonts/inter.woff2", crossOrigin: "anonymous" },
            ],
          },
        ];
      }
      const hasChildren = table.some((child) => child.parentId === route.id);
      return [route.id, { default: hasChildren ? layout : () => h("p", null, route.id) }];
    }),
  );
}

const reactRouters: Assets = { Links, Scripts };
const kept: Assets = { Links: DocumentLinks, Scripts: DocumentScripts };

async function documentOf(
  pathname: string,
  assets: Assets,
  options: { narrow?: boolean; sri?: boolean; criticalCss?: boolean; nonce?: string } = {},
): Promise<string> {
  const handler = createStaticHandler(dataRoutes(undefined));
  const staticHandlerContext = await handler.query(new Request(`http://site.test${pathname}`));
  if (staticHandlerContext instanceof Response) throw new Error("unexpected response");
  const context = {
    manifest: manifestOf(options),
    routeModules: routeModulesOf(assets),
    staticHandlerContext,
    branches: (handler as unknown as { _internalRouteBranches: EntryContext["branches"] })
      ._internalRouteBranches,
    criticalCss: options.criticalCss ? { href: "/assets/critical.css" } : undefined,
    serverHandoffString: '{"basename":"/","ssr":true}',
    future: { v8_middleware: false, v8_passThroughRequests: false },
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    renderMeta: {},
  } as unknown as EntryContext;
  const used = options.narrow ? withDocumentRoutesOnly(context) : context;
  return renderToString(
    h(ServerRouter, { context: used, url: `http://site.test${pathname}`, nonce: options.nonce }),
  );
}

const pages = [
  "/",
  "/article/hello",
  "/about",
  "/admin",
  "/admin/posts/7",
  "/admin/posts/broken",
  "/a/b/c",
];

describe("the document's links and scripts, kept per route set on the server", () => {
  it("are not React Router's own components on the server", () => {
    expect(DocumentLinks).not.toBe(Links);
    expect(DocumentScripts).not.toBe(Scripts);
  });

  it.each(pages)("%s: the same markup as React Router's, first and again", async (pathname) => {
    for (const options of [
      { narrow: true },
      { narrow: false },
      { narrow: true, sri: true, criticalCss: true, nonce: "n0nce" },
    ]) {
      const expected = await documentOf(pathname, reactRouters, options);
      // Sanity: the document holds what is compared.
      expect(expected).toContain('rel="modulepreload"');
      expect(expected).toContain("window.__reactRouterManifest");
      expect(await documentOf(pathname, kept, options)).toBe(expected);
      // The second render comes from what the first kept.
      expect(await documentOf(pathname, kept, options)).toBe(expected);
    }
  });

  it("keeps apart pages of one route set whose parent paths differ", async () => {
    // Both match the catch-all only; their starting manifests differ by their parent paths.
    const shallow = await documentOf("/x", kept, { narrow: false });
    const deep = await documentOf("/admin/x/y", kept, { narrow: false });
    expect(shallow).toBe(await documentOf("/x", reactRouters, { narrow: false }));
    expect(deep).toBe(await documentOf("/admin/x/y", reactRouters, { narrow: false }));
    expect(deep).not.toBe(shallow);
  });

  it("keeps apart a page whose layout failed: its links stop at that layout", async () => {
    const post = await documentOf("/admin/posts/7", kept, { narrow: true });
    const failed = await documentOf("/admin/posts/broken", kept, { narrow: true });
    expect(post).toContain('href="/assets/routes/admin/post.css"');
    expect(failed).toContain("<p>error</p>");
    expect(failed).not.toContain('href="/assets/routes/admin/post.css"');
    expect(failed).toBe(await documentOf("/admin/posts/broken", reactRouters, { narrow: true }));
  });
});
