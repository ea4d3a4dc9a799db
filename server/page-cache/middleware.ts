import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Services } from "~/services.server";
import { knownContentVersion } from "~/cache/content-version.server";
import { bytesOfDocument } from "~/http/whole-document.server";
import { type CachedPage, type PageStore } from "~/cache/page-store.server";
import { logger } from "~/logger.server";
import { type Encoding, pickEncoding } from "../accept-encoding";
import { matchesEtag } from "../etag";
import { replayableHeaders, sendStoredAnswer, type StoredAnswer } from "../stored-answer";
import { requestUrl } from "../request-target";
import { pageCacheKey } from "./cache-key";
import { cspWithHashes, inlineScriptHashes } from "./inline-scripts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers of a render that belong to the page; everything else is set per response. */
const STORED_HEADERS = [
  "content-type",
  "content-language",
  "link",
  "x-robots-tag",
  // The Content API is read from any origin (app/ghost-api/ghost-errors.server.ts).
  "access-control-allow-origin",
];

export interface PageCacheOptions {
  build: ServerBuild;
  /** Handed to the loaders as `context.services`, as the router's own handler does. */
  services: Services;
  store: PageStore;
  /** When set, pages are built for this origin whatever the Host header says. */
  siteUrl: string | undefined;
  cdnMaxAge: number;
  cdnStaleWhileRevalidate: number;
  production: boolean;
}

/**
 * Answers anonymous GET/HEAD requests for public pages from rendered copies: a copy is rendered
 * once per content version, stored with gzip and brotli variants and an ETag, and served without
 * rendering until a write moves the version on. Concurrent misses of one page share one render.
 * With the store disabled (PAGE_CACHE_MB=0) pages still take this path, rendered and compressed
 * once per request.
 */
export function pageCache(options: PageCacheOptions) {
  const render = createRequestHandler(
    options.build,
    options.production ? "production" : "development",
  );
  const publicCacheControl = cdnCacheControl(options);
  const inFlight = new Map<string, Promise<CachedPage | RenderedResponse>>();
  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : undefined;

  return async function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
    const key = pageCacheKey({
      method: req.method,
      url: req.originalUrl,
      cookie: req.headers.cookie,
      origin: options.siteUrl ? undefined : origin,
    });
    if (key === null) return next();
    try {
      const { store } = options;
      const version = knownContentVersion();
      const cached = store.enabled ? store.get(key, version) : undefined;
      if (cached) {
        cached.baseHeaders ??= baseHeadersOf(res);
        const notModified = await send(req, res, cached, publicCacheControl, "HIT");
        store.count(notModified ? "notModified" : "hits");
        return;
      }
      store.count("misses");
      // A render started under an older content version is not shared: it may show content
      // that a write has changed since.
      const renderKey = `${version} ${key}`;
      let pending = inFlight.get(renderKey);
      if (!pending) {
        pending = renderPage(req, res, origin, version)
          .then((outcome) => {
            if ("etag" in outcome && store.enabled) {
              store.set(key, outcome);
              void addVariants(key, outcome);
            }
            return outcome;
          })
          .finally(() => inFlight.delete(renderKey));
        inFlight.set(renderKey, pending);
      }
      const outcome = await pending;
      if ("etag" in outcome) {
        outcome.baseHeaders ??= baseHeadersOf(res);
        await send(req, res, outcome, publicCacheControl, "MISS");
      } else {
        sendUncacheable(req, res, outcome);
      }
    } catch (error) {
      next(error);
    }
  };

  /**
   * Gives a stored page its gzip and brotli variants, so that every later hit is bytes already
   * made. Made after the page is stored and its miss answered (in the client's encoding, by
   * `send`), not before: brotli at quality 8 takes 2–3 ms in a warm process, but a process's
   * first compressions took 50–60 ms here (fresh memory), and a newly started server's first
   * answer waited for them. Hits in between are compressed for their client, as with the store
   * off.
   */
  async function addVariants(key: string, page: CachedPage): Promise<void> {
    try {
      const [gzipped, brotli] = await Promise.all([
        compress(page.identity, "gzip"),
        compress(page.identity, "br"),
      ]);
      options.store.replace(key, page, { ...page, gzip: gzipped, brotli });
    } catch (error) {
      logger.error({ err: error }, "page cache: the compressed variants were not made");
    }
  }

  async function renderPage(
    req: Request,
    res: Response,
    origin: string,
    version: number,
  ): Promise<CachedPage | RenderedResponse> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (name === "cookie" || value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const request = new Request(requestUrl(origin, req.originalUrl), { method: "GET", headers });
    const response = await render(request, {
      // Rendered for whoever asks for the page (stored, or shared by the requests that arrive
      // while it renders): no reader's nonce in it. Its inline scripts are allowed by hash.
      cspNonce: undefined,
      services: options.services,
      // Cached requests are documents only (a `.data` request is never cached).
      documentHtml: new Map(),
      wholeDocument: true,
    });
    const body = bytesOfDocument(response) ?? Buffer.from(await response.arrayBuffer());
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    const scriptHashes = html ? inlineScriptHashes(body) : [];
    const storable =
      response.status === 200 &&
      builtForTheSite(request.url, origin, siteOrigin) &&
      !response.headers.has("set-cookie") &&
      !/private|no-store/.test(response.headers.get("cache-control") ?? "");
    if (!storable) {
      return { status: response.status, headers: response.headers, body, scriptHashes };
    }
    // No variants yet: the miss is answered in its client's encoding (`send`), and
    // `addVariants` makes both for the store without holding that answer.
    return {
      status: 200,
      headers: STORED_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      }),
      identity: body,
      gzip: null,
      brotli: null,
      etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      scriptHashes,
      version,
      storedAt: Date.now(),
    };
  }
}

