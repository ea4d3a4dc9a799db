import { getNewsletterContext } from "~/newsletter/context.server";
import { unsubscribe } from "~/newsletter/subscriptions.server";
import type { Route } from "./+types/newsletter-one-click";

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` from their
 * own servers (no cookies, no Origin of ours), so the signed token in the URL is the only
 * authority and no origin check applies. GET does nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  // The body should be `List-Unsubscribe=One-Click`; it is not required, because the signed
  // token already proves the request comes from the email.
  const done = await unsubscribe(getNewsletterContext(), token);
  return new Response(done ? "Unsubscribed\n" : "Invalid unsubscribe link\n", {
    status: done ? 200 : 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function loader() {
  return new Response("Use the unsubscribe link in the email.\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
