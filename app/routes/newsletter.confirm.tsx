import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import { isSameOriginRequest } from "~/auth/origin.server";
import { NO_STORE } from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { TEXT } from "~/lib/constants";
import { NEWSLETTER_TEXT } from "~/lib/newsletter-text";
import { formText } from "~/lib/form-text";
import { newsletterTokenSchema } from "~/lib/schemas";
import { getNewsletterContext } from "~/newsletter/context.server";
import { confirmSubscription } from "~/newsletter/subscriptions.server";
import type { Route } from "./+types/newsletter.confirm";
import { readForm } from "~/http/read-form.server";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your subscription | TechPulse" },
  { name: "robots", content: "noindex" },
];
// The token is in the address: keep it out of caches and other sites' Referer headers.
export const headers = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** Confirming changes state, so it happens on POST; mail scanners that fetch links do nothing. */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) {
    return data({ ok: false, message: NEWSLETTER_TEXT.crossOrigin }, { status: 403 });
  }
  const parsed = newsletterTokenSchema.safeParse({
    token: formText(await readForm(request), "token"),
  });
  const confirmed =
    parsed.success && (await confirmSubscription(getNewsletterContext(), parsed.data.token));
  if (!confirmed)
    return data({ ok: false, message: NEWSLETTER_TEXT.confirmInvalid }, { status: 400 });
  return { ok: true, message: NEWSLETTER_TEXT.confirmedBody };
}

export default function ConfirmSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== "idle";

  // With JavaScript the link is one click: confirm straight away, once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !loaderData.token || actionData) return;
    started.current = true;
    submit(formRef.current);
  }, [loaderData.token, actionData, submit]);

  if (actionData?.ok) {
    return (
      <AuthCard title={NEWSLETTER_TEXT.confirmedTitle}>
        <FormAlert kind="success">{actionData.message}</FormAlert>
        <Button asChild className="mt-5 w-full">
          <Link to="/">{TEXT.returnHome}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (!loaderData.token || actionData) {
    return (
      <AuthCard title="Confirmation link not valid">
        <FormAlert kind="error">{actionData?.message ?? NEWSLETTER_TEXT.confirmInvalid}</FormAlert>
        <Button asChild className="mt-5 w-full">
          <Link to="/">{TEXT.returnHome}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={NEWSLETTER_TEXT.confirmTitle} description={NEWSLETTER_TEXT.confirmBody}>
      <Form method="post" ref={formRef}>
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Confirming..." : NEWSLETTER_TEXT.confirmButton}
        </Button>
      </Form>
    </AuthCard>
  );
}
