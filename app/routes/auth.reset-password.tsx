import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { failed, formText, invalidInput, NO_STORE, redirectWith } from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { refusalWording, useActionToast } from "~/components/use-action-toast";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { Button } from "~/components/ui/button";
import { AUTH_TEXT } from "~/lib/auth-text";
import { fieldErrors, resetPasswordSchema } from "~/lib/schemas";
import type { Route } from "./+types/auth.reset-password";
import { readForm } from "~/http/read-form.server";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | TechPulse" },
  { name: "robots", content: "noindex" },
];
// The token is in the URL: keep it out of caches and of the Referer sent to other sites.
export const headers = () => ({ ...NO_STORE, "Referrer-Policy": "same-origin" });

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = resetPasswordSchema.safeParse({
    token: formText(form, "token"),
    password: formText(form, "password"),
    confirmPassword: formText(form, "confirmPassword"),
  });
  if (!parsed.success) return invalidInput("reset", fieldErrors(parsed.error));
  const outcome = await context.services.auth.resetPassword(request, parsed.data);
  if (!outcome.ok) return failed("reset", outcome);
  return redirectWith("/auth", [], "passwordReset");
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const linkBroken = !loaderData.token || (result && !result.ok && result.code === "INVALID_TOKEN");
  useActionToast(result, refusalWording);

  if (linkBroken) {
    return (
      <AuthCard title="Reset link not valid">
        <FormAlert kind="error">{AUTH_TEXT.resetLinkInvalid}</FormAlert>
        <Button asChild className="mt-5 w-full">
          <Link to="/auth/forgot-password">Send a new link</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description="You'll be signed out everywhere else once it is changed."
    >
      {result && !result.ok && result.code !== "INVALID_INPUT" ? (
        <FormAlert kind="error" className="mb-5">
          {result.message}
        </FormAlert>
      ) : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          label="New password"
          confirmLabel="Repeat the new password"
          errors={errors}
        />
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? AUTH_TEXT.processing : "Set new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
