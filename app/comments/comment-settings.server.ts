import { keptPerContentVersion } from "~/cache/kept-per-content-version.server";
import type { Db } from "~/db/connection.server";
import type { Writer } from "~/platform/domain-events.server";
import { writeSettingsRow } from "~/settings/settings.server";
import {
  commentSettingsSchema,
  DEFAULT_COMMENT_SETTINGS,
  type CommentSettings,
} from "./comment-settings";

const KEY = "comments";

/** The saved comment settings over the defaults; read once per content version. */
export const getCommentSettings: (db: Db) => Promise<CommentSettings> = keptPerContentVersion(
  async (db) => {
    const row = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", KEY)
      .executeTakeFirst();
    if (!row) return DEFAULT_COMMENT_SETTINGS;
    const parsed = commentSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_COMMENT_SETTINGS;
  },
);

export async function saveCommentSettings(
  writer: Writer,
  settings: CommentSettings,
): Promise<CommentSettings> {
  const value = commentSettingsSchema.parse(settings);
  await writeSettingsRow(writer, KEY, value);
  return value;
}
