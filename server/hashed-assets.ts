import { readdirSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { type Encoding, pickEncoding } from "./accept-encoding";
import { logger } from "~/logger.server";
import { PRECOMPRESSED } from "./precompressed-encodings";
import { replayableHeaders, sendStoredAnswer, type StoredAnswer } from "./stored-answer";

const PREFIX = "/assets/";

/** What the first answer's middleware set that says something of that one response only. */
const PER_RESPONSE_HEADERS = new Set([
  "connection",
  "content-security-policy",
  "date",
  "keep-alive",
  "set-cookie",
]);

/** One file in one encoding, with everything its answers say, made once. */
interface Variant extends StoredAnswer {
  etag: string;
}

interface Asset {
  name: string;
  /** The encodings the build wrote a copy in (vite-plugins/precompress-assets.ts). */
  copies: Set<Exclude<Encoding, null>>;
}

export interface HashedAssets {
  /**
   * Answers a GET or HEAD for an asset variant already sent once, from memory, before Express
   * (as the page cache's fast path does); returns false, having written nothing, otherwise.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express middleware: the first request of each variant (and anything else under /assets/). */
  middleware(req: Request, res: Response, next: NextFunction): void;
}

/**
 * The browser build's hashed files (`/assets/*`): immutable, so each is read once and kept, and
 * sent as the build's brotli or gzip copy when the browser takes one (decision 0030). A spike of
 * new readers is a spike of requests for the same dozen scripts; through `express.static` (a
 * `stat` and a file opened per request, behind the whole middleware chain) the largest was
 * served ~10× slower than a stored page.
 *
 * The first request of a variant goes through Express, so it gets the security headers the
 * middleware gives every response (helmet's); its answer (those headers, minus what belongs to
 * that response alone, and the file's own) is kept and replayed by `answer` from then on. Only
 * variants asked for are read: a browser taking brotli never loads the others into memory.
 */
export function hashedAssets(dir: string): HashedAssets {
  const assets = listAssets(dir);
  /** Each variant once read; while it is being read, the promise of it. */
  const variants = new Map<string, Variant | Promise<Variant>>();

  function variantKey(asset: Asset, encoding: Encoding) {
    return `${encoding ?? "identity"} ${asset.name}`;
  }

  function assetOf(url: string | undefined): Asset | undefined {
    if (!url?.startsWith(PREFIX)) return undefined;
    const end = url.indexOf("?");
    return assets.get(url.slice(PREFIX.length, end === -1 ? undefined : end));
  }

  function encodingFor(asset: Asset, req: IncomingMessage): Encoding {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    return encoding && asset.copies.has(encoding) ? encoding : null;
  }

  async function load(asset: Asset, encoding: Encoding, base: Array<[string, string]>) {
    const file = path.join(dir, asset.name + (encoding ? PRECOMPRESSED[encoding] : ""));
    const [body, stats] = await Promise.all([readFile(file), stat(file)]);
    // A variant of its own: an ETag validates one encoding only.
    const etag = `W/"${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}"`;
    const validators: Array<[string, string]> = [
      ["Cache-Control", "public, max-age=31536000, immutable"],
      ["ETag", etag],
      ["Last-Modified", stats.mtime.toUTCString()],
    ];
    if (asset.copies.size > 0) validators.push(["Vary", "Accept-Encoding"]);
    const content: Array<[string, string]> = [["Content-Length", String(body.length)]];
    if (encoding) content.push(["Content-Encoding", encoding]);
    const notModifiedHeaders = [...base, ...validators].flat();
    return { body, etag, notModifiedHeaders, headers: [...notModifiedHeaders, ...content.flat()] };
  }

  function send(req: IncomingMessage, res: ServerResponse, variant: Variant) {
    sendStoredAnswer(req, res, 200, variant, variant.etag);
  }

  return {
    answer(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const asset = assetOf(req.url);
      const variant = asset && variants.get(variantKey(asset, encodingFor(asset, req)));
      if (!variant || variant instanceof Promise) return false;
      send(req, res, variant);
      return true;
    },

    middleware(req, res, next) {
      const asset = assetOf(req.originalUrl);
      if (!asset || (req.method !== "GET" && req.method !== "HEAD")) return next();
      const encoding = encodingFor(asset, req);
      const key = variantKey(asset, encoding);
      let known = variants.get(key);
      if (!known) {
        // The type of the file asked for (not of its copy), by Express's table of types.
        res.type(path.extname(asset.name));
        known = load(asset, encoding, replayableHeaders(res, PER_RESPONSE_HEADERS)).then(
          (variant) => {
            variants.set(key, variant);
            return variant;
          },
          (error: unknown) => {
            variants.delete(key);
            throw error;
          },
        );
        variants.set(key, known);
      }
      Promise.resolve(known).then(
        (variant) => {
          // The variant's headers are the whole answer (the middleware's among them, as kept), so
          // this first answer is the same as every later one: no per-response CSP.
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          send(req, res, variant);
        },
        (error: unknown) => {
          // Listed at start but unreadable now: not found, as for any unknown file.
          logger.warn({ err: error, asset: asset.name }, "asset could not be read");
          next();
        },
      );
    },
  };
}

/** The build's files by name, each with the compressed copies written beside it. */
function listAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return assets;
  }
  const copyExtensions = new Set<string>(Object.values(PRECOMPRESSED));
  for (const name of names) {
    if (!copyExtensions.has(path.extname(name))) assets.set(name, { name, copies: new Set() });
  }
  for (const [encoding, extension] of Object.entries(PRECOMPRESSED)) {
    for (const name of names) {
      if (!name.endsWith(extension)) continue;
      assets.get(name.slice(0, -extension.length))?.copies.add(encoding as "br" | "gzip");
    }
  }
  return assets;
}
