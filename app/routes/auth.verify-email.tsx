import { Link } from "~/components/link";
import { failed, formText, redirectWith } from "~/auth/responses.server";
import { TokenConfirmPage } from "~/components/auth/token-confirm-page";
import { Button } from "~/components/ui/button";
import { readForm } from "~/http/read-form.server";
import { tokenPageHeaders, tokenPageLoader } from "~/http/token-link.server";
import { AUTH_TEXT } from "~/lib/auth-text";
import type { Route } from "./+types/auth.verify-email";

export const meta: Route.MetaFunction = () => [
  { title: "Verify your email | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = tokenPageHeaders;
export const loader = tokenPageLoader;

/** Verifying changes state, so it happens on POST; mail scanners that fetch links do nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = formText(await readForm(request), "token").slice(0, 4096);
  const outcome = await context.services.auth.verifyEmail(request, token);
  if (!outcome.ok) return failed("verify", outcome);
  return redirectWith("/", outcome.setCookies, "emailVerified");
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmPage
      token={loaderData.token}
      outcome={actionData}
      autoSubmit
      title="Verify your email"
      description="Confirm your address to finish signing up."
      submitLabel="Verify my email"
      busyLabel={AUTH_TEXT.processing}
      invalidTitle="Verification link not valid"
      invalidMessage={AUTH_TEXT.verificationLinkInvalid}
      invalidFooter={
        <>
          <p className="mt-4 text-sm text-muted-foreground">
            Sign in with your email and password and we'll offer to send a new link.
          </p>
          <Button asChild className="mt-5 w-full">
            <Link to="/auth">{AUTH_TEXT.signIn}</Link>
          </Button>
        </>
      }
    />
  );
}
