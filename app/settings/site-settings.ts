import { z } from "zod";
import { CONTACT_DETAILS } from "~/content/static-pages";
import { SITE_NAME, SOCIAL_LINKS, TAGLINE } from "~/lib/constants";
import { emailSchema } from "~/lib/schemas";

const optionalUrl = z
  .string()
  .trim()
  .max(300, "Please keep the address under 300 characters.")
  .refine((value) => value === "" || /^https:\/\/[^\s]+$/i.test(value), "Use an https:// address.");

const optionalEmail = z.union([z.literal(""), emailSchema]);

/** What an editor can change about the site (used by header, footer, meta tags and feeds). */
export const siteSettingsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Please enter the site's title.")
    .max(60, "Please keep the title under 60 characters."),
  tagline: z
    .string()
    .trim()
    .min(1, "Please enter a tagline.")
    .max(160, "Please keep the tagline under 160 characters."),
  description: z.string().trim().max(300, "Please keep the description under 300 characters."),
  contactEmail: optionalEmail,
  pressEmail: optionalEmail,
  tipsEmail: optionalEmail,
  twitterUrl: optionalUrl,
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  /** Editors and administrators must sign in with a second factor (policy.ts needsTwoFactor). */
  requireStaffTwoFactor: z.boolean().default(false),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const social = Object.fromEntries(SOCIAL_LINKS.map((link) => [link.label, link.href])) as Record<
  (typeof SOCIAL_LINKS)[number]["label"],
  string
>;

/** The spec's values, used until an editor saves settings. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  title: SITE_NAME,
  tagline: TAGLINE,
  description: TAGLINE,
  contactEmail: CONTACT_DETAILS.generalEmail,
  pressEmail: CONTACT_DETAILS.pressEmail,
  tipsEmail: CONTACT_DETAILS.tipsEmail,
  twitterUrl: social.Twitter,
  facebookUrl: social.Facebook,
  instagramUrl: social.Instagram,
  linkedinUrl: social.LinkedIn,
  requireStaffTwoFactor: false,
};

/** The social profiles that are set, in display order. */
export function socialLinksOf(settings: SiteSettings) {
  return [
    { label: "Twitter" as const, href: settings.twitterUrl },
    { label: "Facebook" as const, href: settings.facebookUrl },
    { label: "Instagram" as const, href: settings.instagramUrl },
    { label: "LinkedIn" as const, href: settings.linkedinUrl },
  ].filter((link) => link.href);
}
