import type { Writer } from "~/platform/domain-events.server";
import { keptPerContentVersion } from "~/cache/kept-per-content-version.server";
import type { Db } from "~/db/connection.server";
import {
  DEFAULT_SITE_SETTINGS,
  socialLinksOf,
  type SiteSettings,
  type SocialLink,
} from "./site-settings";
import { siteSettingsSchema } from "./site-settings-schema";

const KEY = "site";

/**
 * The saved settings over the defaults; a stored value that no longer validates is ignored.
 * Read once per content version (the settings table's trigger bumps it, migration 011), in every
 * process that watches it; elsewhere (a script, a test) on every call.
 */
export const getSiteSettings: (db: Db) => Promise<SiteSettings> = keptPerContentVersion(
  async (db) => {
    const row = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", KEY)
      .executeTakeFirst();
    if (!row) return DEFAULT_SITE_SETTINGS;
    const parsed = siteSettingsSchema.safeParse({
      ...DEFAULT_SITE_SETTINGS,
      ...JSON.parse(row.value),
    });
    return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
  },
);

export async function saveSiteSettings(
  writer: Writer,
  settings: SiteSettings,
): Promise<SiteSettings> {
  const value = siteSettingsSchema.parse(settings);
  await writeSettingsRow(writer, KEY, value);
  return value;
}

/**
 * Stores one settings row (its value as JSON) and announces it, so cached pages and every
 * server's kept settings follow. The one writer of the settings table.
 */
export async function writeSettingsRow(writer: Writer, key: string, value: unknown) {
  const json = JSON.stringify(value);
  const now = new Date().toISOString();
  await writer.events.write(writer.db, async ({ db, emit }) => {
    await db
      .insertInto("settings")
      .values({ key, value: json, updated_at: now })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({ value: json, updated_at: now }),
      )
      .execute();
    await emit("settings.updated", {});
  });
}

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
