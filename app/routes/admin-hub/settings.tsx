import { adminWording } from "~/components/admin/admin-wording";
import { requireAdmin } from "~/auth/guards.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import {
  SETTING_FIELDS,
  SettingsForm,
  SWITCHES,
  type TextSetting,
} from "~/components/admin/settings-form";
import { useActionToast } from "~/components/use-action-toast";
import { refused, succeeded } from "~/http/action-result.server";
import { readForm } from "~/http/read-form.server";
import { formText } from "~/lib/form-text";
import { fieldErrors } from "~/lib/schemas";
import { getSiteSettings, saveSiteSettings } from "~/settings/settings.server";
import { currentContentApiKey } from "~/ghost-api/content-keys.server";
import { siteOrigin } from "~/http/site-url.server";
import { ContentApiKeyPanel } from "~/components/admin/content-api-key-panel";
import { siteSettingsSchema } from "~/settings/site-settings-schema";
import { getCommentSettings } from "~/comments/comment-settings.server";
import { CommentSettingsForm } from "~/components/admin/comment-settings-form";
import { saveCommentSettingsForm } from "./comment-settings-action.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [
  { title: "Settings | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, "page", context.services.auth);
  const { db } = context.services;
  const [settings, contentApiKey, commentSettings] = await Promise.all([
    getSiteSettings(db),
    currentContentApiKey(db),
    getCommentSettings(db),
  ]);
  // The address Ghost's clients take as `url` (they add /ghost/api/content/ themselves).
  return { settings, contentApiKey, commentSettings, apiUrl: siteOrigin(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, "data", context.services.auth);
  const form = await readForm(request);
  // The Comments section is a form of its own (issue 39).
  if (form.get("intent") === "comments") return saveCommentSettingsForm(context.services, form);
  const values = Object.fromEntries(SETTING_FIELDS.map(({ name }) => [name, formText(form, name)]));
  const parsed = siteSettingsSchema.safeParse({
    ...values,
    ...Object.fromEntries(SWITCHES.map(({ name }) => [name, form.get(name) === "on"])),
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    // The values go back so the form shows what was sent even without JavaScript.
    return refused(400, "Please correct the highlighted fields.", { fieldErrors: errors, values });
  }
  await saveSiteSettings(context.services, parsed.data);
  return succeeded("Settings saved");
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, contentApiKey, apiUrl, commentSettings } = loaderData;
  const result = actionData;
  const commentRefusal = result && !result.ok && "commentValues" in result ? result : undefined;
  useActionToast(result, adminWording);
  return (
    <section>
      <AdminPageHeader
        title="Settings"
        description="The site's name, contact addresses, social profiles and comments."
      />
      <SettingsForm
        settings={settings}
        errors={result && !result.ok && !commentRefusal ? (result.fieldErrors ?? {}) : {}}
        values={
          result && !result.ok && "values" in result
            ? result.values
            : (settings as Record<TextSetting, string>)
        }
      />
      <CommentSettingsForm
        settings={commentSettings}
        errors={commentRefusal?.fieldErrors ?? {}}
        sent={commentRefusal?.commentValues}
      />
      <ContentApiKeyPanel apiUrl={apiUrl} contentApiKey={contentApiKey} />
    </section>
  );
}
