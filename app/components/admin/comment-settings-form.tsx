import { Form, useNavigation } from "react-router";
import { COMMENT_SETTINGS_LIMITS, type CommentSettings } from "~/comments/comment-settings";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";
import { SettingSwitch } from "./setting-switch";

type SentValues = Partial<Record<"editWindowMinutes" | "blockedWords" | "blockedDomains", string>>;

const SWITCHES = [
  {
    name: "enabled",
    label: "Readers can comment",
    hint: "Signed-in readers with a verified email address comment on published articles. Off, no article takes new comments; the published ones stay shown.",
  },
  {
    name: "holdFirstComment",
    label: "Hold a reader's first comment for approval",
    hint: "After one of their comments is approved, the reader's next ones publish at once (unless a rule below holds them).",
  },
] as const;

/**
 * The Settings screen's Comments section (issue 39, item 5): a form of its own, checked on the
 * server. Refused, it shows what was sent with the reason beside each field.
 */
export function CommentSettingsForm({
  settings,
  errors,
  sent,
}: {
  settings: CommentSettings;
  errors: Record<string, string>;
  /** What was sent and refused, shown again instead of the stored settings. */
  sent?: SentValues | undefined;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "comments";
  const { entries, entryLength, editWindowMinutes } = COMMENT_SETTINGS_LIMITS;
  return (
    <section aria-labelledby="comment-settings-heading" className="mt-10 grid max-w-2xl gap-4">
      <div>
        <h2 id="comment-settings-heading" className="text-lg font-semibold">
          Comments
        </h2>
        <p className="text-sm text-muted-foreground">
          Who may comment and what waits for a moderator. Held comments are in the Comments screen;
          an article&apos;s comments are closed from its post settings.
        </p>
      </div>
      <Form method="post" className="grid gap-5" key={JSON.stringify(settings)}>
        <input type="hidden" name="intent" value="comments" />
        <fieldset className="grid gap-3 rounded-xl border p-4">
          <legend className="px-1 text-sm font-medium">Commenting</legend>
          {SWITCHES.map(({ name, label, hint }) => (
            <SettingSwitch
              key={name}
              name={name}
              label={label}
              hint={hint}
              defaultChecked={settings[name]}
            />
          ))}
        </fieldset>
        <FormField
          label="Minutes a reader may edit their comment"
          name="editWindowMinutes"
          error={errors.editWindowMinutes}
          hint={`From ${editWindowMinutes.min} (no edits) to ${editWindowMinutes.max} (a day).`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={editWindowMinutes.min}
            max={editWindowMinutes.max}
            step={1}
            defaultValue={sent?.editWindowMinutes ?? String(settings.editWindowMinutes)}
            className="w-32"
          />
        </FormField>
        <FormField
          label="Blocked words"
          name="blockedWords"
          error={errors.blockedWords}
          required={false}
          hint={`One word or phrase a line (up to ${entries}, each up to ${entryLength} characters). A comment containing one waits for a moderator.`}
        >
          <Textarea
            rows={4}
            defaultValue={sent?.blockedWords ?? settings.blockedWords.join("\n")}
          />
        </FormField>
        <FormField
          label="Blocked domains"
          name="blockedDomains"
          error={errors.blockedDomains}
          required={false}
          hint={`One domain a line, such as spam.example (its subdomains count too; up to ${entries}). A comment linking to one waits for a moderator.`}
        >
          <Textarea
            rows={4}
            defaultValue={sent?.blockedDomains ?? settings.blockedDomains.join("\n")}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save comment settings"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
