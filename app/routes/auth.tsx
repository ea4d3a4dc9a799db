import { Form, Link, redirect, useNavigation } from "react-router";
import { getSessionUser, safeRedirectPath } from "~/auth/guards.server";
import {
  failed,
  formText,
  invalidInput,
  authPageHeaders,
  redirectWith,
  succeeded,
} from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { messageWording, useActionToast } from "~/components/use-action-toast";
import { CredentialsForm } from "~/components/auth/credentials-form";
import { Button } from "~/components/ui/button";
import { AUTH_TEXT } from "~/lib/auth-text";
import { emailOnlySchema, fieldErrors, signInSchema, signUpSchema } from "~/lib/schemas";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/auth";
import { readForm } from "~/http/read-form.server";
import { refused } from "~/http/action-result.server";

type Mode = "signin" | "signup";
type Intent = Mode | "resend";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(metaSiteFrom(matches), {
    title: loaderData?.mode === "signup" ? AUTH_TEXT.signUp : AUTH_TEXT.signIn,
    description: "Sign in to TechPulse, or create an account.",
    path: "/auth",
    noindex: true,
  });

export const headers = authPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context.services.auth)) throw redirect("/");
  const url = new URL(request.url);
  return {
    mode: (url.searchParams.get("mode") === "signup" ? "signup" : "signin") as Mode,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const service = context.services.auth;

  if (intent === "signup") {
    const values = { fullName: formText(form, "fullName"), email: formText(form, "email") };
    const parsed = signUpSchema.safeParse({ ...values, password: formText(form, "password") });
    if (!parsed.success) return invalidInput<Intent>(intent, fieldErrors(parsed.error), values);
    const outcome = await service.signUp(request, parsed.data);
    if (!outcome.ok) return failed<Intent>(intent, outcome, values);
    return succeeded<Intent>(intent, AUTH_TEXT.signUpSuccess);
  }

  if (intent === "signin") {
    const values = { email: formText(form, "email") };
    const parsed = signInSchema.safeParse({ ...values, password: formText(form, "password") });
    if (!parsed.success) return invalidInput<Intent>(intent, fieldErrors(parsed.error), values);
    const outcome = await service.signIn(request, parsed.data);
    if (!outcome.ok) return failed<Intent>(intent, outcome, values);
    const to = safeRedirectPath(formText(form, "redirectTo"));
    if (outcome.secondFactor) {
      return redirectWith(
        `/auth/two-factor?redirectTo=${encodeURIComponent(to)}`,
        outcome.setCookies,
      );
    }
    return redirectWith(to, outcome.setCookies, "signedIn");
  }

  if (intent === "resend") {
    const values = { email: formText(form, "email") };
    const parsed = emailOnlySchema.safeParse(values);
    if (!parsed.success) return invalidInput<Intent>(intent, fieldErrors(parsed.error), values);
    const outcome = await service.resendVerification(request, parsed.data);
    if (!outcome.ok) return failed<Intent>(intent, outcome, values);
    return succeeded<Intent>(intent, AUTH_TEXT.verificationSent);
  }

  return refused(400, "Unknown action.", { intent, values: {} as Record<string, string> });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData;
  const signedUp = result?.ok === true && result.intent === "signup";
  const mode: Mode = signedUp ? "signin" : loaderData.mode;
  const pendingIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const errors = result && !result.ok && result.intent === mode ? (result.fieldErrors ?? {}) : {};
  const values = result && !result.ok ? (result.values ?? {}) : {};

  useActionToast(result, messageWording);

  const hrefFor = (target: Mode) => {
    const params = new URLSearchParams();
    if (target === "signup") params.set("mode", "signup");
    if (loaderData.redirectTo) params.set("redirectTo", loaderData.redirectTo);
    const query = params.toString();
    return query ? `/auth?${query}` : "/auth";
  };
  const unverified = result && !result.ok && result.code === "EMAIL_NOT_VERIFIED";

  return (
    <AuthCard
      title={mode === "signin" ? "Welcome back" : "Create your account"}
      description={
        mode === "signin"
          ? "Sign in to your TechPulse account."
          : "Join TechPulse. Readers never need an account; editors do."
      }
      footer={
        <>
          {mode === "signin" ? "Don't have an account? " : "Already have an account? "}
          <Link
            to={hrefFor(mode === "signin" ? "signup" : "signin")}
            replace
            preventScrollReset
            className="font-medium text-primary hover:underline"
          >
            {mode === "signin" ? AUTH_TEXT.signUp : AUTH_TEXT.signIn}
          </Link>
        </>
      }
    >
      {result && (result.ok || result.code !== "INVALID_INPUT") ? (
        <FormAlert kind={result.ok ? "success" : "error"} className="mb-5">
          <p>{result.message}</p>
          {unverified ? (
            <Form method="post" action="/auth" className="mt-2">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="email" value={values.email ?? ""} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                disabled={pendingIntent === "resend"}
              >
                {pendingIntent === "resend" ? AUTH_TEXT.processing : "Resend verification email"}
              </Button>
            </Form>
          ) : null}
        </FormAlert>
      ) : null}

      <CredentialsForm
        key={mode}
        mode={mode}
        action={hrefFor(mode)}
        redirectTo={loaderData.redirectTo}
        errors={errors}
        values={values}
        pending={pendingIntent === mode}
      />
    </AuthCard>
  );
}
