import type { Writer } from "~/platform/domain-events.server";
import type { Db } from "~/db/connection.server";
import {
  DEFAULT_SITE_SETTINGS,
  socialLinksOf,
  type SiteSettings,
  type SocialLink,
} from "./site-settings";
import { siteSettingsSchema } from "./site-settings-schema";
import { settingsStore } from "./settings-store.server";

const siteSettings = settingsStore("site", siteSettingsSchema, DEFAULT_SITE_SETTINGS);

/** The saved site settings over the defaults; read once per content version. */
export const getSiteSettings: (db: Db) => Promise<SiteSettings> = siteSettings.get;

export const saveSiteSettings: (writer: Writer, settings: SiteSettings) => Promise<SiteSettings> =
  siteSettings.save;

const socialLinksBySettings = new WeakMap<SiteSettings, readonly SocialLink[]>();

/**
 * The social profiles of a settings object, the same array for the same object (the settings
 * are kept per content version): the footer's kept markup finds them by identity
 * (`app/http/shared-markup.server.ts`) instead of turning them into JSON on every page.
 */
export function keptSocialLinksOf(settings: SiteSettings): readonly SocialLink[] {
  let links = socialLinksBySettings.get(settings);
  if (!links) socialLinksBySettings.set(settings, (links = socialLinksOf(settings)));
  return links;
}
