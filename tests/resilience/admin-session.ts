import { randomBytes } from "node:crypto";
import { E2E_ADMIN } from "../e2e/server-env";

/** A client address of its own, so per-IP rate limits never answer a test's request. */
export function randomClientAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${(bytes[2]! % 250) + 1}`;
}

/**
 * Signs the first administrator (ADMIN_EMAIL of the test servers) in through the sign-in form,
 * as the browser does without JavaScript, and returns the `Cookie` header that carries the
 * session. Sessions live in the database, so the cookie still works after a restart.
 */
export async function signInAsAdmin(origin: string): Promise<string> {
  const response = await formPost(origin, "/auth", {
    intent: "signin",
    email: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
    redirectTo: "/admin-hub",
  });
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => pair.includes("session_token=") && !pair.endsWith("="));
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`administrator sign-in answered ${response.status} without a session`);
  }
  return cookies.join("; ");
}

/** A form post as a page of the site sends it, from a client address of its own. */
export function formPost(
  origin: string,
  pathname: string,
  fields: Record<string, string>,
  cookie = "",
) {
  return fetch(`${origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "X-Forwarded-For": randomClientAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(20_000),
  });
}
