import { keptPerContentVersion } from "~/cache/kept-per-content-version.server";
import type { Db } from "~/db/connection.server";
import type { z } from "~/lib/zod";
import type { Writer } from "~/platform/domain-events.server";

/** One kind of settings, kept as one JSON row of the settings table under its key. */
export interface SettingsStore<T> {
  /**
   * The saved settings over the defaults; a stored value that no longer validates is ignored.
   * Read once per content version (the settings table's trigger bumps it, migration 011), in
   * every process that watches it; elsewhere (a script, a test) on every call.
   */
  get: (db: Db) => Promise<T>;
  /** Validates and stores the settings, and returns what was stored. */
  save: (writer: Writer, settings: T) => Promise<T>;
}

/**
 * The reader and writer of the settings stored under `key`. A stored value is read over the
 * defaults, so a field added since it was saved takes its default.
 */
export function settingsStore<T extends object>(
  key: string,
  schema: z.ZodType<T>,
  defaults: T,
): SettingsStore<T> {
  return {
    get: keptPerContentVersion(async (db) => {
      const row = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", key)
        .executeTakeFirst();
      if (!row) return defaults;
      const parsed = schema.safeParse({ ...defaults, ...JSON.parse(row.value) });
      return parsed.success ? parsed.data : defaults;
    }),
    async save(writer, settings) {
      const value = schema.parse(settings);
      await writeSettingsRow(writer, key, value);
      return value;
    },
  };
}

/**
 * Stores one settings row (its value as JSON) and announces it, so cached pages and every
 * server's kept settings follow. The one writer of the settings table.
 */
async function writeSettingsRow(writer: Writer, key: string, value: unknown): Promise<void> {
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
