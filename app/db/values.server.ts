/**
 * Timestamps as the site writes them. Reads need no conversion in domain code: both connections
 * return booleans, numbers and ISO-8601 timestamp strings (`pg-values.server.ts`,
 * `sqlite-values.server.ts`); this is the shape they agree on.
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
