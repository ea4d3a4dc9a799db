import { TokenConfirmPage } from "~/components/auth/token-confirm-page";
import { confirmPostedToken, tokenPageHeaders, tokenPageLoader } from "~/http/token-link.server";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { unsubscribe } from "~/newsletter/subscriptions.server";
import type { Route } from "./+types/newsletter.unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = tokenPageHeaders;
/** GET only shows the button: link scanners and prefetchers must not unsubscribe anyone. */
export const loader = tokenPageLoader;

export function action({ request, context }: Route.ActionArgs) {
  return confirmPostedToken(request, (token) => unsubscribe(context.services.newsletter, token), {
    crossOrigin: NEWSLETTER_TEXT.crossOrigin,
    invalid: NEWSLETTER_TEXT.unsubscribeInvalid,
    done: NEWSLETTER_TEXT.unsubscribedBody,
  });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmPage
      token={loaderData.token}
      outcome={actionData}
      title={NEWSLETTER_TEXT.unsubscribeTitle}
      description={NEWSLETTER_TEXT.unsubscribeBody}
      submitLabel={NEWSLETTER_TEXT.unsubscribeButton}
      busyLabel="Unsubscribing..."
      successTitle={NEWSLETTER_TEXT.unsubscribedTitle}
      invalidTitle="Unsubscribe link not valid"
      invalidMessage={NEWSLETTER_TEXT.unsubscribeInvalid}
    />
  );
}
