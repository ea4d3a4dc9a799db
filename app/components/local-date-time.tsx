import { formatDateTime } from "~/lib/format";
import { useHydrated } from "./use-hydrated";

// Made on first use, in the browser: the server renders UTC without Intl (see ~/lib/format).
let localFormat: Intl.DateTimeFormat | undefined;
const formatLocally = (iso: string) =>
  (localFormat ??= new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  })).format(new Date(iso));

/** The reader's own time zone name, e.g. "Europe/Berlin"; null on the server. */
export function useBrowserTimeZone(): string | null {
  return useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
}

/**
 * An instant in the viewer's time zone, e.g. "Wed, Nov 25, 2026, 07:00 GMT+1". The server does
 * not know that zone, so it renders UTC and the browser replaces it after hydration (the same
 * text on both sides at first, so hydration never mismatches).
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const zone = useBrowserTimeZone();
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {zone ? formatLocally(iso) : formatDateTime(iso)}
    </time>
  );
}
