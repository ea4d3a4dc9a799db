import { Form, useNavigation } from "react-router";
import { TRENDING_REFRESH } from "~/lib/constants";
import { NEWSLETTER_OPENS_CAVEAT } from "~/lib/staff-text";
import type { SiteSettings } from "~/settings/site-settings";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";
import { SettingSwitch } from "./setting-switch";

/** The settings that are on or off, each a checkbox of its own group. */
export type SwitchSetting =
  | "requireStaffTwoFactor"
  | "respectDoNotTrack"
  | "newsletterTracking"
  | "trendingFromViews"
  | "trendingViewCounts"
  | "importAllowPrivateUrls";
export type TextSetting = Exclude<keyof SiteSettings, SwitchSetting>;

export const SWITCHES: { name: SwitchSetting; group: string; label: string; hint: string }[] = [
  {
    name: "requireStaffTwoFactor",
    group: "Staff accounts",
    label: "Require two-factor sign-in for editors and administrators",
    hint: "Until they set up an authenticator app on their account page, they cannot open the admin area.",
  },
  {
    name: "respectDoNotTrack",
    group: "Analytics",
    label: "Respect Do Not Track",
    hint: "Page views from browsers that send Do Not Track or Global Privacy Control are not counted.",
  },
  {
    name: "newsletterTracking",
    group: "Newsletter",
    label: "Count opens and clicks of newsletter emails",
    hint: `Each email carries a tiny image and its links lead through this site, which counts them per send. ${NEWSLETTER_OPENS_CAVEAT} Unsubscribe links are never rewritten. Takes effect with the next email sent.`,
  },
  {
    name: "trendingFromViews",
    group: "Trending Topics",
    label: "Rank Trending Topics by what readers read in the last 7 days",
    hint: `Recomputed every ${TRENDING_REFRESH.everyMinutes} minutes from the views of each topic's articles. Off, or while fewer than eight topics have views (a new site), the usual eight topics fill the list in their usual order.`,
  },
  {
    name: "trendingViewCounts",
    group: "Trending Topics",
    label: "Show views in the last 7 days on the topic chips",
    hint: "Off, the chips show how many published articles each topic has.",
  },
  {
    name: "importAllowPrivateUrls",
    group: "Imports",
    label: "Let imports download images from private network addresses",
    hint: "Only while moving in from a site on your own network (10.x, 192.168.x, this machine). Anyone who can run an import could then make this server fetch from inside that network: turn it off again afterwards. Webhooks may then call such addresses too. Takes effect with the next import or webhook call.",
  },
];

/** The switches' groups, in the order they first appear: one fieldset each. */
const SWITCH_GROUPS = [...new Set(SWITCHES.map(({ group }) => group))];

export const SETTING_FIELDS: {
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
  {
    name: "privacyEmail",
    label: "Privacy email",
    kind: "email",
    hint: "Named in the privacy policy for questions about personal data.",
  },
  {
    name: "legalEmail",
    label: "Legal email",
    kind: "email",
    hint: "Named in the terms of service.",
  },
  { name: "twitterUrl", label: "X (Twitter) profile", kind: "url" },
  { name: "facebookUrl", label: "Facebook page", kind: "url" },
  { name: "instagramUrl", label: "Instagram profile", kind: "url" },
  { name: "linkedinUrl", label: "LinkedIn page", kind: "url" },
];

/** The Settings screen's form: every text setting, then the staff two-factor rule. */
export function SettingsForm({
  settings,
  values,
  errors,
}: {
  settings: SiteSettings;
  /** What the fields show: the stored settings, or what was sent and refused. */
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="grid max-w-2xl gap-5" key={JSON.stringify(settings)}>
      {SETTING_FIELDS.map(({ name, label, kind, hint }) => (
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
      {SWITCH_GROUPS.map((group) => (
        <fieldset key={group} className="grid gap-3 rounded-xl border p-4">
          <legend className="px-1 text-sm font-medium">{group}</legend>
          {SWITCHES.filter((each) => each.group === group).map(({ name, label, hint }) => (
            <SettingSwitch
              key={name}
              name={name}
              label={label}
              hint={hint}
              defaultChecked={settings[name]}
            />
          ))}
        </fieldset>
      ))}
      <div>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving..." : "Save settings"}
        </Button>
      </div>
    </Form>
  );
}
