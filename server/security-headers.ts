import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import { EMBED_ORIGINS } from "~/content/embeds";

interface Options {
  production: boolean;
  /** Vite's dev server injects inline scripts without a nonce, so CSP is off in development. */
  development: boolean;
  /**
   * Origin of MEDIA_PUBLIC_URL, the CDN or bucket that serves images when set (else they come
   * from this site under /media/). Images from anywhere else are refused by the CSP.
   */
  mediaOrigin?: string;
}

/**
 * Browser features the site never uses are switched off for it and every frame; the video
 * players it embeds keep what playing a video needs. Only features Chromium knows are named
 * (an unknown one is reported as a console error).
 */
export function permissionsPolicy(): string {
  const players = EMBED_ORIGINS.map((origin) => `"${origin}"`).join(" ");
  const denied = [
    "accelerometer",
    "camera",
    "display-capture",
    "geolocation",
    "gyroscope",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "publickey-credentials-get",
    "screen-wake-lock",
    "usb",
    "xr-spatial-tracking",
  ].map((feature) => `${feature}=()`);
  const forPlayers = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"].map(
    (feature) => `${feature}=(self ${players})`,
  );
  return [...denied, ...forPlayers, "clipboard-write=(self)"].join(", ");
}

export function securityHeaders({ production, development, mediaOrigin }: Options) {
  const nonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const policy = permissionsPolicy();
  const headers = helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", nonce],
            // Radix and sonner set inline styles; scripts are what the nonce protects.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // The site's own images, the media origin when one is configured, and the video
            // players' hosts (their posters); never any https: host.
            imgSrc: ["'self'", "data:", ...(mediaOrigin ? [mediaOrigin] : []), ...EMBED_ORIGINS],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            // Article HTML may embed these video players (the sanitizer allows nothing else).
            frameSrc: ["'self'", ...EMBED_ORIGINS],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    res.setHeader("Permissions-Policy", policy);
    headers(req, res, next);
  };
}
