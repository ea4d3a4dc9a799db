import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import {
  failed,
  formText,
  invalidInput,
  authPageHeaders,
  succeeded,
} from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { messageWording, useActionToast } from "~/components/use-action-toast";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { AUTH_TEXT } from "~/lib/auth-text";
import { emailOnlySchema, fieldErrors } from "~/lib/schemas";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/auth.forgot-password";
import { readForm } from "~/http/read-form.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteFrom(matches), {
    title: "Forgot password",
    path: "/auth/forgot-password",
    noindex: true,
  });
export const headers = authPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const values = { email: formText(await readForm(request), "email") };
  const parsed = emailOnlySchema.safeParse(values);
  if (!parsed.success) return invalidInput("reset", fieldErrors(parsed.error), values);
  const outcome = await context.services.auth.requestPasswordReset(request, parsed.data);
  if (!outcome.ok) return failed("reset", outcome, values);
  return succeeded("reset", AUTH_TEXT.resetRequested);
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData;
  useActionToast(result, messageWording);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <Link to="/auth" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      }
    >
      {result && (result.ok || result.code !== "INVALID_INPUT") ? (
        <FormAlert kind={result.ok ? "success" : "error"} className="mb-5">
          {result.message}
        </FormAlert>
      ) : null}
      <Form method="post" className="space-y-4">
        <FormField label="Email" name="email" error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={result && !result.ok ? result.values?.email : undefined}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? AUTH_TEXT.processing : "Send reset link"}
        </Button>
      </Form>
    </AuthCard>
  );
}
