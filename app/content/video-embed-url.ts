import { allowedVideoEmbedUrl } from "./video-embeds";

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The player URL for a video address people copy from their browser (a YouTube watch, share or
 * Shorts link, a Vimeo page) or for a player URL itself; null for anything that is not one of
 * the allowlisted players (app/content/video-embeds.ts). YouTube plays from its no-cookie host.
 */
export function videoEmbedUrlFor(input: string): string | null {
  const direct = allowedVideoEmbedUrl(input);
  if (direct) return direct;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let youtubeId: string | null = null;
  if (host === "youtube.com" && segments[0] === "watch") youtubeId = url.searchParams.get("v");
  else if (host === "youtube.com" && (segments[0] === "shorts" || segments[0] === "live"))
    youtubeId = segments[1] ?? null;
  else if (host === "youtu.be") youtubeId = segments[0] ?? null;
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return allowedVideoEmbedUrl(`https://www.youtube-nocookie.com/embed/${youtubeId}`);
  }
  if (host === "vimeo.com" && segments.length === 1 && VIMEO_ID.test(segments[0]!)) {
    return allowedVideoEmbedUrl(`https://player.vimeo.com/video/${segments[0]}`);
  }
  return null;
}