/**
 * Whether a page was built on the origin its key stands for: SITE_URL's, or (without it) the one
 * the request was sent to, which the key carries. The pages build every absolute link
 * (canonical, og:url, feed items) on that origin (`siteOrigin`), so a page built on any other
 * would send every reader of the key elsewhere: it is answered, never stored.
 */
export function builtForTheSite(
  renderedUrl: string,
  origin: string,
  siteOrigin: string | undefined,
): boolean {
  const built = siteOrigin || new URL(renderedUrl).origin;
  if (built === (siteOrigin || new URL(origin).origin)) return true;
  logger.error({ built, origin }, "page cache: a page built for another origin was not stored");
  return false;
}

/** Set per response by `send`, or by Node; never replayed from a stored page. */
const PER_RESPONSE_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-page-cache",
  ...STORED_HEADERS,
]);

function baseHeadersOf(res: ServerResponse): Array<[string, string]> {
  return replayableHeaders(res, PER_RESPONSE_HEADERS);
}

export interface CacheFastPathOptions {
  store: PageStore;
  siteUrl: string | undefined;
  /** Behind a trusted proxy the origin comes from forwarded headers: Express decides it. */
  trustProxy: boolean;
  cdnMaxAge: number;
  cdnStaleWhileRevalidate: number;
  /** Called with each answered request (the access log). */
  onAnswered: (req: IncomingMessage, status: number, started: bigint) => void;
}

/**
 * Answers a stored page straight from Node's request event, before Express and its middleware:
 * a hit is bytes already made, and the middleware chain cost ~7× what Node itself costs per
 * request (0.24 vs 0.03 ms of CPU). The hit carries the headers the middleware gave the
 * response that stored it (security headers, and its CSP with the page's script hashes in place
 * of that response's nonce). Returns false, having written nothing, for anything else: the
 * request then goes through Express as before (and a miss stores the page).
 */
export function pageCacheFastPath(options: CacheFastPathOptions) {
  const publicCacheControl = cdnCacheControl(options);
  const storedAnswers = new WeakMap<CachedPage, Map<Encoding, StoredAnswer>>();
  return function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    const { store } = options;
    if (!store.enabled || (req.method !== "GET" && req.method !== "HEAD")) return false;
    if (!options.siteUrl && options.trustProxy) return false;
    const key = pageCacheKey({
      method: req.method,
      url: req.url ?? "/",
      cookie: req.headers.cookie,
      origin: options.siteUrl ? undefined : `http://${req.headers.host ?? "localhost"}`,
    });
    if (key === null) return false;
    const page = store.get(key, knownContentVersion());
    const answer = page && storedAnswer(page, pickEncoding(req.headers["accept-encoding"]));
    if (!answer) return false;
    const started = process.hrtime.bigint();
    const notModified = sendStoredAnswer(req, res, page.status, answer, page.etag);
    store.count(notModified ? "notModified" : "hits");
    options.onAnswered(req, res.statusCode, started);
    return true;
  };

  /**
   * A stored page's whole answer in one encoding: its headers as the flat list `writeHead` takes,
   * made once per page and encoding rather than set one by one on every hit (with the CSP's
   * nonce replaced by the page's script hashes once, too). Null until the page has been sent once
   * through Express (which gives it its base headers) or while that variant is not made yet.
   */
  function storedAnswer(page: CachedPage, encoding: Encoding): StoredAnswer | null {
    if (!page.baseHeaders) return null;
    let answers = storedAnswers.get(page);
    if (!answers) storedAnswers.set(page, (answers = new Map()));
    const known = answers.get(encoding);
    if (known) return known;
    // A variant still being made is looked for again on the next hit.
    const body = storedVariant(page, encoding);
    if (!body) return null;
    const answer = {
      body,
      ...answerHeaders(page.baseHeaders, page, publicCacheControl, encoding, body),
    };
    answers.set(encoding, answer);
    return answer;
  }
}

