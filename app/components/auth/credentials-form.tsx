import { Form } from "react-router";
import { Link } from "~/components/link";
import { AUTH_TEXT } from "~/lib/auth-text";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { PASSWORD_LENGTH_HINT } from "./new-password-fields";

/**
 * The sign-in or sign-up form: name (sign-up only), email and password, with the server's field
 * errors and the values to refill (never the password).
 */
export function CredentialsForm({
  mode,
  action,
  redirectTo,
  errors,
  values,
  pending,
}: {
  mode: "signin" | "signup";
  /** Where the form posts: /auth, keeping the mode and where to go afterwards. */
  action: string;
  redirectTo: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  pending: boolean;
}) {
  return (
    <Form method="post" action={action} className="space-y-4">
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {mode === "signup" ? (
        <FormField label="Full name" name="fullName" error={errors.fullName}>
          <Input type="text" autoComplete="name" maxLength={100} defaultValue={values.fullName} />
        </FormField>
      ) : null}
      <FormField label="Email" name="email" error={errors.email}>
        <Input type="email" autoComplete="email" maxLength={254} defaultValue={values.email} />
      </FormField>
      <FormField
        label="Password"
        name="password"
        error={errors.password}
        hint={mode === "signup" ? PASSWORD_LENGTH_HINT : undefined}
        labelAside={
          mode === "signin" ? (
            <Link
              to="/auth/forgot-password"
              className="text-sm font-medium text-primary hover:underline"
            >
              Forgot password?
            </Link>
          ) : undefined
        }
      >
        <Input
          type="password"
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          minLength={mode === "signup" ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? AUTH_TEXT.processing : mode === "signin" ? AUTH_TEXT.signIn : AUTH_TEXT.signUp}
      </Button>
    </Form>
  );
}
