import { Link } from "~/components/link";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { NewsletterForm } from "~/components/newsletter-form";
import { Button } from "~/components/ui/button";
import { clientIp } from "~/auth/client-ip.server";
import { isSameOriginRequest } from "~/auth/origin.server";
import { getConfig } from "~/config.server";
import { NEWSLETTER_HONEYPOT, NEWSLETTER_INVITATION, TEXT } from "~/lib/constants";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { fieldErrors, newsletterSchema } from "~/lib/schemas";
import { subscribe } from "~/newsletter/subscriptions.server";
import type { Route } from "./+types/newsletter";
import { readForm } from "~/http/read-form.server";
import { refused, succeeded } from "~/http/action-result.server";

/**
 * Newsletter sign-up (double opt-in). The answer is the same for every accepted address, known
 * or not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) {
    return refused(403, NEWSLETTER_TEXT.crossOrigin);
  }
  const form = await readForm(request);
  const parsed = newsletterSchema.safeParse({
    email: form.get("email") ?? "",
    [NEWSLETTER_HONEYPOT]: form.get(NEWSLETTER_HONEYPOT) ?? "",
  });
  if (!parsed.success) {
    return refused(400, fieldErrors(parsed.error).email ?? NEWSLETTER_TEXT.invalidEmail);
  }
  const outcome = await subscribe(context.services.newsletter, {
    email: parsed.data.email,
    honeypot: parsed.data[NEWSLETTER_HONEYPOT],
    ip: clientIp(request),
  });
  if (!outcome.ok) {
    const retryAfter = { "Retry-After": String(outcome.retryAfterSeconds) };
    return refused(outcome.status, outcome.message, {}, retryAfter);
  }
  return succeeded(TEXT.newsletterSuccessBody);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteFrom(matches), {
    title: "Newsletter",
    description: NEWSLETTER_INVITATION,
    path: "/newsletter",
  });

/**
 * Without JavaScript a sign-up form posts here as a page, and the reader sees the spec's success
 * message (or the error with the form to try again). A plain visit shows the sign-up form.
 */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <AuthCard title={TEXT.newsletterSuccessTitle}>
        <FormAlert kind="success">
          {TEXT.newsletterSuccessBody} Please check your inbox and confirm the subscription.
        </FormAlert>
        <Button asChild className="mt-5 w-full">
          <Link to="/">{TEXT.returnHome}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={actionData ? "We couldn't subscribe you" : "Subscribe to our newsletter"}
      description={NEWSLETTER_TEXT.signUpInvitation}
    >
      {actionData ? <FormAlert kind="error">{actionData.message}</FormAlert> : null}
      <NewsletterForm id="newsletter-page-email" className="mt-4" />
    </AuthCard>
  );
}
