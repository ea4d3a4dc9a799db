import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { routeLabeller } from "../../server/metrics/route-label";
import { bearerTokenMatches } from "../../server/metrics/token";

/** The shape of React Router's route manifest for a few of app/routes.ts's routes. */
const manifest = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/article": { id: "routes/article", parentId: "root", path: "article/:articleSlug" },
  "routes/admin-hub/layout": { id: "routes/admin-hub/layout", parentId: "root", path: "admin-hub" },
  "routes/admin-hub/posts": {
    id: "routes/admin-hub/posts",
    parentId: "routes/admin-hub/layout",
    path: "posts",
  },
  "routes/sitemap": { id: "routes/sitemap", parentId: "root", path: "sitemap.xml" },
  "catch-all": { id: "catch-all", parentId: "root", path: "*" },
} as unknown as ServerBuild["routes"];

describe("metrics route labels", () => {
  const label = routeLabeller({ routes: manifest } as ServerBuild);

  it("names the route pattern that answers, never the URL", () => {
    expect(label("/", 200)).toBe("routes/home");
    expect(label("/article/some-slug?utm=1", 200)).toBe("routes/article");
    expect(label("/article/some-slug.data", 200)).toBe("routes/article");
    expect(label("/_root.data", 200)).toBe("routes/home");
    expect(label("/admin-hub/posts", 200)).toBe("routes/admin-hub/posts");
    expect(label("/sitemap.xml", 200)).toBe("routes/sitemap");
    expect(label("/healthz", 200)).toBe("healthz");
    expect(label("/assets/app-123.js", 200)).toBe("assets");
    expect(label("/media/2026/x.webp", 404)).toBe("media");
  });

  it("gives every unknown URL one label, and a public file another", () => {
    const labels = new Set(Array.from({ length: 500 }, (_, i) => label(`/nope/${i}`, 404)));
    expect([...labels]).toEqual(["catch-all"]);
    expect(label("/favicon.ico", 200)).toBe("static");
  });

  it("labels everything routed `app` without a route table (development)", () => {
    expect(routeLabeller(undefined)("/article/x", 200)).toBe("app");
  });
});

/** app/routes.ts as React Router's build lists it: ids default to the file without extension. */
function manifestOf(
  config: Array<{ id?: string; file: string; path?: string; index?: boolean; children?: unknown }>,
  parentId = "root",
  into: Record<string, unknown> = { root: { id: "root", path: "" } },
): ServerBuild["routes"] {
  for (const route of config) {
    const id = route.id ?? route.file.replace(/\.tsx?$/, "");
    into[id] = { id, parentId, path: route.path, index: route.index };
    if (Array.isArray(route.children)) manifestOf(route.children, id, into);
  }
  return into as ServerBuild["routes"];
}

describe("metrics route labels on the site's route table", () => {
  const label = routeLabeller({ routes: manifestOf(routes) } as ServerBuild);
  it.each([
    ["/", "routes/home"],
    ["/category/ai", "routes/category"],
    ["/article/a-slug", "routes/article"],
    ["/about", "routes/about"],
    ["/admin-hub", "routes/admin-hub/dashboard"],
    ["/admin-hub/posts/123", "routes/admin-hub/post-edit"],
    ["/admin-hub/posts/123/autosave", "routes/admin-post-autosave"],
    ["/newsletter/unsubscribe/one-click", "routes/newsletter-one-click"],
    ["/sitemaps/posts-1.xml", "routes/sitemap-file"],
    ["/rss", "routes/rss"],
    ["/not-found", "not-found-page"],
    ["/wp-login.php", "catch-all"],
  ])("%s → %s", (url, id) => {
    expect(label(url, url === "/wp-login.php" ? 404 : 200)).toBe(id);
  });
});

describe("metrics bearer token", () => {
  const token = "a-token-of-at-least-thirty-two-characters";
  it("accepts only `Bearer <token>`", () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`bearer ${token}`, token)).toBe(true);
    for (const header of [undefined, "", token, `Basic ${token}`, `Bearer ${token}x`, "Bearer "]) {
      expect(bearerTokenMatches(header, token)).toBe(false);
    }
  });
});
