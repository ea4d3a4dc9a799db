import { data, Form, useNavigation } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { getAuthService } from "~/auth/instance.server";
import { qrCodeShape } from "~/auth/totp-qr.server";
import { needsTwoFactor } from "~/auth/policy";
import { listAccountSessions, revokeAccountSession } from "~/auth/sessions.server";
import { SessionsSection } from "~/components/account/sessions-section";
import {
  TwoFactorSection,
  type TwoFactorResult,
  type TwoFactorSetupView,
} from "~/components/account/two-factor-section";
import { getDb } from "~/db/connection.server";
import { getSiteSettings } from "~/settings/settings.server";
import {
  failed,
  formText,
  invalidInput,
  authPageHeaders,
  redirectWith,
  succeeded,
  type AuthFormResult,
} from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { messageWording, useActionToast } from "~/components/use-action-toast";
import { NewPasswordFields, PASSWORD_LENGTH_HINT } from "~/components/auth/new-password-fields";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PASSWORD_MAX_LENGTH } from "~/lib/constants";
import { AUTH_TEXT } from "~/lib/auth-text";
import {
  changePasswordSchema,
  displayNameSchema,
  fieldErrors,
  secondFactorSchema,
} from "~/lib/schemas";
import type { Route } from "./+types/account";
import { readForm } from "~/http/read-form.server";

type Intent =
  "profile" | "password" | "2fa-start" | "2fa-confirm" | "2fa-disable" | "2fa-recovery-codes";
const TWO_FACTOR_INTENTS: readonly Intent[] = [
  "2fa-start",
  "2fa-confirm",
  "2fa-disable",
  "2fa-recovery-codes",
];

export const meta: Route.MetaFunction = () => [
  { title: "Your account | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = authPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const [sessions, settings] = await Promise.all([
    listAccountSessions(db, user.id, user.sessionId),
    getSiteSettings(db),
  ]);
  return {
    user: {
      name: user.name,
      email: user.email,
      image: user.image,
      isAdmin: user.isAdmin,
      twoFactorEnabled: user.twoFactorEnabled,
    },
    twoFactorRequired: settings.requireStaffTwoFactor && needsTwoFactor(user.role),
    sessions,
  };
}

function setupView(totpUri: string, recoveryCodes: string[]): TwoFactorSetupView {
  return {
    totpUri,
    secret: new URL(totpUri).searchParams.get("secret") ?? "",
    qrCode: qrCodeShape(totpUri),
    recoveryCodes,
  };
}

/** The setup shown again after a wrong code (it came from this page's own hidden fields). */
function echoedSetup(form: FormData): TwoFactorSetupView | undefined {
  const totpUri = formText(form, "totpUri").slice(0, 500);
  if (!totpUri.startsWith("otpauth://") || !URL.canParse(totpUri)) return undefined;
  const recoveryCodes = formText(form, "recoveryCodes").split(" ").filter(Boolean).slice(0, 20);
  return setupView(totpUri, recoveryCodes);
}

async function twoFactorAction(request: Request, form: FormData, intent: Intent) {
  const service = getAuthService();
  if (intent === "2fa-confirm") {
    const setup = echoedSetup(form);
    const parsed = secondFactorSchema.safeParse({ code: formText(form, "code") });
    const outcome = parsed.success
      ? await service.twoFactor.confirm(request, parsed.data.code)
      : { ok: false as const, status: 400 as const, message: AUTH_TEXT.twoFactorInvalid };
    if (!outcome.ok) {
      return data<AuthFormResult<Intent> & TwoFactorResult>(
        { ok: false, intent, message: outcome.message, setup },
        { status: outcome.status },
      );
    }
    return succeeded<Intent>(intent, AUTH_TEXT.twoFactorEnabled, outcome.setCookies);
  }
  const password = formText(form, "password").slice(0, PASSWORD_MAX_LENGTH);
  if (!password) {
    return invalidInput<Intent>(intent, { password: "Please enter your current password." });
  }
  if (intent === "2fa-start") {
    const outcome = await service.twoFactor.start(request, password);
    if (!outcome.ok) return failedTwoFactor(intent, outcome);
    return data<AuthFormResult<Intent> & TwoFactorResult>({
      ok: true,
      intent,
      message: "Almost done: add the key to your app, then enter a code.",
      setup: setupView(outcome.totpUri, outcome.recoveryCodes),
    });
  }
  if (intent === "2fa-recovery-codes") {
    const outcome = await service.twoFactor.newRecoveryCodes(request, password);
    if (!outcome.ok) return failedTwoFactor(intent, outcome);
    return data<AuthFormResult<Intent> & TwoFactorResult>({
      ok: true,
      intent,
      message: "New recovery codes: your earlier ones no longer work.",
      recoveryCodes: outcome.recoveryCodes,
    });
  }
  const outcome = await service.twoFactor.disable(request, password);
  if (!outcome.ok) return failedTwoFactor(intent, outcome);
  return succeeded<Intent>(intent, AUTH_TEXT.twoFactorDisabled, outcome.setCookies);
}

function failedTwoFactor(intent: Intent, outcome: { status: number; message: string }) {
  return data<AuthFormResult<Intent>>(
    { ok: false, intent, code: "FAILED", message: outcome.message },
    { status: outcome.status },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const service = getAuthService();

  if (intent === "revoke-session") {
    const sessionId = formText(form, "sessionId");
    await revokeAccountSession(getDb(), user.id, sessionId);
    // Signing out this very device ends here; any other device, and the page reloads.
    if (sessionId === user.sessionId) return redirectWith("/auth", [], "signedOut");
    return redirectWith("/account", [], "sessionRevoked");
  }
  if (TWO_FACTOR_INTENTS.includes(intent as Intent)) {
    return twoFactorAction(request, form, intent as Intent);
  }

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
  const { user, sessions, twoFactorRequired } = loaderData;
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const profile = resultFor(actionData, "profile");
  const password = resultFor(actionData, "password");

  useActionToast(actionData, messageWording);

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
          <NewPasswordFields
            name="newPassword"
            label="New password"
            confirmLabel="Repeat the new password"
            hint={`${PASSWORD_LENGTH_HINT} Other devices will be signed out.`}
            errors={password && !password.ok ? password.fieldErrors : undefined}
          />
          <Button type="submit" disabled={pending === "password"}>
            {pending === "password" ? AUTH_TEXT.processing : "Change password"}
          </Button>
        </Form>

        <hr className="my-8" />
        <TwoFactorSection
          enabled={user.twoFactorEnabled}
          required={twoFactorRequired}
          result={
            actionData?.intent?.startsWith("2fa-") ? (actionData as TwoFactorResult) : undefined
          }
          pending={pending}
        />

        <hr className="my-8" />
        <SessionsSection sessions={sessions} pending={pending === "revoke-session"} />

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
