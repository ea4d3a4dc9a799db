import type { ComponentProps } from "react";
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

/**
 * A six-digit code from an authenticator app; browsers offer one-time codes to fill it. Inside
 * a FormField it takes the id, name and ARIA attributes the field gives its control.
 */
export function OneTimeCodeInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      {...props}
    />
  );
}
