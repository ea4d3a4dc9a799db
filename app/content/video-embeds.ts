/**
 * The only third-party frames article HTML may contain: video players, each limited to its
 * embed path. Shared by the HTML sanitizer and the Content-Security-Policy (`frame-src`), so
 * the two cannot drift apart.
 */
const VIDEO_EMBED_PREFIXES: ReadonlyArray<{ origin: string; pathPrefix: string }> = [
  { origin: "https://www.youtube.com", pathPrefix: "/embed/" },
  { origin: "https://www.youtube-nocookie.com", pathPrefix: "/embed/" },
  { origin: "https://player.vimeo.com", pathPrefix: "/video/" },
];

export const VIDEO_EMBED_ORIGINS: readonly string[] = VIDEO_EMBED_PREFIXES.map((p) => p.origin);

/**
 * The normalised URL when `src` is an allowlisted video embed, otherwise null. The check runs on
 * the parsed URL (after `..` segments, case and escapes are resolved), not on the raw string.
 */
export function allowedVideoEmbedUrl(src: string | undefined): string | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const allowed = VIDEO_EMBED_PREFIXES.some(
    ({ origin, pathPrefix }) =>
      url.origin === origin &&
      url.pathname.startsWith(pathPrefix) &&
      url.pathname.length > pathPrefix.length,
  );
  return allowed ? url.href : null;
}
