import { allowedEmbedUrl, soundCloudTrackUrl } from "./embeds";

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const SPOTIFY_TYPES = new Set(["track", "album", "playlist", "episode", "show", "artist"]);
const SPOTIFY_ID = /^[A-Za-z0-9]{1,40}$/;
const NAME = /^[\w-]{1,60}$/;

/** What a pasted address becomes: a player (an allowlisted frame) or a link card. */
export type EmbedTarget =
  | { kind: "frame"; src: string; title: string }
  | { kind: "card"; url: string; provider: "X" | "GitHub Gist"; label: string };

/**
 * The embed for an address people copy from their browser, built without asking the provider:
 * YouTube (watch, share, Shorts, live, with a start time), Vimeo, CodePen, Spotify, SoundCloud
 * players; X posts and GitHub gists as link cards (their embeds need the provider's script).
 * Null for anything else (a bookmark card, or a plain link).
 */
export function embedFor(input: string): EmbedTarget | null {
  const direct = allowedEmbedUrl(input);
  if (direct) return { kind: "frame", src: direct, title: titleOfPlayer(new URL(direct)) };
  const url = parseWebUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.)/, "");
  const segments = url.pathname.split("/").filter(Boolean);
  const frame = (src: string, title: string) => {
    const allowed = allowedEmbedUrl(src);
    return allowed ? ({ kind: "frame", src: allowed, title } as const) : null;
  };

  if (host === "youtube.com" || host === "youtu.be" || host === "music.youtube.com") {
    let id: string | null = null;
    if (host === "youtu.be") id = segments[0] ?? null;
    else if (segments[0] === "watch") id = url.searchParams.get("v");
    else if (["shorts", "live", "embed"].includes(segments[0] ?? "")) id = segments[1] ?? null;
    if (!id || !YOUTUBE_ID.test(id)) return null;
    const start = seconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
    const query = start ? `?start=${start}` : "";
    return frame(`https://www.youtube-nocookie.com/embed/${id}${query}`, "YouTube video");
  }
  if (host === "vimeo.com" && segments.length === 1 && VIMEO_ID.test(segments[0]!)) {
    const start = seconds(/^#t=(.+)$/.exec(url.hash)?.[1] ?? null);
    const hash = start ? `#t=${start}s` : "";
    return frame(`https://player.vimeo.com/video/${segments[0]}${hash}`, "Vimeo video");
  }
  if (host === "codepen.io" && segments.length === 3 && segments[1] === "pen") {
    const [user, , id] = segments as [string, string, string];
    if (!NAME.test(user) || !/^\w{1,20}$/.test(id)) return null;
    return frame(`https://codepen.io/${user}/embed/${id}?default-tab=result`, `CodePen by ${user}`);
  }
  if (host === "open.spotify.com") {
    // Localised links carry a language first: /intl-de/track/….
    const parts = segments[0]?.startsWith("intl-") ? segments.slice(1) : segments;
    const [type, id] = parts;
    if (parts.length !== 2 || !SPOTIFY_TYPES.has(type!) || !SPOTIFY_ID.test(id!)) return null;
    return frame(`https://open.spotify.com/embed/${type}/${id}`, `Spotify ${type}`);
  }
  if (host === "soundcloud.com") {
    const track = soundCloudTrackUrl(`https://soundcloud.com${url.pathname}`);
    if (!track) return null;
    return frame(
      `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}`,
      "SoundCloud audio",
    );
  }
  if ((host === "x.com" || host === "twitter.com") && segments[1] === "status") {
    const [user, , id] = segments;
    if (!user || !NAME.test(user) || !id || !/^\d{1,25}$/.test(id)) return null;
    return {
      kind: "card",
      url: `https://x.com/${user}/status/${id}`,
      provider: "X",
      label: `Post by @${user} on X`,
    };
  }
  if (host === "gist.github.com" && segments.length === 2) {
    const [user, id] = segments as [string, string];
    if (!NAME.test(user) || !/^[0-9a-f]{1,40}$/i.test(id)) return null;
    return {
      kind: "card",
      url: `https://gist.github.com/${user}/${id}`,
      provider: "GitHub Gist",
      label: `Gist by ${user} on GitHub`,
    };
  }
  return null;
}

/** The player URL for a video address (the toolbar's "Embed" field); null if not a player. */
export function videoEmbedUrlFor(input: string): string | null {
  const target = embedFor(input);
  return target?.kind === "frame" ? target.src : null;
}

function parseWebUrl(input: string): URL | null {
  try {
    const url = new URL(input.trim());
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username || url.password || url.port) return null;
    return url;
  } catch {
    return null;
  }
}

/** `90`, `90s`, `1m30s`, `1h2m3s` → seconds; null for none or nonsense. */
function seconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,6})s?)?$/.exec(value.trim());
  if (!match || value.trim() === "") return null;
  const total = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return total > 0 ? total : null;
}

function titleOfPlayer(url: URL): string {
  if (url.hostname.includes("youtube")) return "YouTube video";
  if (url.hostname === "player.vimeo.com") return "Vimeo video";
  if (url.hostname === "codepen.io") return "CodePen";
  if (url.hostname === "open.spotify.com") return "Spotify player";
  return "SoundCloud audio";
}
