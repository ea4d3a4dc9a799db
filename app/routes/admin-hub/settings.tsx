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
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [
  { title: "Settings | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, "page", context.services.auth);
  const { db } = context.services;
  const [settings, contentApiKey] = await Promise.all([
    getSiteSettings(db),
    currentContentApiKey(db),
  ]);
  // The address Ghost's clients take as `url` (they add /ghost/api/content/ themselves).
  return { settings, contentApiKey, apiUrl: siteOrigin(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, "data", context.services.auth);
  const form = await readForm(request);
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
  const { settings, contentApiKey, apiUrl } = loaderData;
  const result = actionData;
  useActionToast(result, adminWording);
  return (
    <section>
      <AdminPageHeader
        title="Settings"
        description="The site's name, contact addresses and social profiles."
      />
      <SettingsForm
        settings={settings}
        errors={result && !result.ok ? (result.fieldErrors ?? {}) : {}}
        values={
          result && !result.ok && "values" in result
            ? result.values
            : (settings as Record<TextSetting, string>)
        }
      />
      <ContentApiKeyPanel apiUrl={apiUrl} contentApiKey={contentApiKey} />
    </section>
  );
}
