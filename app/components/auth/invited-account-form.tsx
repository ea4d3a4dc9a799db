import { Form } from "react-router";
import { AUTH_TEXT } from "~/lib/auth-text";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { NewPasswordFields } from "./new-password-fields";

/** An invitee without an account creates one: the invited address, a name and a password. */
export function InvitedAccountForm({
  email,
  errors,
  fullName,
  busy,
}: {
  email: string;
  errors: Record<string, string>;
  /** The name sent before, refilled after a refusal. */
  fullName: string | undefined;
  busy: boolean;
}) {
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="create" />
      <FormField label="Email" name="email" error={undefined} required={false}>
        <Input type="email" value={email} readOnly autoComplete="username" />
      </FormField>
      <FormField label="Full name" name="fullName" error={errors.fullName}>
        <Input type="text" autoComplete="name" maxLength={100} defaultValue={fullName} />
      </FormField>
      <NewPasswordFields label="Password" confirmLabel="Confirm password" errors={errors} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? AUTH_TEXT.processing : "Create account and join"}
      </Button>
    </Form>
  );
}
