import { PASSWORD_MAX_LENGTH } from "~/lib/constants";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

/** The account's current password, asked again before a change to how it signs in. */
export function CurrentPasswordField({
  name = "password",
  error,
}: {
  name?: string;
  error: string | undefined;
}) {
  return (
    <FormField label="Current password" name={name} error={error}>
      <Input type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
    </FormField>
  );
}

/** A six-digit code from an authenticator app; browsers offer one-time codes to fill it. */
export function OneTimeCodeInput({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      autoFocus={autoFocus}
    />
  );
}
