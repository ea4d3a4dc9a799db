import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { getAuthService } from "~/auth/instance.server";
import { failed, formText, NO_STORE, redirectWith } from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { AUTH_TEXT } from "~/lib/auth-text";
import type { Route } from "./+types/auth.verify-email";
import { readForm } from "~/http/read-form.server";

export const meta: Route.MetaFunction = () => [
  { title: "Verify your email | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** Verifying changes state, so it happens on POST; mail scanners that fetch links do nothing. */
export async function action({ request }: Route.ActionArgs) {
  const token = formText(await readForm(request), "token").slice(0, 4096);
  const outcome = await getAuthService().verifyEmail(request, token);
  if (!outcome.ok) return failed("verify", outcome);
  return redirectWith("/", outcome.setCookies, "emailVerified");
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const failure = actionData && !actionData.ok ? actionData : null;
  const busy = navigation.state !== "idle";

  // With JavaScript the link is one click: confirm straight away, once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !loaderData.token || failure) return;
    started.current = true;
    submit(formRef.current);
  }, [loaderData.token, failure, submit]);

  if (!loaderData.token || failure) {
    return (
      <AuthCard title="Verification link not valid">
        <FormAlert kind="error">{failure?.message ?? AUTH_TEXT.verificationLinkInvalid}</FormAlert>
        <p className="mt-4 text-sm text-muted-foreground">
          Sign in with your email and password and we'll offer to send a new link.
        </p>
        <Button asChild className="mt-5 w-full">
          <Link to="/auth">{AUTH_TEXT.signIn}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verify your email" description="Confirm your address to finish signing up.">
      <Form method="post" ref={formRef}>
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? AUTH_TEXT.processing : "Verify my email"}
        </Button>
      </Form>
    </AuthCard>
  );
}
