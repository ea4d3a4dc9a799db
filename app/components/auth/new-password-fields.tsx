import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

/** The length rule every new password is shown with. */
export const PASSWORD_LENGTH_HINT = `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`;

/** A new password and its repetition (`confirmPassword`), with the length rule as the hint. */
export function NewPasswordFields({
  name = "password",
  label,
  confirmLabel,
  hint = PASSWORD_LENGTH_HINT,
  errors,
}: {
  name?: string;
  label: string;
  confirmLabel: string;
  hint?: string;
  errors: { [field: string]: string | undefined } | undefined;
}) {
  return (
    <>
      <FormField label={label} name={name} hint={hint} error={errors?.[name]}>
        <Input
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </FormField>
      <FormField label={confirmLabel} name="confirmPassword" error={errors?.confirmPassword}>
        <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </FormField>
    </>
  );
}