/** Every header of a stored page's answer after `base`: the 304's, then the 200's. */
function answerHeaders(
  base: Array<[string, string]>,
  page: CachedPage,
  cacheControl: string,
  encoding: Encoding,
  body: Buffer,
): Omit<StoredAnswer, "body"> {
  const notModifiedHeaders = [
    ...base.flatMap(([name, value]) => [name, withPageCsp(name, value, page)]),
    ...validatorHeaders(page, cacheControl, "HIT").flat(),
  ];
  return {
    notModifiedHeaders,
    headers: [...notModifiedHeaders, ...contentHeaders(page, encoding, body).flat()],
  };
}

/** A stored page's CSP allows its inline scripts by hash, never by a nonce of the past. */
function withPageCsp(name: string, value: string, page: CachedPage): string {
  return name.toLowerCase() === "content-security-policy"
    ? cspWithHashes(value, page.scriptHashes)
    : value;
}

/** What a 304 of a stored page says too: how to cache it, its validator, where it came from. */
function validatorHeaders(
  page: CachedPage,
  cacheControl: string,
  outcome: "HIT" | "MISS",
): Array<[string, string]> {
  return [
    ["Cache-Control", cacheControl],
    ["ETag", page.etag],
    ["Vary", "Accept-Encoding"],
    ["X-Page-Cache", outcome],
  ];
}

/** What only a 200 carries: the page's own headers and its body's encoding and length. */
function contentHeaders(
  page: CachedPage,
  encoding: Encoding,
  body: Buffer,
): Array<[string, string]> {
  return [
    ...page.headers,
    ...(encoding ? [["Content-Encoding", encoding] as [string, string]] : []),
    ["Content-Length", String(body.length)],
  ];
}

/** What a CDN or proxy in front may do with a public page. */
function cdnCacheControl(options: { cdnMaxAge: number; cdnStaleWhileRevalidate: number }) {
  return (
    `public, max-age=0, s-maxage=${options.cdnMaxAge}, ` +
    `stale-while-revalidate=${options.cdnStaleWhileRevalidate}`
  );
}

/** The stored bytes for the client's encoding; null when that variant was not made. */
function storedVariant(page: CachedPage, encoding: Encoding): Buffer | null {
  return encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.identity;
}

interface RenderedResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  /** Of an HTML page's inline scripts: rendered without a nonce, it is allowed by these. */
  scriptHashes: string[];
}

/**
 * A page's variant made for the requests that need it before its stored variants exist (or
 * with the store off), once per page and encoding: the readers of a spike who shared one render
 * share its compression too.
 */
const quickVariants = new WeakMap<CachedPage, Map<"br" | "gzip", Promise<Buffer>>>();

export function quickVariant(page: CachedPage, encoding: "br" | "gzip"): Promise<Buffer> {
  let variants = quickVariants.get(page);
  if (!variants) quickVariants.set(page, (variants = new Map()));
  let variant = variants.get(encoding);
  if (!variant) variants.set(encoding, (variant = compress(page.identity, encoding, true)));
  return variant;
}

/** gzip level 6; brotli 8 when the page is stored (made once), 4 when made per request. */
function compress(body: Buffer, encoding: "br" | "gzip", perRequest = false): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body, { level: 6 });
  return brotliAsync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: perRequest ? 4 : 8,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Sends a stored page; answers 304 (no body) when the client already has it. True for a 304. */
async function send(
  req: Request,
  res: Response,
  page: CachedPage,
  cacheControl: string,
  outcome: "HIT" | "MISS",
): Promise<boolean> {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = storedVariant(page, encoding) ?? (await quickVariant(page, encoding!));
  return writeStoredPage(req, res, page, cacheControl, outcome, encoding, body);
}

function writeStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  cacheControl: string,
  outcome: "HIT" | "MISS",
  encoding: Encoding,
  body: Buffer,
): boolean {
  for (const [name, value] of validatorHeaders(page, cacheControl, outcome)) {
    res.setHeader(name, value);
  }
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string") {
    res.setHeader("Content-Security-Policy", cspWithHashes(policy, page.scriptHashes));
  }
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  for (const [name, value] of contentHeaders(page, encoding, body)) res.setHeader(name, value);
  res.statusCode = page.status;
  if (req.method === "HEAD") res.end();
  else res.end(body);
  return false;
}

/** A public page that answered something not to be stored (a 404, a redirect): sent as is. */
function sendUncacheable(req: Request, res: Response, rendered: RenderedResponse): void {
  for (const [name, value] of rendered.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!rendered.headers.has("cache-control")) res.setHeader("Cache-Control", "no-cache");
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string") {
    res.setHeader("Content-Security-Policy", cspWithHashes(policy, rendered.scriptHashes));
  }
  res.setHeader("X-Page-Cache", "BYPASS");
  res.status(rendered.status);
  if (req.method === "HEAD") res.end();
  else res.end(rendered.body);
}

export function logPageCacheStats(store: PageStore): void {
  const stats = store.stats();
  logger.info({ pageCache: stats }, "page cache");
}
