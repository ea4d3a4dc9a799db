import type { Db } from "~/db/connection.server";
import type { Writer } from "~/platform/domain-events.server";
import { settingsStore } from "~/settings/settings-store.server";
import {
  commentSettingsSchema,
  DEFAULT_COMMENT_SETTINGS,
  type CommentSettings,
} from "./comment-settings";

const commentSettings = settingsStore("comments", commentSettingsSchema, DEFAULT_COMMENT_SETTINGS);

/** The saved comment settings over the defaults; read once per content version. */
export const getCommentSettings: (db: Db) => Promise<CommentSettings> = commentSettings.get;

export const saveCommentSettings: (
  writer: Writer,
  settings: CommentSettings,
) => Promise<CommentSettings> = commentSettings.save;
