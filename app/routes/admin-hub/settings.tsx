import { writerFor } from "~/platform/site-events.server";
import { data, Form, useNavigation } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { useResultToast } from "~/components/admin/use-result-toast";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { getDb } from "~/db/connection.server";
import { fieldErrors, type FieldErrors } from "~/lib/schemas";
import { getSiteSettings, saveSiteSettings } from "~/settings/settings.server";
import { siteSettingsSchema, type SiteSettings } from "~/settings/site-settings-schema";
import type { Route } from "./+types/settings";
import { readForm } from "~/http/read-form.server";

type SettingsResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: FieldErrors; values: Record<string, string> };

type TextSetting = Exclude<keyof SiteSettings, "requireStaffTwoFactor">;

const FIELDS: {
  name: TextSetting;
  label: string;
  kind?: "textarea" | "email" | "url";
  hint?: string;
}[] = [
  {
    name: "title",
    label: "Site title",
    hint: "Shown in the header, the footer, page titles and the RSS feed.",
  },
  { name: "tagline", label: "Tagline", hint: "Shown in the footer." },
  {
    name: "description",
    label: "Description",
    kind: "textarea",
    hint: "The default description for search engines, link previews and the feed.",
  },
  {
    name: "contactEmail",
    label: "Contact email",
    kind: "email",
    hint: "Shown on the contact page; messages from the contact form go here.",
  },
  { name: "pressEmail", label: "Press email", kind: "email" },
  { name: "tipsEmail", label: "Tips email", kind: "email" },
  { name: "twitterUrl", label: "X (Twitter) profile", kind: "url" },
  { name: "facebookUrl", label: "Facebook page", kind: "url" },
  { name: "instagramUrl", label: "Instagram profile", kind: "url" },
  { name: "linkedinUrl", label: "LinkedIn page", kind: "url" },
];

export const meta: Route.MetaFunction = () => [
  { title: "Settings | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { settings: await getSiteSettings(getDb()) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request, "data");
  const form = await readForm(request);
  const values = Object.fromEntries(
    FIELDS.map(({ name }) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
  const parsed = siteSettingsSchema.safeParse({
    ...values,
    requireStaffTwoFactor: form.get("requireStaffTwoFactor") === "on",
  });
  if (!parsed.success) {
    return data<SettingsResult>(
      {
        ok: false,
        message: "Please correct the highlighted fields.",
        fieldErrors: fieldErrors(parsed.error),
        values,
      },
      { status: 400 },
    );
  }
  await saveSiteSettings(writerFor(getDb()), parsed.data);
  return data<SettingsResult>({ ok: true, message: "Settings saved" });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData;
  const errors = result && !result.ok ? result.fieldErrors : {};
  const values: Record<string, string> =
    result && !result.ok ? result.values : (loaderData.settings as Record<TextSetting, string>);
  useResultToast(result);
  return (
    <section>
      <AdminPageHeader
        title="Settings"
        description="The site's name, contact addresses and social profiles."
      />
      <Form
        method="post"
        className="grid max-w-2xl gap-5"
        key={JSON.stringify(loaderData.settings)}
      >
        {FIELDS.map(({ name, label, kind, hint }) => (
          <FormField
            key={name}
            label={label}
            name={name}
            error={errors[name]}
            hint={hint}
            required={name === "title" || name === "tagline"}
          >
            {kind === "textarea" ? (
              <Textarea rows={3} maxLength={300} defaultValue={values[name]} />
            ) : (
              <Input
                type={kind === "email" ? "email" : kind === "url" ? "url" : "text"}
                maxLength={300}
                defaultValue={values[name]}
                placeholder={kind === "url" ? "https://…" : undefined}
              />
            )}
          </FormField>
        ))}
        <fieldset className="grid gap-2 rounded-xl border p-4">
          <legend className="px-1 text-sm font-medium">Staff accounts</legend>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="requireStaffTwoFactor"
              defaultChecked={loaderData.settings.requireStaffTwoFactor}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              Require two-factor sign-in for editors and administrators
              <span className="block text-muted-foreground">
                Until they set up an authenticator app on their account page, they cannot open the
                admin area.
              </span>
            </span>
          </label>
        </fieldset>
        <div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Saving..." : "Save settings"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
