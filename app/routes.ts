import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors SPEC §2; /search, /sitemap.xml, /robots.txt, /newsletter, /account and the /auth/*
// pages (sign-out, password reset, email verification) are DESIGN additions.
export default [
  index("routes/home.tsx"),
  route("category/:categorySlug", "routes/category.tsx"),
  route("topics/:topic", "routes/topic.tsx"),
  route("article/:articleSlug", "routes/article.tsx"),
  route("author/:authorId", "routes/author.tsx"),
  route("search", "routes/search.tsx"),
  layout("routes/static-layout.tsx", [
    route("about", "routes/about.tsx"),
    route("team", "routes/team.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
  ]),
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.tsx"),
  route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
  route("auth/reset-password", "routes/auth.reset-password.tsx"),
  route("auth/verify-email", "routes/auth.verify-email.tsx"),
  route("account", "routes/account.tsx"),
  route("admin-hub", "routes/admin-hub/layout.tsx", [
    index("routes/admin-hub/dashboard.tsx"),
    route("posts", "routes/admin-hub/posts.tsx"),
    route("posts/:postId", "routes/admin-hub/post-edit.tsx"),
    route("inbox", "routes/admin-hub/inbox.tsx"),
    route("inbox/:messageId", "routes/admin-hub/inbox-message.tsx"),
    route("categories", "routes/admin-hub/categories.tsx"),
    route("media", "routes/admin-hub/media.tsx"),
    route("users", "routes/admin-hub/users.tsx"),
    route("settings", "routes/admin-hub/settings.tsx"),
  ]),
  route("admin-hub/media/upload", "routes/admin-media-upload.ts"),
  route("admin-hub/media/delete", "routes/admin-media-delete.ts"),
  route("newsletter", "routes/newsletter.tsx"),
  route("rss", "routes/rss.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("not-found", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
