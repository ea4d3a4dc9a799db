import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ALT_TEXT_HINT, ALT_TEXT_MAX_LENGTH } from "./alt-text";

/** An image's alt text (with the hint on writing it) and optional caption, as the popovers ask them. */
export function AltAndCaptionFields({
  alt,
  caption,
  onAltChange,
  onCaptionChange,
  focusAlt,
}: {
  alt: string;
  caption: string;
  onAltChange: (value: string) => void;
  onCaptionChange: (value: string) => void;
  focusAlt: boolean;
}) {
  return (
    <>
      <FormField
        label="Alt text"
        name="alt"
        error={undefined}
        required={false}
        hint={ALT_TEXT_HINT}
      >
        <Input
          autoFocus={focusAlt}
          value={alt}
          maxLength={ALT_TEXT_MAX_LENGTH}
          onChange={(event) => onAltChange(event.target.value)}
        />
      </FormField>
      <FormField label="Caption (optional)" name="caption" error={undefined} required={false}>
        <Input value={caption} onChange={(event) => onCaptionChange(event.target.value)} />
      </FormField>
    </>
  );
}
