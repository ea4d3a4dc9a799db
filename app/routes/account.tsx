import { Form, useNavigation } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { needsTwoFactor } from "~/auth/policy";
import { listAccountSessions, revokeAccountSession } from "~/auth/sessions.server";
import { SessionsSection } from "~/components/account/sessions-section";
import { CommentsSection } from "~/components/account/comments-section";
import { runOwnCommentForm } from "~/comments/article-comment-action.server";
import { COMMENT_FLASH_TEXT } from "~/comments/comments-text";
import { listReaderComments } from "~/comments/reader-comments.server";
import { PasswordSection, ProfileSection } from "~/components/account/profile-sections";
import { TwoFactorSection, type TwoFactorResult } from "~/components/account/two-factor-section";
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
import { AuthCard } from "~/components/auth/auth-card";
import { messageWording, useActionToast } from "~/components/use-action-toast";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { AUTH_TEXT } from "~/lib/auth-text";
import { changePasswordSchema, displayNameSchema, fieldErrors } from "~/lib/schemas";
import type { Route } from "./+types/account";
import { readForm } from "~/http/read-form.server";
import {
  TWO_FACTOR_INTENTS,
  twoFactorAction,
  type TwoFactorIntent,
} from "./account-two-factor.server";

type Intent = "profile" | "password" | "comment" | TwoFactorIntent;

/** The forms of "Your comments" (the same intents as the article's own comment forms). */
const COMMENT_INTENTS = ["edit", "delete"];

export const meta: Route.MetaFunction = () => [
  { title: "Your account | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = authPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context.services.auth);
  const db = context.services.db;
  const [sessions, settings, comments] = await Promise.all([
    listAccountSessions(db, user.id, user.sessionId),
    getSiteSettings(db),
    listReaderComments(db, user.id),
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
    comments,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context.services.auth);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const service = context.services.auth;

  if (intent === "revoke-session") {
    const sessionId = formText(form, "sessionId");
    await revokeAccountSession(context.services.db, user.id, sessionId);
    // Signing out this very device ends here; any other device, and the page reloads.
    if (sessionId === user.sessionId) return redirectWith("/auth", [], "signedOut");
    return redirectWith("/account", [], "sessionRevoked");
  }
  if (TWO_FACTOR_INTENTS.includes(intent)) {
    return twoFactorAction(context.services.auth, request, form, intent as TwoFactorIntent);
  }

  if (COMMENT_INTENTS.includes(intent)) {
    const outcome = await runOwnCommentForm(context.services, { readerId: user.id, form });
    const message = COMMENT_FLASH_TEXT[outcome.flash];
    if (outcome.status < 400) return succeeded<Intent>("comment", message);
    return failed<Intent>("comment", {
      ok: false,
      code: "FAILED",
      message,
      status: outcome.status === 403 ? 403 : 400,
    });
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
  const { user, sessions, twoFactorRequired, comments } = loaderData;
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
        <ProfileSection name={user.name} result={profile} pending={pending === "profile"} />
        <hr className="my-8" />
        <PasswordSection result={password} pending={pending === "password"} />
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
        <CommentsSection
          comments={comments}
          pendingId={
            pending && COMMENT_INTENTS.includes(pending)
              ? String(navigation.formData?.get("commentId") ?? "")
              : null
          }
        />

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
