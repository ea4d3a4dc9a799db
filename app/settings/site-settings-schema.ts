import { z } from "~/lib/zod";
import { emailSchema } from "~/lib/schemas";

const optionalUrl = z
  .string()
  .trim()
  .max(300, "Please keep the address under 300 characters.")
  .refine((value) => value === "" || /^https:\/\/[^\s]+$/i.test(value), "Use an https:// address.");

const optionalEmail = z.union([z.literal(""), emailSchema]);

/**
 * What an editor can change about the site (used by header, footer, meta tags and feeds). Kept
 * apart from `site-settings.ts`, which every page loads, so zod stays out of public pages.
 */
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
  privacyEmail: optionalEmail,
  legalEmail: optionalEmail,
  twitterUrl: optionalUrl,
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  /** Editors and administrators must sign in with a second factor (policy.ts needsTwoFactor). */
  requireStaffTwoFactor: z.boolean().default(false),
  /** Analytics leaves out readers whose browser sends `DNT: 1` or `Sec-GPC: 1` (issue 42). */
  respectDoNotTrack: z.boolean().default(true),
  /**
   * Trending Topics ranked by their articles' views in the last 7 days, recomputed every few
   * minutes; off, the spec's eight topics in the spec's order (app/taxonomy/trending.server.ts).
   */
  trendingFromViews: z.boolean().default(false),
  /** Newsletter emails carry an open pixel and lead their links through signed click links. */
  newsletterTracking: z.boolean().default(true),
  /** The topic chips show views in 7 days instead of the spec's published-article counts. */
  trendingViewCounts: z.boolean().default(false),
  /**
   * Imports may download images from this machine or a private network (an old site on the
   * same network), as the server's IMPORT_ALLOW_PRIVATE_URLS does; read when each import runs.
   */
  importAllowPrivateUrls: z.boolean().default(false),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
