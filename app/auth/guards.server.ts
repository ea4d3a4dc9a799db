import { data, redirect } from "react-router";
import { ADMIN_ROLE, AUTH_TEXT } from "~/lib/constants";
import { setFlash } from "~/lib/flash.server";
import { normalizedSitePath } from "~/lib/site-path";
import { getAuthService } from "./instance.server";
import type { AuthService, SessionUser } from "./service.server";

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  return getAuthService().getSessionUser(request);
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
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
}

/** Pages: signed-out visitors go to /auth and come back after signing in. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw signInRedirect(request);
  return user;
}

export type GuardMode = "page" | "data";

/**
 * Admin-only loaders and actions. Pages redirect (signed out → /auth; signed-in non-admin →
 * /auth, which sends them home with a message); data requests (actions, resource routes) answer
 * 403. The role is read from the database on every call, so revoking it takes effect at once.
 */
export async function requireAdmin(
  request: Request,
  mode: GuardMode = "page",
  service: AuthService = getAuthService(),
): Promise<SessionUser> {
  const user = await service.getSessionUser(request);
  if (user && (await service.hasRole(user.id, ADMIN_ROLE))) return user;
  if (mode === "data") {
    throw data({ ok: false, message: AUTH_TEXT.adminOnly }, { status: 403 });
  }
  if (!user) throw signInRedirect(request);
  throw redirect("/auth", { headers: { "Set-Cookie": await setFlash("adminOnly") } });
}
