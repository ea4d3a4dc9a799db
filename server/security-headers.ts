import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import { VIDEO_EMBED_ORIGINS } from "~/content/video-embeds";

interface Options {
  production: boolean;
  /** Vite's dev server injects inline scripts without a nonce, so CSP is off in development. */
  development: boolean;
}

export function securityHeaders({ production, development }: Options) {
  const nonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", nonce],
            // Radix and sonner set inline styles; scripts are what the nonce protects.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            // Article HTML may embed these video players (the sanitizer allows nothing else).
            frameSrc: ["'self'", ...VIDEO_EMBED_ORIGINS],
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
}
