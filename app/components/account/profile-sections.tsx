import type { ReactNode } from "react";
import { Form } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { AUTH_TEXT } from "~/lib/auth-text";
import { FormAlert } from "../auth/auth-card";
import { CurrentPasswordField } from "../auth/secret-fields";
import { NewPasswordFields, PASSWORD_LENGTH_HINT } from "../auth/new-password-fields";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

/** The answer to this section's own form, shown above it (field errors beside their fields). */
type SectionResult = ActionResult | undefined;

/** The account page's display name form. */
export function ProfileSection({
  name,
  result,
  pending,
}: {
  name: string;
  result: SectionResult;
  pending: boolean;
}) {
  return (
    <SectionForm id="profile" title="Display name" intent="profile" result={result}>
      <FormField
        label="Full name"
        name="fullName"
        error={result && !result.ok ? result.fieldErrors?.fullName : undefined}
      >
        <Input type="text" autoComplete="name" maxLength={100} defaultValue={name} />
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? AUTH_TEXT.processing : "Save name"}
      </Button>
    </SectionForm>
  );
}

/** The account page's password change; other devices are signed out by it. */
export function PasswordSection({ result, pending }: { result: SectionResult; pending: boolean }) {
  return (
    <SectionForm id="password" title="Change password" intent="password" result={result}>
      <CurrentPasswordField
        name="currentPassword"
        error={result && !result.ok ? result.fieldErrors?.currentPassword : undefined}
      />
      <NewPasswordFields
        name="newPassword"
        label="New password"
        confirmLabel="Repeat the new password"
        hint={`${PASSWORD_LENGTH_HINT} Other devices will be signed out.`}
        errors={result && !result.ok ? result.fieldErrors : undefined}
      />
      <Button type="submit" disabled={pending}>
        {pending ? AUTH_TEXT.processing : "Change password"}
      </Button>
    </SectionForm>
  );
}

/** The section's answer above its form; invalid fields are explained beside them instead. */
function ResultAlert({ result }: { result: SectionResult }) {
  if (!result || (!result.ok && result.code === "INVALID_INPUT")) return null;
  return <FormAlert kind={result.ok ? "success" : "error"}>{result.message}</FormAlert>;
}

/** One of the account page's forms: its heading, the answer to its last post, then its fields. */
function SectionForm({
  id,
  title,
  intent,
  result,
  children,
}: {
  id: string;
  title: string;
  intent: string;
  result: SectionResult;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <ResultAlert result={result} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
