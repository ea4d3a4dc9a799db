import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { requireUser } from "~/auth/guards.server";
import { getAuthService } from "~/auth/instance.server";
import {
  failed,
  formText,
  invalidInput,
  authPageHeaders,
  succeeded,
  type AuthFormResult,
} from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { AUTH_TEXT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { changePasswordSchema, displayNameSchema, fieldErrors } from "~/lib/schemas";
import type { Route } from "./+types/account";
import { readForm } from "~/http/read-form.server";

type Intent = "profile" | "password";

export const meta: Route.MetaFunction = () => [
  { title: "Your account | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = authPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { user: { name: user.name, email: user.email, image: user.image, isAdmin: user.isAdmin } };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const service = getAuthService();

  if (intent === "profile") {
    const values = { fullName: formText(form, "fullName") };
    const parsed = displayNameSchema.safeParse(values);
    if (!parsed.success) return invalidInput<Intent>(intent, fieldErrors(parsed.error), values);
    const outcome = await service.updateDisplayName(request, parsed.data);
    if (!outcome.ok) return failed<Intent>(intent, outcome, values);
    return succeeded<Intent>(intent, AUTH_TEXT.profileSaved);
  }

  const parsed = changePasswordSchema.safeParse({
    currentPassword: formText(form, "currentPassword"),
    newPassword: formText(form, "newPassword"),
    confirmPassword: formText(form, "confirmPassword"),
  });
  if (!parsed.success) return invalidInput<Intent>("password", fieldErrors(parsed.error));
  const outcome = await service.changePassword(request, user, parsed.data);
  if (!outcome.ok) return failed<Intent>("password", outcome);
  return succeeded<Intent>("password", AUTH_TEXT.passwordChanged, outcome.setCookies);
}

function resultFor(result: AuthFormResult<Intent> | undefined, intent: Intent) {
  return result?.intent === intent ? result : undefined;
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const profile = resultFor(actionData, "profile");
  const password = resultFor(actionData, "password");

  useEffect(() => {
    if (!actionData || (!actionData.ok && actionData.code === "INVALID_INPUT")) return;
    if (actionData.ok) toast.success(actionData.message);
    else toast.error(actionData.message);
  }, [actionData]);

  return (
    <div className="mx-auto max-w-md">
      <AuthCard
        title="Your account"
        description={
          <span className="flex items-center gap-3">
            <Avatar name={user.name} src={user.image} className="size-9 text-xs" />
            <span>
              Signed in as <strong className="text-foreground">{user.email}</strong>
              {user.isAdmin ? " · Administrator" : null}
            </span>
          </span>
        }
      >
        <Form method="post" className="space-y-4" aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="text-lg font-semibold">
            Display name
          </h2>
          {profile && (profile.ok || profile.code !== "INVALID_INPUT") ? (
            <FormAlert kind={profile.ok ? "success" : "error"}>{profile.message}</FormAlert>
          ) : null}
          <input type="hidden" name="intent" value="profile" />
          <FormField
            label="Full name"
            name="fullName"
            error={profile && !profile.ok ? profile.fieldErrors?.fullName : undefined}
          >
            <Input type="text" autoComplete="name" maxLength={100} defaultValue={user.name} />
          </FormField>
          <Button type="submit" disabled={pending === "profile"}>
            {pending === "profile" ? AUTH_TEXT.processing : "Save name"}
          </Button>
        </Form>

        <hr className="my-8" />

        <Form method="post" className="space-y-4" aria-labelledby="password-heading">
          <h2 id="password-heading" className="text-lg font-semibold">
            Change password
          </h2>
          {password && (password.ok || password.code !== "INVALID_INPUT") ? (
            <FormAlert kind={password.ok ? "success" : "error"}>{password.message}</FormAlert>
          ) : null}
          <input type="hidden" name="intent" value="password" />
          <FormField
            label="Current password"
            name="currentPassword"
            error={password && !password.ok ? password.fieldErrors?.currentPassword : undefined}
          >
            <Input
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
          </FormField>
          <FormField
            label="New password"
            name="newPassword"
            hint={`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters. Other devices will be signed out.`}
            error={password && !password.ok ? password.fieldErrors?.newPassword : undefined}
          >
            <Input
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
            />
          </FormField>
          <FormField
            label="Repeat the new password"
            name="confirmPassword"
            error={password && !password.ok ? password.fieldErrors?.confirmPassword : undefined}
          >
            <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          </FormField>
          <Button type="submit" disabled={pending === "password"}>
            {pending === "password" ? AUTH_TEXT.processing : "Change password"}
          </Button>
        </Form>

        <hr className="my-8" />
        <Form method="post" action="/auth/sign-out">
          <Button type="submit" variant="outline" className="w-full">
            {AUTH_TEXT.signOut}
          </Button>
        </Form>
      </AuthCard>
    </div>
  );
}
