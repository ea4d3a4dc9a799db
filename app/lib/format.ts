// Dates and counts are written out by hand, not with Intl: the site's texts are en-US only, and
// a process's first Intl call loads ICU's data (~20–30 ms measured here), which every server
// process paid while it started, before it could answer (decision 0020).

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function utcDate(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${iso}`);
  return date;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** en-US long form, e.g. "March 5, 2026". UTC so server and browser render the same text. */
export function formatLongDate(iso: string): string {
  const date = utcDate(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Short date and time in UTC, e.g. "Mar 5, 2026, 14:07 UTC" (same text on server and browser). */
export function formatDateTime(iso: string): string {
  const date = utcDate(iso);
  const month = MONTHS[date.getUTCMonth()]!.slice(0, 3);
  const time = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${time} UTC`;
}

/** A whole number with en-US thousands separators, e.g. 12000 → "12,000". */
export function formatCount(value: number): string {
  const sign = value < 0 ? "-" : "";
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Initials for an avatar fallback: the first two letters of the name, or '??'. */
export function initials(name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed) return "??";
  return trimmed.slice(0, 2).toUpperCase();
}
