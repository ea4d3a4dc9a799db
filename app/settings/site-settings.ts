import { CONTACT_DETAILS } from "~/content/contact-details";
import { SITE_NAME, SOCIAL_LINKS, TAGLINE } from "~/lib/constants";
import type { SiteSettings } from "./site-settings-schema";

export type { SiteSettings };

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
  privacyEmail: CONTACT_DETAILS.privacyEmail,
  legalEmail: CONTACT_DETAILS.legalEmail,
  twitterUrl: social.Twitter,
  facebookUrl: social.Facebook,
  instagramUrl: social.Instagram,
  linkedinUrl: social.LinkedIn,
  requireStaffTwoFactor: false,
  respectDoNotTrack: true,
  newsletterTracking: true,
  trendingFromViews: false,
  trendingViewCounts: false,
  importAllowPrivateUrls: false,
};

/** One of the site's social profiles. */
export type SocialLink = ReturnType<typeof socialLinksOf>[number];

/** What every page shows of the settings (the root loader's `site`): header, footer, meta tags. */
export interface SiteIdentity {
  title: string;
  tagline: string;
  description: string;
  socialLinks: readonly SocialLink[];
}

/** The social profiles that are set, in display order. */
export function socialLinksOf(settings: SiteSettings) {
  return [
    { label: "Twitter" as const, href: settings.twitterUrl },
    { label: "Facebook" as const, href: settings.facebookUrl },
    { label: "Instagram" as const, href: settings.instagramUrl },
    { label: "LinkedIn" as const, href: settings.linkedinUrl },
  ].filter((link) => link.href);
}
