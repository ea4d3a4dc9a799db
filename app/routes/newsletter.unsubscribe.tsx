import { data, Form, Link, useNavigation } from "react-router";
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
import { unsubscribe } from "~/newsletter/subscriptions.server";
import type { Route } from "./+types/newsletter.unsubscribe";
import { readForm } from "~/http/read-form.server";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

/** GET only shows the button: link scanners and prefetchers must not unsubscribe anyone. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, getConfig().publicOrigin)) {
    return data({ ok: false, message: NEWSLETTER_TEXT.crossOrigin }, { status: 403 });
  }
  const parsed = newsletterTokenSchema.safeParse({
    token: formText(await readForm(request), "token"),
  });
  const done = parsed.success && (await unsubscribe(getNewsletterContext(), parsed.data.token));
  if (!done)
    return data({ ok: false, message: NEWSLETTER_TEXT.unsubscribeInvalid }, { status: 400 });
  return { ok: true, message: NEWSLETTER_TEXT.unsubscribedBody };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (actionData?.ok) {
    return (
      <AuthCard title={NEWSLETTER_TEXT.unsubscribedTitle}>
        <FormAlert kind="success">{actionData.message}</FormAlert>
        <Button asChild className="mt-5 w-full">
          <Link to="/">{TEXT.returnHome}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (!loaderData.token || actionData) {
    return (
      <AuthCard title="Unsubscribe link not valid">
        <FormAlert kind="error">
          {actionData?.message ?? NEWSLETTER_TEXT.unsubscribeInvalid}
        </FormAlert>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={NEWSLETTER_TEXT.unsubscribeTitle}
      description={NEWSLETTER_TEXT.unsubscribeBody}
    >
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Unsubscribing..." : NEWSLETTER_TEXT.unsubscribeButton}
        </Button>
      </Form>
    </AuthCard>
  );
}
