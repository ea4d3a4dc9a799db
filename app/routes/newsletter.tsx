import { data, Link } from "react-router";
import { clientIp } from "~/auth/client-ip.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { getConfig } from "~/config.server";
import { NEWSLETTER_TEXT, TEXT } from "~/lib/constants";
import { fieldErrors, NEWSLETTER_HONEYPOT, newsletterSchema } from "~/lib/schemas";
import { getNewsletterContext } from "~/newsletter/context.server";
import { subscribe } from "~/newsletter/subscriptions.server";
import type { Route } from "./+types/newsletter";
import { readForm } from "~/http/read-form.server";

type NewsletterResult = { ok: true; error?: undefined } | { ok: false; error: string };

/**
 * Newsletter sign-up (double opt-in). The answer is the same for every accepted address, known
 * or not. Without JavaScript the form posts here and this page shows the outcome.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) {
    return data<NewsletterResult>(
      { ok: false, error: NEWSLETTER_TEXT.crossOrigin },
      { status: 403 },
    );
  }
  const form = await readForm(request);
  const parsed = newsletterSchema.safeParse({
    email: form.get("email") ?? "",
    [NEWSLETTER_HONEYPOT]: form.get(NEWSLETTER_HONEYPOT) ?? "",
  });
  if (!parsed.success) {
    const error = fieldErrors(parsed.error).email ?? NEWSLETTER_TEXT.invalidEmail;
    return data<NewsletterResult>({ ok: false, error }, { status: 400 });
  }
  const outcome = await subscribe(getNewsletterContext(), {
    email: parsed.data.email,
    honeypot: parsed.data[NEWSLETTER_HONEYPOT],
    ip: clientIp(request),
  });
  if (!outcome.ok) {
    return data<NewsletterResult>(
      { ok: false, error: outcome.message },
      { status: outcome.status, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return data<NewsletterResult>({ ok: true });
}

export function loader() {
  // Nothing to show on GET; the sign-up forms live on every page.
  throw data(null, { status: 404 });
}

export default function NewsletterResultPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      {actionData?.ok ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{TEXT.newsletterSuccessTitle}</h1>
          <p className="mt-3 text-muted-foreground">{TEXT.newsletterSuccessBody}</p>
          <p className="mt-3 text-muted-foreground">
            Please check your inbox and confirm the subscription.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">We couldn't subscribe you</h1>
          <p className="mt-3 text-destructive">{actionData?.error}</p>
        </>
      )}
      <Link to="/" className="mt-8 inline-block font-medium text-primary hover:underline">
        {TEXT.returnHome}
      </Link>
    </section>
  );
}
