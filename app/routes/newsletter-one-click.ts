import { redirect } from "react-router";
import { NO_STORE } from "~/auth/responses.server";
import { unsubscribe } from "~/newsletter/subscriptions.server";
import type { Route } from "./+types/newsletter-one-click";

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` from their
 * own servers (no cookies, no Origin of ours), so the signed token in the URL is the only
 * authority and no origin check applies.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  // The body should be `List-Unsubscribe=One-Click`; it is not required, because the signed
  // token already proves the request comes from the email.
  const done = await unsubscribe(context.services.newsletter, token);
  return new Response(done ? "Unsubscribed\n" : "Invalid unsubscribe link\n", {
    status: done ? 200 : 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
  });
}

/**
 * Mail clients without RFC 8058 open the `List-Unsubscribe` address in a browser (RFC 2369):
 * they get the same confirmation page as the link in the email's body. A GET changes nothing,
 * so link scanners and prefetchers unsubscribe nobody.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const query = token ? `?${new URLSearchParams({ token })}` : "";
  return redirect(`/newsletter/unsubscribe${query}`, { headers: NO_STORE });
}
