import { readForm } from "~/http/read-form.server";
import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { getSessionUser, safeRedirectPath } from "~/auth/guards.server";
import {
  authPageHeaders,
  formText,
  invalidInput,
  redirectWith,
  type AuthFormResult,
} from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { OneTimeCodeInput } from "~/components/auth/secret-fields";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { AUTH_TEXT } from "~/lib/auth-text";
import { fieldErrors, secondFactorSchema } from "~/lib/schemas";
import type { Route } from "./+types/auth.two-factor";

type Intent = "totp" | "recovery";

export const meta: Route.MetaFunction = () => [
  { title: "Two-factor sign-in | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = authPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context.services.auth)) throw redirect("/");
  const url = new URL(request.url);
  return { redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")) };
}

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent: Intent = formText(form, "intent") === "recovery" ? "recovery" : "totp";
  const parsed = secondFactorSchema.safeParse({ code: formText(form, "code") });
  if (!parsed.success) return invalidInput<Intent>(intent, fieldErrors(parsed.error));
  const outcome = await context.services.auth.twoFactor.verify(request, parsed.data.code, intent);
  if (!outcome.ok) {
    return data<AuthFormResult<Intent>>(
      {
        ok: false,
        intent,
        // Both end the sign-in challenge: the password step comes again.
        code:
          outcome.code === "EXPIRED" || outcome.code === "CODE_USED" ? "NOT_SIGNED_IN" : "FAILED",
        message: outcome.message,
      },
      { status: outcome.status },
    );
  }
  const to = safeRedirectPath(formText(form, "redirectTo"));
  return redirectWith(to, outcome.setCookies, "signedIn");
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [kind, setKind] = useState<Intent>(actionData?.intent ?? "totp");
  const busy = navigation.state === "submitting";
  const result = actionData?.intent === kind ? actionData : undefined;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const expired = result && !result.ok && result.code === "NOT_SIGNED_IN";

  return (
    <AuthCard
      title="Two-factor sign-in"
      description={
        kind === "totp"
          ? "Enter the six-digit code from your authenticator app."
          : "Enter one of the recovery codes you saved. Each code works once."
      }
      footer={
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={() => setKind(kind === "totp" ? "recovery" : "totp")}
        >
          {kind === "totp" ? "Use a recovery code instead" : "Use the authenticator app instead"}
        </button>
      }
    >
      {result && !result.ok && result.code !== "INVALID_INPUT" ? (
        <FormAlert kind="error" className="mb-5">
          <p>{result.message}</p>
          {expired ? (
            <p className="mt-1">
              <Link to="/auth" className="font-medium underline">
                Sign in again
              </Link>
            </p>
          ) : null}
        </FormAlert>
      ) : null}
      <Form method="post" className="space-y-4" key={kind}>
        <input type="hidden" name="intent" value={kind} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormField
          label={kind === "totp" ? "Authentication code" : "Recovery code"}
          name="code"
          error={errors.code}
        >
          {kind === "totp" ? (
            <OneTimeCodeInput autoFocus />
          ) : (
            <Input type="text" autoComplete="off" maxLength={40} autoFocus />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? AUTH_TEXT.processing : "Verify"}
        </Button>
      </Form>
    </AuthCard>
  );
}
