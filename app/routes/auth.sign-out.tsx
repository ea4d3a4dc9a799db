import { Form, redirect, useNavigation } from "react-router";
import { getSessionUser } from "~/auth/guards.server";
import { failed, NO_STORE, redirectWith } from "~/auth/responses.server";
import { AuthCard, FormAlert } from "~/components/auth/auth-card";
import { useActionToast, type ToastWording } from "~/components/use-action-toast";
import { Button } from "~/components/ui/button";
import { AUTH_TEXT } from "~/lib/auth-text";
import type { Route } from "./+types/auth.sign-out";

export const meta: Route.MetaFunction = () => [{ title: "Sign out | TechPulse" }];
export const headers = () => NO_STORE;

/** GET only shows a confirmation (signing out never happens on GET). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context.services.auth);
  if (!user) throw redirect("/");
  return { name: user.name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await context.services.auth.signOut(request);
  if (!outcome.ok) return failed("signout", outcome);
  return redirectWith("/", outcome.setCookies, "signedOut");
}

/** Signing out moves on to the home page; only a failure is toasted here. */
const signOutWording: ToastWording = (result) =>
  result.ok ? null : { kind: "error", title: result.message || AUTH_TEXT.signOutError };

export default function SignOutPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : null;
  useActionToast(actionData, signOutWording);
  return (
    <AuthCard title={AUTH_TEXT.signOut} description={`You are signed in as ${loaderData.name}.`}>
      {failure ? (
        <FormAlert kind="error" className="mb-5">
          {failure.message || AUTH_TEXT.signOutError}
        </FormAlert>
      ) : null}
      <Form method="post">
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? AUTH_TEXT.processing : AUTH_TEXT.signOut}
        </Button>
      </Form>
    </AuthCard>
  );
}
