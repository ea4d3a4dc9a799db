/** Normalises values that the two engines return differently. */

/** ISO-8601 UTC string from a PostgreSQL Date or an SQLite text timestamp. */
export function toIso(value: string | Date): string;
export function toIso(value: string | Date | null): string | null;
export function toIso(value: string | Date | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  // SQLite's CURRENT_TIMESTAMP is "YYYY-MM-DD HH:MM:SS" (UTC) without T/Z.
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(" ", "T")}Z`
    : value;
  return new Date(normalised).toISOString();
}

/** PostgreSQL returns counts as strings (bigint), SQLite as numbers. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function toBool(value: boolean | number): boolean {
  return Boolean(value);
}
