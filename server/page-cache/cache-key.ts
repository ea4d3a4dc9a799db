import { requestUrl } from "../request-target";

/**
 * Which requests the page cache may answer, and under which key. Only anonymous GET/HEAD of
 * public pages, with no query parameter the page does not read: anything else (a session or
 * flash cookie, an unknown parameter, a malformed page number) goes to the renderer.
 */
interface CacheablePage {
  path: RegExp;
  /** Query parameters the page reads, each with the values that make a distinct page. */
  query: Record<string, RegExp>;
}

const PAGE_NUMBER = /^[1-9]\d{0,6}$/;
const SEARCH_TEXT = /^[\s\S]{1,200}$/;
/** The Content API's parameters (app/ghost-api/content-request.ts reads them). */
const CONTENT_API_QUERY = {
  key: /^[0-9a-f]{26}$/,
  limit: /^(?:all|[1-9]\d{0,2})$/,
  page: PAGE_NUMBER,
  order: /^[\w.,\s]{1,200}$/,
  fields: /^[\w.,]{1,300}$/,
  include: /^[\w.,]{1,100}$/,
  formats: /^[\w,]{1,50}$/,
  filter: /^[\s\S]{1,1000}$/,
};

const CACHEABLE_PAGES: CacheablePage[] = [
  { path: /^\/$/, query: {} },
  { path: /^\/category\/[^/]+$/, query: { page: PAGE_NUMBER } },
  { path: /^\/topics\/[^/]+$/, query: { page: PAGE_NUMBER } },
  // The article's comments: their order and a "show more" keyset cursor (decision 0040).
  {
    path: /^\/article\/[^/]+$/,
    query: { comments_order: /^(?:newest|oldest)$/, comments_after: /^[\w-]{1,200}$/ },
  },
  { path: /^\/author\/[^/]+$/, query: { page: PAGE_NUMBER } },
  { path: /^\/search$/, query: { q: SEARCH_TEXT, page: PAGE_NUMBER } },
  { path: /^\/(about|team|contact|privacy|terms)$/, query: {} },
  { path: /^\/(?:rss|feed\.json)$/, query: {} },
  { path: /^\/(?:category|topics|author)\/[^/]+\/(?:rss|feed\.json)$/, query: {} },
  // Ghost's Content API: the key is part of the page's key, so a request with another key is
  // answered by the renderer (and refused); a rotated key's answers go with the content version.
  {
    path: /^\/ghost\/api\/content\/(?:posts|pages|tags|authors|settings|tiers)(?:\/slug)?(?:\/[^/]+)?\/?$/,
    query: CONTENT_API_QUERY,
  },
  { path: /^\/robots\.txt$/, query: {} },
  { path: /^\/sitemap[\w-]*\.xml$/, query: { page: PAGE_NUMBER } },
];

/** Cookies of ours: a session (Better Auth, `__Secure-` over https) or a flash message. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?techpulse[._-]/;

/** Whether a request carries a cookie of ours: its answer is personal, never from the cache. */
export function carriesPersonalCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && PERSONAL_COOKIE.test(cookie);
}

export interface CacheKeyInput {
  method: string;
  /** Path and query as received, e.g. "/category/ai?page=2". */
  url: string;
  cookie: string | undefined;
  /** Part of the key when pages are built from the request's own origin (no SITE_URL). */
  origin: string | undefined;
}

/**
 * Keys already worked out, by origin and URL as received: a spike asks for the same few URLs,
 * and parsing each again (WHATWG URL, the page patterns, the query) was a tenth of a cache hit's
 * own work. Bounded: emptied when full, and a long origin and URL (rare, and with a Host header
 * of the client's choosing a way to fill memory) are worked out each time, not kept.
 */
const knownKeys = new Map<string, string | null>();
const KNOWN_KEYS_MAX = 2_000;
const KNOWN_MAX_LENGTH = 512;

/** How many keys are remembered now (never more than KNOWN_KEYS_MAX). */
export function rememberedKeyCount(): number {
  return knownKeys.size;
}

/** The key of a cacheable request, or null when the renderer must answer it. */
export function pageCacheKey({ method, url, cookie, origin }: CacheKeyInput): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (carriesPersonalCookie(cookie)) return null;
  const known = `${origin ?? ""} ${url}`;
  if (known.length > KNOWN_MAX_LENGTH) return keyOf(url, origin);
  let key = knownKeys.get(known);
  if (key === undefined) {
    key = keyOf(url, origin);
    if (knownKeys.size >= KNOWN_KEYS_MAX) knownKeys.clear();
    knownKeys.set(known, key);
  }
  return key;
}

/** The key of an anonymous GET of `url`, or null when it is not a cacheable page. */
function keyOf(url: string, origin: string | undefined): string | null {
  let parsed: URL;
  try {
    // Appended, never resolved: `//host/rss` is then a path no page has (see requestUrl).
    parsed = requestUrl("http://cache.invalid", url);
    // A path that does not decode (e.g. "%E0%A4%A") gets the renderer's 400, never a cached 404.
    decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  // React Router's data requests (client-side navigation) carry the root data: not stored.
  if (parsed.pathname.endsWith(".data")) return null;
  const page = CACHEABLE_PAGES.find((candidate) => candidate.path.test(parsed.pathname));
  if (!page) return null;
  const params: Array<[string, string]> = [];
  for (const [name, value] of parsed.searchParams) {
    // Own keys only: "constructor" or "toString" would otherwise find Object.prototype's
    // functions, whose missing `.test` threw outside any handler and stopped the process.
    const allowed = Object.hasOwn(page.query, name) ? page.query[name] : undefined;
    if (!allowed || !allowed.test(value)) return null;
    if (params.some(([seen]) => seen === name)) return null; // repeated: let the page decide
    params.push([name, value]);
  }
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${origin ?? ""}${parsed.pathname}${query ? `?${query}` : ""}`;
}
