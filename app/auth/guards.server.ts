import { data, redirect } from "react-router";
import { type StaffRole } from "~/lib/staff-text";
import { AUTH_TEXT } from "~/lib/auth-text";
import { setFlash } from "~/http/flash.server";
import { normalizedSitePath } from "~/lib/site-path";
import { getSiteSettings } from "~/settings/settings.server";
import { can, needsTwoFactor, type Actor, type Permission } from "./policy";
import type { AuthService, SessionUser } from "./service.server";
import { pageUrlOf } from "~/http/page-url.server";

// Every guard takes the account service (`context.services.auth`) as its last argument.

/** Who is signed in (looked up once per request), or null. */
export function getSessionUser(
  request: Request,
  service: AuthService,
): Promise<SessionUser | null> {
  return service.getSessionUser(request);
}

/** The signed-in visitor as the permission rules see them (role null for readers), or null. */
export async function getStaffActor(request: Request, service: AuthService): Promise<Actor | null> {
  const user = await service.getSessionUser(request);
  if (!user) return null;
  return { id: user.id, role: await service.staffRole(user.id) };
}

/**
 * Where to return after signing in: only a path whose resolved origin is this site's (no open
 * redirect, whatever the spelling), and never back into the sign-in pages.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  const path = typeof value === "string" ? normalizedSitePath(value) : null;
  if (!path || path === "/auth" || /^\/auth[/?#.]/.test(path)) return fallback;
  return path;
}

function signInRedirect(request: Request): Response {
  const url = pageUrlOf(request);
  const back = `${url.pathname}${url.search}`;
  return redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
}

/** Pages: signed-out visitors go to /auth and come back after signing in. */
export async function requireUser(request: Request, service: AuthService): Promise<SessionUser> {
  const user = await service.getSessionUser(request);
  if (!user) throw signInRedirect(request);
  return user;
}

export type GuardMode = "page" | "data";

/** A signed-in member of staff, with the role read from the database for this request. */
export type StaffUser = SessionUser & { role: StaffRole };

/**
 * Every admin loader and action calls this with the permission it needs (policy.ts). Pages
 * redirect: signed out → /auth and back; a reader → /auth, which sends them home with a message;
 * staff whose role lacks the permission → the dashboard with "Your role does not allow that".
 * Data requests (actions, resource routes) answer 403. The role is read from the database on
 * every call, so a role change takes effect at once. When the site requires a second factor for
 * editors and administrators, those without one are sent to set it up first.
 */
export async function requirePermission(
  request: Request,
  permission: Permission,
  mode: GuardMode = "page",
  service: AuthService,
): Promise<StaffUser> {
  const user = await service.getSessionUser(request);
  const role = user ? await service.staffRole(user.id) : null;
  if (user && role && can(role, permission)) {
    await requireSecondFactorIfAsked({ ...user, role }, mode, service);
    return { ...user, role };
  }
  if (mode === "data") {
    const message = role ? AUTH_TEXT.notAllowed : AUTH_TEXT.adminOnly;
    throw data({ ok: false, message }, { status: 403 });
  }
  if (!user) throw signInRedirect(request);
  if (role) {
    throw redirect("/admin-hub", { headers: { "Set-Cookie": await setFlash("notAllowed") } });
  }
  throw redirect("/auth", { headers: { "Set-Cookie": await setFlash("adminOnly") } });
}

async function requireSecondFactorIfAsked(
  user: StaffUser,
  mode: GuardMode,
  service: AuthService,
): Promise<void> {
  if (user.twoFactorEnabled || !needsTwoFactor(user.role)) return;
  if (!(await getSiteSettings(service.db)).requireStaffTwoFactor) return;
  if (mode === "data") {
    throw data({ ok: false, message: AUTH_TEXT.twoFactorRequired }, { status: 403 });
  }
  throw redirect("/account#two-factor", {
    headers: { "Set-Cookie": await setFlash("twoFactorRequired") },
  });
}

/** Administrator-only screens and commands: the spec's has_role(user, 'admin'). */
export function requireAdmin(
  request: Request,
  mode: GuardMode = "page",
  service: AuthService,
): Promise<StaffUser> {
  return requirePermission(request, "settings.manage", mode, service);
}
