import { z } from "~/lib/zod";

/** The editor's list fields hold one entry a line; stored as arrays of lower-case entries. */
const entryList = z
  .array(z.string().trim().toLowerCase().min(1).max(100))
  .max(500, "Please keep each list under 500 entries.");

/**
 * How comments work on this site (issue 39, item 5), kept in the settings store under its own
 * key. A stored value that no longer validates falls back to these defaults.
 */
export const commentSettingsSchema = z.object({
  /** Off: no form anywhere and no new comments; the published ones stay shown. */
  enabled: z.boolean().default(true),
  /** A reader's first comment waits for a moderator. */
  holdFirstComment: z.boolean().default(true),
  /** How long a reader may edit their comment. */
  editWindowMinutes: z.number().int().min(0).max(1440).default(15),
  blockedWords: entryList.default([]),
  blockedDomains: entryList.default([]),
});

export type CommentSettings = z.infer<typeof commentSettingsSchema>;

export const DEFAULT_COMMENT_SETTINGS: CommentSettings = commentSettingsSchema.parse({});
