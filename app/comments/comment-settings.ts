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

/** The figures the settings form shows and checks. */
export const COMMENT_SETTINGS_LIMITS = {
  entries: 500,
  entryLength: 100,
  editWindowMinutes: { min: 0, max: 1440 },
} as const;

/** A domain as the blocked list keeps it: "spam.example" (a scheme, "www." or a path dropped). */
const DOMAIN = /^(?=.{1,100}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

function cleanDomain(entry: string): string {
  return entry
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/^\*\./, "")
    .replace(/^www\./, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
}

/** One entry a line, trimmed and lower-cased, blank lines and repeats dropped. */
function linesOf(text: string): string[] {
  const entries = text
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== "");
  return [...new Set(entries)];
}

function entryListField(kind: "word" | "domain") {
  const { entries, entryLength } = COMMENT_SETTINGS_LIMITS;
  return z
    .string()
    .max(100_000, "This list is too long.")
    .transform((text, ctx) => {
      const list = linesOf(text).map((entry) => (kind === "domain" ? cleanDomain(entry) : entry));
      if (list.length > entries) {
        ctx.addIssue({
          code: "custom",
          message: `Please keep the list under ${entries} entries (it has ${list.length}).`,
        });
        return z.NEVER;
      }
      const tooLong = list.find((entry) => entry.length > entryLength);
      if (tooLong) {
        ctx.addIssue({
          code: "custom",
          message: `“${tooLong.slice(0, 30)}…” is longer than ${entryLength} characters.`,
        });
        return z.NEVER;
      }
      const notDomain = kind === "domain" ? list.find((entry) => !DOMAIN.test(entry)) : undefined;
      if (notDomain !== undefined) {
        ctx.addIssue({
          code: "custom",
          message: `“${notDomain}” is not a domain name such as spam.example.`,
        });
        return z.NEVER;
      }
      return [...new Set(list)];
    });
}

/** The Settings screen's Comments form: checkboxes, minutes, and the lists one entry a line. */
export const commentSettingsFormSchema = z.object({
  enabled: z.boolean(),
  holdFirstComment: z.boolean(),
  editWindowMinutes: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, "Please enter a whole number of minutes.")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(COMMENT_SETTINGS_LIMITS.editWindowMinutes.min)
        .max(
          COMMENT_SETTINGS_LIMITS.editWindowMinutes.max,
          "Please keep it at most a day (1440 minutes).",
        ),
    ),
  blockedWords: entryListField("word"),
  blockedDomains: entryListField("domain"),
});
