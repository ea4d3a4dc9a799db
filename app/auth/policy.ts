import { ADMIN_ROLE, READER_ROLE, STAFF_ROLES, type StaffRole } from "~/lib/staff-text";

/**
 * Who may do what in the newsroom: the one home of the permission rules. The server guards
 * (`guards.server.ts`) enforce them on every admin loader and action; screens use the same
 * functions only to hide what the server would refuse. Nothing here is secret.
 *
 * - contributor: writes and edits own drafts, asks for review, cannot publish
 * - author: also publishes, unpublishes and deletes own posts
 * - editor: every post, categories and tags, the media library, authors and contributors
 * - admin: everything, including settings, users, subscribers and the inbox
 */
export type Permission =
  | "admin.enter"
  | "posts.create"
  | "posts.viewAll"
  | "posts.editAny"
  | "posts.publishOwn"
  | "posts.publishAny"
  | "posts.emailSubscribers"
  | "posts.setAuthors"
  | "media.upload"
  | "media.library"
  | "media.delete"
  | "categories.manage"
  | "redirects.manage"
  | "users.manage"
  | "subscribers.manage"
  | "inbox.read"
  | "settings.manage"
  | "site.operate"
  | "analytics.view"
  | "comments.moderateOwn"
  | "comments.moderateAny"
  | "comments.ban";

const EVERY_STAFF_ROLE = STAFF_ROLES;
const AUTHORS_UP: readonly StaffRole[] = ["author", "editor", "admin"];
const EDITORS_UP: readonly StaffRole[] = ["editor", "admin"];
const ADMINS: readonly StaffRole[] = [ADMIN_ROLE];

const RULES: Record<Permission, readonly StaffRole[]> = {
  "admin.enter": EVERY_STAFF_ROLE,
  "posts.create": EVERY_STAFF_ROLE,
  "posts.viewAll": EDITORS_UP,
  "posts.editAny": EDITORS_UP,
  "posts.publishOwn": AUTHORS_UP,
  "posts.publishAny": EDITORS_UP,
  "posts.emailSubscribers": EDITORS_UP,
  // Who is on a byline is the desk's call; an author's own new post starts with them alone.
  "posts.setAuthors": EDITORS_UP,
  // Contributors upload only from the editor's image picker, never through the library screen.
  "media.upload": EVERY_STAFF_ROLE,
  "media.library": AUTHORS_UP,
  "media.delete": EDITORS_UP,
  "categories.manage": EDITORS_UP,
  "redirects.manage": EDITORS_UP,
  "users.manage": EDITORS_UP,
  "subscribers.manage": ADMINS,
  "inbox.read": ADMINS,
  "settings.manage": ADMINS,
  // How the running site is doing (page cache figures): for those who run it, not the newsroom.
  "site.operate": ADMINS,
  // Editors and administrators see the whole site; authors their own posts (issue 42).
  "analytics.view": AUTHORS_UP,
  // Readers' comments (issue 39): authors on their own posts, editors and administrators on
  // every post; a ban reaches every article, so it is the editors'.
  "comments.moderateOwn": AUTHORS_UP,
  "comments.moderateAny": EDITORS_UP,
  "comments.ban": EDITORS_UP,
};

export interface Actor {
  id: string;
  role: StaffRole | null;
}

/** The most powerful staff role in Better Auth's comma-separated role list, if any. */
export function staffRoleOf(roles: string | null | undefined): StaffRole | null {
  const listed = (roles ?? "").split(",").map((value) => value.trim());
  return [...STAFF_ROLES].reverse().find((role) => listed.includes(role)) ?? null;
}

export function can(role: StaffRole | null, permission: Permission): boolean {
  return role !== null && RULES[permission].includes(role);
}

export interface PostOwnership {
  /** Everyone on the byline (migration 035): any of them owns the post. */
  authorIds: readonly string[];
  published: boolean;
}

export type PostAction = "view" | "edit" | "delete" | "publish" | "submit";

/**
 * Row-level rules: contributors and authors act on their own posts (any post they are an author
 * of, co-written ones too), editors on every post.
 */
export function canOnPost(actor: Actor, action: PostAction, post: PostOwnership): boolean {
  const { role } = actor;
  if (!can(role, "admin.enter")) return false;
  const own = post.authorIds.includes(actor.id);
  switch (action) {
    case "view":
      return own || can(role, "posts.viewAll");
    case "edit":
    case "delete":
      // A contributor's published post belongs to the editors: only drafts stay editable.
      if (can(role, "posts.editAny")) return true;
      return own && (can(role, "posts.publishOwn") || !post.published);
    case "publish":
      return can(role, "posts.publishAny") || (own && can(role, "posts.publishOwn"));
    case "submit":
      return own && !post.published && !can(role, "posts.publishOwn");
  }
}

/**
 * Whether the actor may moderate a comment on a post with these authors: editors and
 * administrators on every post, authors on the posts they are on the byline of (co-written ones
 * too, migration 035).
 */
export function canModerateComment(actor: Actor, postAuthorIds: readonly string[]): boolean {
  if (can(actor.role, "comments.moderateAny")) return true;
  return can(actor.role, "comments.moderateOwn") && postAuthorIds.includes(actor.id);
}

export type AssignableRole = StaffRole | typeof READER_ROLE;

/** The roles an actor may give (in an invitation or a role change); "user" removes from staff. */
export function assignableRoles(role: StaffRole | null): AssignableRole[] {
  if (role === ADMIN_ROLE) return [READER_ROLE, ...STAFF_ROLES];
  if (role === "editor") return [READER_ROLE, "contributor", "author"];
  return [];
}

/** Editors manage readers, contributors and authors; administrators manage everyone. */
export function canManageMember(actor: Actor, targetRole: StaffRole | null): boolean {
  if (!can(actor.role, "users.manage")) return false;
  if (actor.role === ADMIN_ROLE) return true;
  return targetRole === null || assignableRoles(actor.role).includes(targetRole);
}

/** Roles that must use a second factor when the site setting asks for it. */
export function needsTwoFactor(role: StaffRole | null): boolean {
  return role === "editor" || role === ADMIN_ROLE;
}
