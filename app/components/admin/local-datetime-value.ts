/** "2026-11-25T07:00" in the browser's zone: what a datetime-local input holds. */
export function toLocalInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value means in the browser's zone, or "" when incomplete. */
export function toInstant(localValue: string): string {
  // ECMAScript reads a date-time without an offset as local time.
  const date = new Date(localValue);
  return localValue && !Number.isNaN(date.getTime()) ? date.toISOString() : "";
}
