/**
 * Values that the two engines store differently. Reads need no conversion any more: both
 * connections return booleans, numbers and ISO-8601 timestamp strings (`pg-values.server.ts`,
 * `sqlite-values.server.ts`). toIso, toCount and toBool are what domain code called by hand
 * before that; they are harmless on normalised values and go when their last callers do.
 */

/** SQLite's CURRENT_TIMESTAMP shape: "YYYY-MM-DD HH:MM:SS" (UTC) without T/Z. */
const SQLITE_CURRENT_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** What `Date.prototype.toISOString()` gives, and how the app writes timestamps. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A stored text timestamp as `toISOString()` would write it ("2026-01-02T03:04:05.000Z"), so
 * timestamps compare and sort as text alike whatever wrote them; text that is no date is left
 * as it is.
 */
export function isoTimestamp(text: string): string {
  if (ISO_TIMESTAMP.test(text)) return text;
  const date = new Date(SQLITE_CURRENT_TIMESTAMP.test(text) ? `${text.replace(" ", "T")}Z` : text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** ISO-8601 UTC string from a PostgreSQL Date or an SQLite text timestamp. */
export function toIso(value: string | Date): string;
export function toIso(value: string | Date | null): string | null;
export function toIso(value: string | Date | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  const normalised = SQLITE_CURRENT_TIMESTAMP.test(value) ? `${value.replace(" ", "T")}Z` : value;
  return new Date(normalised).toISOString();
}

/** PostgreSQL's bigint counts were strings before the pool parsed them. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function toBool(value: boolean | number): boolean {
  return Boolean(value);
}
