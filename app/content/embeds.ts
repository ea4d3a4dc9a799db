/**
 * The only third-party frames article HTML may contain: players whose embed address is built
 * from the page's address without asking the provider (no oEmbed call), each limited to its
 * embed path. Shared by the HTML sanitizer, the editor and the Content-Security-Policy
 * (`frame-src`), so they cannot drift apart.
 */
interface EmbedPlayer {
  origin: string;
  /** The player's path, whole (anchored): nothing else on the host is framed. */
  path: RegExp;
  /** What the query must carry, if anything (SoundCloud's player takes the track's address). */
  query?: (params: URLSearchParams) => boolean;
  /** A start time in the fragment (Vimeo's `#t=1m30s`); other players take none. */
  hash?: RegExp;
  /** Audio players are a strip, not a 16:9 box (the public CSS sizes them). */
  kind: "video" | "audio" | "code";
}

const EMBED_PLAYERS: readonly EmbedPlayer[] = [
  { origin: "https://www.youtube.com", path: /^\/embed\/[\w-]{11}$/, kind: "video" },
  { origin: "https://www.youtube-nocookie.com", path: /^\/embed\/[\w-]{11}$/, kind: "video" },
  {
    origin: "https://player.vimeo.com",
    path: /^\/video\/\d{1,12}$/,
    hash: /^#t=(\d{1,2}h)?(\d{1,2}m)?\d{1,5}s$/,
    kind: "video",
  },
  { origin: "https://codepen.io", path: /^\/[\w-]{1,60}\/embed\/[\w]{1,20}$/, kind: "code" },
  {
    origin: "https://open.spotify.com",
    path: /^\/embed\/(track|album|playlist|episode|show|artist)\/[A-Za-z0-9]{1,40}$/,
    kind: "audio",
  },
  {
    origin: "https://w.soundcloud.com",
    path: /^\/player\/$/,
    query: (params) => soundCloudTrackUrl(params.get("url")) !== null,
    kind: "audio",
  },
];

export const EMBED_ORIGINS: readonly string[] = EMBED_PLAYERS.map((player) => player.origin);

/** A SoundCloud page address (`https://soundcloud.com/artist/track`), else null. */
export function soundCloudTrackUrl(value: string | null): string | null {
  if (!value) return null;
  const url = parseUrl(value);
  if (!url || url.protocol !== "https:" || url.username || url.password) return null;
  if (url.hostname !== "soundcloud.com" || url.port) return null;
  return /^\/[\w-]{1,80}\/[\w-]{1,120}(\/sets\/[\w-]{1,120})?$|^\/[\w-]{1,80}\/sets\/[\w-]{1,120}$/.test(
    url.pathname,
  )
    ? `https://soundcloud.com${url.pathname}`
    : null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/**
 * The normalised URL when `src` is an allowlisted player, otherwise null. The check runs on the
 * parsed URL (after `..` segments, case and escapes are resolved), not on the raw string.
 */
export function allowedEmbedUrl(src: string | undefined): string | null {
  return src ? (embedPlayerOf(src)?.url.href ?? null) : null;
}

/** How the player is drawn ("video" is 16:9); null when the address is not an allowed player. */
export function embedKindOf(src: string): EmbedPlayer["kind"] | null {
  return embedPlayerOf(src)?.player.kind ?? null;
}

function embedPlayerOf(src: string): { url: URL; player: EmbedPlayer } | null {
  const url = parseUrl(src);
  if (!url || url.username || url.password) return null;
  const player = EMBED_PLAYERS.find(
    (candidate) =>
      url.origin === candidate.origin &&
      candidate.path.test(url.pathname) &&
      (url.hash === "" || (candidate.hash?.test(url.hash) ?? false)) &&
      (candidate.query ? candidate.query(url.searchParams) : true),
  );
  return player ? { url, player } : null;
}
