import { data } from "react-router";
import { isSameOriginRequest } from "~/auth/origin.server";
import { NO_STORE } from "~/auth/responses.server";
import { getConfig } from "~/config.server";
import { formText } from "~/lib/form-text";
import { newsletterTokenSchema } from "~/lib/schemas";
import { readForm } from "./read-form.server";

/**
 * Pages behind a link that carries a token (newsletter confirm and unsubscribe, email
 * verification): the token is in the address, so keep it out of caches and other sites'
 * Referer headers.
 */
export const tokenPageHeaders = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

/** GET only reads the token for the page to POST: following the link changes nothing. */
export function tokenPageLoader({ request }: { request: Request }) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/**
 * The POST of a public token page: same origin only, a well-formed token, then `confirm`, which
 * says whether the token was good. Answers the page's outcome (403, 400 or the success message).
 */
export async function confirmPostedToken(
  request: Request,
  confirm: (token: string) => Promise<boolean>,
  text: { crossOrigin: string; invalid: string; done: string },
) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) {
    return data({ ok: false, message: text.crossOrigin }, { status: 403 });
  }
  const parsed = newsletterTokenSchema.safeParse({
    token: formText(await readForm(request), "token"),
  });
  const done = parsed.success && (await confirm(parsed.data.token));
  if (!done) return data({ ok: false, message: text.invalid }, { status: 400 });
  return { ok: true, message: text.done };
}
