/**
 * The one rule for "a path on this site" wherever a URL someone supplied is followed or loaded:
 * sign-in's `redirectTo`, the featured image, image sources in article HTML, the editor's link
 * and image forms. Browsers drop tabs and line breaks inside URLs and read `\` as `/`, so
 * `/\evil.example` and `/<TAB>/evil.example` are `//evil.example` to them, another host.
 * Resolving with the WHATWG URL parser (the browsers' own algorithm) and comparing origins
 * catches every spelling of that, and control characters are refused outright.
 */
const PROBE_ORIGIN = "http://site.invalid";
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * The path as a browser would request it (percent-encoded, so it is safe in a `Location`
 * header), or null when the value is not a path on this site.
 */
export function normalizedSitePath(value: string): string | null {
  if (!value.startsWith("/") || CONTROL_OR_SPACE.test(value)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    // Checked after normalising: `/..//evil.example` normalises to `//evil.example`, which is
    // on this site only until a browser reads it from a `Location` header.
    if (url.pathname.startsWith("//")) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Whether the value is a path on this site (`/media/…`), never another host in disguise. */
export function isSitePath(value: string): boolean {
  return normalizedSitePath(value) !== null;
}
