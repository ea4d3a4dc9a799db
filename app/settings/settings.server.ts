import type { Writer } from "~/platform/domain-events.server";
import { knownContentVersion } from "~/cache/content-version.server";
import type { Db } from "~/db/connection.server";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site-settings";
import { siteSettingsSchema } from "./site-settings-schema";

const KEY = "site";
/**
 * A saved change reaches other processes when their content version moves on (the settings
 * table's trigger bumps it, migration 011; a server watches it, app/cache/content-version.server.ts),
 * so a watched version alone decides. Where nothing watches it (version 0: a script, a test),
 * this bounds how long a value is kept.
 */
const UNWATCHED_CACHE_MS = 5_000;

let cached: { value: SiteSettings; at: number; db: Db; version: number } | undefined;

/** The saved settings over the defaults; a stored value that no longer validates is ignored. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const version = knownContentVersion();
  if (
    cached &&
    cached.db === db &&
    cached.version === version &&
    (version !== 0 || Date.now() - cached.at < UNWATCHED_CACHE_MS)
  ) {
    return cached.value;
  }
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", KEY)
    .executeTakeFirst();
  let value = DEFAULT_SITE_SETTINGS;
  if (row) {
    const parsed = siteSettingsSchema.safeParse({
      ...DEFAULT_SITE_SETTINGS,
      ...JSON.parse(row.value),
    });
    if (parsed.success) value = parsed.data;
  }
  cached = { value, at: Date.now(), db, version };
  return value;
}

export async function saveSiteSettings(
  writer: Writer,
  settings: SiteSettings,
): Promise<SiteSettings> {
  const value = siteSettingsSchema.parse(settings);
  const now = new Date().toISOString();
  await writer.events.write(writer.db, async ({ db, emit }) => {
    await db
      .insertInto("settings")
      .values({ key: KEY, value: JSON.stringify(value), updated_at: now })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({ value: JSON.stringify(value), updated_at: now }),
      )
      .execute();
    await emit("settings.updated", {});
  });
  cached = { value, at: Date.now(), db: writer.db, version: knownContentVersion() };
  return value;
}
