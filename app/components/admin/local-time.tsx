import { useBrowserTimeZone } from "../local-date-time";

/**
 * An instant's time of day in the viewer's zone ("10:42"): the server renders UTC and the
 * browser replaces it after hydration, as LocalDateTime does.
 */
export function LocalTime({ iso }: { iso: string }) {
  const zone = useBrowserTimeZone();
  const date = new Date(iso);
  const text = zone
    ? date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" })
    : date.toISOString().slice(11, 16);
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
