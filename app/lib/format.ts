const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** en-US long form, e.g. "March 5, 2026". UTC so server and browser render the same text. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** Initials for an avatar fallback: the first two letters of the name, or '??'. */
export function initials(name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed) return "??";
  return trimmed.slice(0, 2).toUpperCase();
}

const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** Short date and time in UTC, e.g. "Mar 5, 2026, 14:07 UTC" (same text on server and browser). */
export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}
