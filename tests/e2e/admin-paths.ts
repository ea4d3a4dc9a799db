/** Every admin screen, for the accessibility checks and the screenshot tour. */
export const ADMIN_PATHS = [
  "/admin-hub",
  "/admin-hub/posts",
  "/admin-hub/comments",
  "/admin-hub/inbox",
  "/admin-hub/categories",
  "/admin-hub/media",
  "/admin-hub/users",
  "/admin-hub/subscribers",
  "/admin-hub/settings",
  "/admin-hub/import",
] as const;
