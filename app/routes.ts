import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors SPEC §2; /search, /sitemap.xml, /robots.txt and /newsletter are DESIGN additions.
export default [
  index("routes/home.tsx"),
  // TODO-BUILD route("category/:categorySlug", "routes/category.tsx"),
  // TODO-BUILD route("topics/:topic", "routes/topic.tsx"),
  // TODO-BUILD route("article/:articleSlug", "routes/article.tsx"),
  // TODO-BUILD route("author/:authorId", "routes/author.tsx"),
  route("search", "routes/search.tsx"),
  // TODO-BUILD layout("routes/static-layout.tsx", [
  // TODO-BUILD route("about", "routes/about.tsx"),
  // TODO-BUILD route("team", "routes/team.tsx"),
  // TODO-BUILD route("contact", "routes/contact.tsx"),
  // TODO-BUILD route("privacy", "routes/privacy.tsx"),
  // TODO-BUILD route("terms", "routes/terms.tsx"),
  // TODO-BUILD ]),
  route("newsletter", "routes/newsletter.tsx"),
  // TODO-BUILD route("rss", "routes/rss.ts"),
  // TODO-BUILD route("sitemap.xml", "routes/sitemap.ts"),
  // TODO-BUILD route("robots.txt", "routes/robots.ts"),
  route("not-found", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
