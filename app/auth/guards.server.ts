import { data, redirect } from "react-router";
import { ADMIN_ROLE, AUTH_TEXT } from "~/lib/constants";
import { setFlash } from "~/lib/flash.server";
import { getAuthService } from "./instance.server";
import type { AuthService, SessionUser } from "./service.server";

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  return getAuthService().getSessionUser(request);
}

/** Where to return after signing in; only paths on this site (no open redirect). */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//"))
    return fallback;
  if (value.startsWith("/\\") || value.startsWith("/auth")) return fallback;
  return value;
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
