import { AUTH_TEXT } from "~/lib/auth-text";

/** Resource routes answer JSON; React Router's own origin check covers only route actions. */
export function crossOriginRefusal(): Response {
  return Response.json({ ok: false, message: AUTH_TEXT.crossOrigin }, { status: 403 });
}
