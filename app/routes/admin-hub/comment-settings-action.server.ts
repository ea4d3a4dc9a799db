import { commentSettingsFormSchema } from "~/comments/comment-settings";
import { saveCommentSettings } from "~/comments/comment-settings.server";
import { refused, succeeded } from "~/http/action-result.server";
import { formText } from "~/lib/form-text";
import { fieldErrors } from "~/lib/schemas";
import type { Services } from "~/services.server";

/** The fields of the Settings screen's Comments form, as sent (shown again when refused). */
const TEXT_FIELDS = ["editWindowMinutes", "blockedWords", "blockedDomains"] as const;

/** The Settings screen's Comments form (issue 39, item 5): checked, then stored whole. */
export async function saveCommentSettingsForm(services: Services, form: FormData) {
  const commentValues = Object.fromEntries(TEXT_FIELDS.map((name) => [name, formText(form, name)]));
  const parsed = commentSettingsFormSchema.safeParse({
    ...commentValues,
    enabled: form.get("enabled") === "on",
    holdFirstComment: form.get("holdFirstComment") === "on",
  });
  if (!parsed.success) {
    return refused(400, "Please correct the highlighted comment settings.", {
      fieldErrors: fieldErrors(parsed.error),
      commentValues,
    });
  }
  await saveCommentSettings(services, parsed.data);
  return succeeded("Comment settings saved");
}
