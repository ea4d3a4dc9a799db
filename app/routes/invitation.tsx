import { readForm } from "~/http/read-form.server";
import { data, Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { createVerifiedAccount } from "~/auth/admin-accounts.server";
import { getSessionUser } from "~/auth/guards.server";
import {
  authPageHeaders,
  failed,
  formText,
  invalidInput,
  redirectWith,
  type AuthFormResult,
} from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { InvitedAccountForm } from "~/components/auth/invited-account-form";
import { Button } from "~/components/ui/button";
import { READER_ROLE, ROLE_LABELS } from "~/lib/staff-text";
import { AUTH_TEXT } from "~/lib/auth-text";
import { fieldErrors, invitedAccountSchema } from "~/lib/schemas";
import { acceptInvitation, invitationPage } from "~/people/invitations.server";
import type { Route } from "./+types/invitation";

type Intent = "accept" | "create";

export const meta: Route.MetaFunction = () => [
  { title: "Your invitation | TechPulse" },
  { name: "robots", content: "noindex" },
];
export const headers = authPageHeaders;

function tokenOf(request: Request): string {
  return (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const viewer = await getSessionUser(request, context.services.auth);
  const page = await invitationPage(context.services.db, token, viewer);
  const back = `/invitation?token=${encodeURIComponent(token)}`;
  return data(
    { page, signInHref: `/auth?redirectTo=${encodeURIComponent(back)}` },
    { status: page.state === "invalid" ? 410 : 200 },
  );
}

function invalid(intent: Intent) {
  return data<AuthFormResult<Intent>>(
    { ok: false, intent, message: AUTH_TEXT.invitationInvalid },
    { status: 410 },
  );
}

/**
 * Accepting: a signed-in invitee takes the role at once; a new invitee creates the account
 * (verified, since the emailed link proves the address) and is signed in with the role.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const form = await readForm(request);
  const intent: Intent = formText(form, "intent") === "create" ? "create" : "accept";
  const db = context.services.db;
  const viewer = await getSessionUser(request, context.services.auth);
  const page = await invitationPage(db, token, viewer);

  if (intent === "accept") {
    if (page.state !== "accept" || !viewer) return invalid(intent);
    if (!(await acceptInvitation(db, token, viewer.id))) return invalid(intent);
    return redirectWith("/admin-hub", [], "invitationAccepted");
  }

  if (page.state !== "create") return invalid(intent);
  const values = { fullName: formText(form, "fullName") };
  const parsed = invitedAccountSchema.safeParse({
    ...values,
    password: formText(form, "password"),
    confirmPassword: formText(form, "confirmPassword"),
  });
  if (!parsed.success) return invalidInput<Intent>(intent, fieldErrors(parsed.error), values);
  const service = context.services.auth;
  const account = await createVerifiedAccount(service, {
    email: page.email,
    name: parsed.data.fullName,
    password: parsed.data.password,
    role: READER_ROLE,
  });
  if (!(await acceptInvitation(db, token, account.id))) return invalid(intent);
  const signedIn = await service.signIn(request, {
    email: page.email,
    password: parsed.data.password,
  });
  if (!signedIn.ok) return failed<Intent>(intent, signedIn, values);
  return redirectWith("/admin-hub", signedIn.setCookies, "invitationAccepted");
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, signInHref } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  if (page.state === "invalid") {
    return (
      <AuthCard title="Invitation not valid" description={AUTH_TEXT.invitationInvalid}>
        <p className="text-sm">
          Ask the person who invited you to send a new invitation, or{" "}
          <Link to="/auth" className="font-medium text-primary hover:underline">
            sign in
          </Link>{" "}
          if you already joined.
        </p>
      </AuthCard>
    );
  }

  const role = ROLE_LABELS[page.role];
  return (
    <AuthCard
      title="Join the TechPulse newsroom"
      description={`${page.inviter ?? "An editor"} invited ${page.email} to join as ${role}.`}
    >
      {result && !result.ok && result.code !== "INVALID_INPUT" ? (
        <FormAlert kind="error" className="mb-5">
          <p>{result.message}</p>
        </FormAlert>
      ) : null}
      {page.state === "accept" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="accept" />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? AUTH_TEXT.processing : `Accept and become ${role}`}
          </Button>
        </Form>
      ) : null}
      {page.state === "other-account" ? (
        <p className="text-sm">
          You are signed in with another account. This invitation is for {page.email}: sign out,
          then open the link again.
        </p>
      ) : null}
      {page.state === "sign-in" ? (
        <div className="grid gap-3 text-sm">
          <p>{page.email} already has an account. Sign in to accept the invitation.</p>
          <Button asChild className="w-full">
            <Link to={signInHref}>{AUTH_TEXT.signIn}</Link>
          </Button>
        </div>
      ) : null}
      {page.state === "create" ? (
        <InvitedAccountForm
          email={page.email}
          errors={errors}
          fullName={result && !result.ok ? result.values?.fullName : undefined}
          busy={busy}
        />
      ) : null}
    </AuthCard>
  );
}
