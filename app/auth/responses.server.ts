import { data, redirect } from "react-router";
import type { ActionFailure, ActionSuccess } from "~/lib/action-result";
import type { FieldErrors } from "~/lib/schemas";
import { setFlash, type FlashKey } from "~/http/flash.server";
import type { AuthFailure } from "./service.server";

/**
 * What an account form's action answers when it does not redirect: the one action result
 * shape (`~/lib/action-result`), naming the form it answers (a page may hold several).
 */
export type AuthFormResult<Intent extends string = string> =
  | ActionSuccess<{ intent: Intent }>
  | (ActionFailure & {
      intent: Intent;
      code?: AuthFailure["code"] | "INVALID_INPUT";
      /** Values to refill (never passwords). */
      values?: Record<string, string>;
    });

export function invalidInput<Intent extends string>(
  intent: Intent,
  fieldErrors: FieldErrors,
  values: Record<string, string> = {},
) {
  return data<AuthFormResult<Intent>>(
    {
      ok: false,
      intent,
      code: "INVALID_INPUT",
      message: "Please correct the highlighted fields.",
      fieldErrors,
      values,
    },
    { status: 400 },
  );
}

export function failed<Intent extends string>(
  intent: Intent,
  failure: AuthFailure,
  values: Record<string, string> = {},
) {
  const headers = new Headers();
  if (failure.retryAfterSeconds) headers.set("Retry-After", String(failure.retryAfterSeconds));
  return data<AuthFormResult<Intent>>(
    { ok: false, intent, code: failure.code, message: failure.message, values },
    { status: failure.status, headers },
  );
}

export function succeeded<Intent extends string>(
  intent: Intent,
  message: string,
  setCookies: string[] = [],
) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data<AuthFormResult<Intent>>({ ok: true, intent, message }, { headers });
}

/** A redirect that carries the session cookies and a one-time message. */
export async function redirectWith(to: string, setCookies: string[], flash?: FlashKey) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  if (flash) headers.append("Set-Cookie", await setFlash(flash));
  return redirect(to, { headers });
}

export { formText } from "~/lib/form-text";

export const NO_STORE = { "Cache-Control": "no-store" };

/** Account pages are never cached; a refused attempt keeps its Retry-After. */
export function authPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers(NO_STORE);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
