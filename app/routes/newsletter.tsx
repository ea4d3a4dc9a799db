import { data, Link } from "react-router";
import { newsletterSchema, fieldErrors } from "~/lib/schemas";
import { TEXT } from "~/lib/constants";
import { logger } from "~/logger.server";
import type { Route } from "./+types/newsletter";

/**
 * Newsletter sign-up. Validates on the server; storage and double opt-in arrive with the
 * newsletter issue. Without JavaScript the form posts here and this page shows the outcome.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return data(
      {
        ok: false as const,
        error: fieldErrors(parsed.error).email ?? "Please enter a valid email address.",
      },
      { status: 400 },
    );
  }
  logger.info("newsletter sign-up received");
  return { ok: true as const, error: undefined };
}

export function loader() {
  // Nothing to show on GET; the sign-up forms live on every page.
  throw data(null, { status: 404 });
}

export default function NewsletterResult({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      {actionData?.ok ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{TEXT.newsletterSuccessTitle}</h1>
          <p className="mt-3 text-muted-foreground">{TEXT.newsletterSuccessBody}</p>
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
