import { ReturnHomeButton, TokenConfirmPage } from "~/components/auth/token-confirm-page";
import { confirmPostedToken, tokenPageHeaders, tokenPageLoader } from "~/http/token-link.server";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { confirmSubscription } from "~/newsletter/subscriptions.server";
import type { Route } from "./+types/newsletter.confirm";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your subscription | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = tokenPageHeaders;
export const loader = tokenPageLoader;

/** Confirming changes state, so it happens on POST; mail scanners that fetch links do nothing. */
export function action({ request, context }: Route.ActionArgs) {
  return confirmPostedToken(
    request,
    (token) => confirmSubscription(context.services.newsletter, token),
    {
      crossOrigin: NEWSLETTER_TEXT.crossOrigin,
      invalid: NEWSLETTER_TEXT.confirmInvalid,
      done: NEWSLETTER_TEXT.confirmedBody,
    },
  );
}

export default function ConfirmSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmPage
      token={loaderData.token}
      outcome={actionData}
      autoSubmit
      title={NEWSLETTER_TEXT.confirmTitle}
      description={NEWSLETTER_TEXT.confirmBody}
      submitLabel={NEWSLETTER_TEXT.confirmButton}
      busyLabel="Confirming..."
      successTitle={NEWSLETTER_TEXT.confirmedTitle}
      invalidTitle="Confirmation link not valid"
      invalidMessage={NEWSLETTER_TEXT.confirmInvalid}
      invalidFooter={<ReturnHomeButton />}
    />
  );
}
