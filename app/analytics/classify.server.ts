import { isbot } from "isbot";
import { ANALYTICS_LIMITS } from "~/lib/constants";
import { lazyRequire } from "~/platform/lazy-require.server";
import type { AnalyticsDimension, ClassifiedHit, ReferrerSource } from "./types";

/**
 * ua-parser-js 1.x (MIT; 2.x is AGPL, docs/stack-notes.md). It ships no types: the part used.
 */
interface UaParserResult {
  browser: { name?: string };
  device: { type?: string };
}
const uaParser = lazyRequire<(ua: string) => UaParserResult>("ua-parser-js");

/** The public pages a view is counted for (the page cache's shapes, less feeds and files). */
const COUNTED_PAGES = [
  /^\/$/,
  /^\/category\/[a-z0-9-]{1,100}$/,
  /^\/topics\/[a-z0-9-]{1,100}$/,
  /^\/article\/[a-z0-9-]{1,200}$/,
  /^\/author\/[A-Za-z0-9-]{1,100}$/,
  /^\/search$/,
  /^\/(about|team|contact|privacy|terms)$/,
];

const SEARCH_ENGINES = [
  /(^|\.)google\.[a-z.]+$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)search\.yahoo\.com$/,
  /(^|\.)yahoo\.[a-z.]+$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)yandex\.[a-z.]+$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)search\.brave\.com$/,
  /(^|\.)startpage\.com$/,
  /(^|\.)qwant\.com$/,
  /(^|\.)kagi\.com$/,
];
const SOCIAL_SITES = [
  /(^|\.)twitter\.com$/,
  /^(x|t)\.co(m)?$/,
  /(^|\.)facebook\.com$/,
  /(^|\.)instagram\.com$/,
  /(^|\.)linkedin\.com$/,
  /^lnkd\.in$/,
  /(^|\.)reddit\.com$/,
  /^news\.ycombinator\.com$/,
  /^bsky\.app$/,
  /(^|\.)threads\.net$/,
  /(^|\.)mastodon\.[a-z.]+$/,
  /(^|\.)youtube\.com$/,
  /(^|\.)pinterest\.com$/,
  /(^|\.)tiktok\.com$/,
];
/** Webmail: a link followed from an email, most often the newsletter. */
const MAIL_SITES = [/^mail\.google\.com$/, /^outlook\.(live|office)\.com$/, /^mail\.yahoo\.com$/];

/** Browser families shown as themselves; any other is "Other". */
const BROWSER_FAMILIES: Record<string, string> = {
  Chrome: "Chrome",
  "Chrome WebView": "Chrome",
  Chromium: "Chrome",
  Firefox: "Firefox",
  "Mobile Firefox": "Firefox",
  Safari: "Safari",
  "Mobile Safari": "Safari",
  Edge: "Edge",
  Opera: "Opera",
  "Opera Touch": "Opera",
  "Samsung Browser": "Samsung Internet",
  Brave: "Brave",
  Vivaldi: "Vivaldi",
  Yandex: "Yandex",
  DuckDuckGo: "DuckDuckGo",
};

export interface HitRequest {
  /** The page's address as the beacon sent it: path and query. */
  page: string | null;
  /** `document.referrer`, or the previous page on a client-side navigation. */
  referrer: string | null;
  userAgent: string | undefined;
  /** The site's host (SITE_URL's, or the request's): referrers from it are internal. */
  siteHost: string;
}

/** Why a request is not counted, or the hit to count. */
export type HitVerdict =
  | { counted: false; reason: "invalid" | "not-counted" | "bot" }
  | { counted: true; hit: ClassifiedHit };

/**
 * A page view's path and dimensions, or why it is not one: an address that is not a path of
 * this site is invalid; one that is not a public page (the admin, a 404) is not counted; a user
 * agent that is missing or on `isbot`'s list is a bot.
 */
export function classifyHit(request: HitRequest): HitVerdict {
  const page = parseUrl(request.page, "http://page.invalid");
  if (!page) return { counted: false, reason: "invalid" };
  if (!COUNTED_PAGES.some((shape) => shape.test(page.pathname))) {
    return { counted: false, reason: "not-counted" };
  }
  const userAgent = request.userAgent ?? "";
  if (!userAgent || isbot(userAgent)) return { counted: false, reason: "bot" };
  const dimensions: Partial<Record<AnalyticsDimension, string>> = {};
  const utm = (name: string) => {
    const value = page.searchParams.get(name)?.trim().toLowerCase();
    return value ? value.slice(0, ANALYTICS_LIMITS.maxUtmLength) : undefined;
  };
  const utmSource = utm("utm_source");
  const utmMedium = utm("utm_medium");
  const utmCampaign = utm("utm_campaign");
  if (utmSource) dimensions.utm_source = utmSource;
  if (utmMedium) dimensions.utm_medium = utmMedium;
  if (utmCampaign) dimensions.utm_campaign = utmCampaign;
  const referrerHost = hostOf(request.referrer);
  const external = referrerHost !== null && referrerHost !== bareHost(request.siteHost);
  if (external) dimensions.referrer = referrerHost;
  dimensions.source = sourceOf(referrerHost, external, utmSource, utmMedium);
  const agent = parsedAgent(userAgent);
  dimensions.device = agent.device;
  dimensions.browser = agent.browser;
  return { counted: true, hit: { path: page.pathname, dimensions } };
}

function sourceOf(
  host: string | null,
  external: boolean,
  utmSource: string | undefined,
  utmMedium: string | undefined,
): ReferrerSource {
  if (utmMedium === "email" || utmMedium === "newsletter" || utmSource === "newsletter") {
    return "newsletter";
  }
  if (host === null) return "direct";
  if (!external) return "internal";
  // Webmail first: mail.google.com is not Google's search.
  if (MAIL_SITES.some((pattern) => pattern.test(host))) return "newsletter";
  if (SEARCH_ENGINES.some((pattern) => pattern.test(host))) return "search";
  if (SOCIAL_SITES.some((pattern) => pattern.test(host))) return "social";
  return "other";
}

function parseUrl(value: string | null, base?: string): URL | null {
  if (!value || value.length > ANALYTICS_LIMITS.maxUrlLength) return null;
  // A path only: "//host/x" would be read as another host's address.
  if (base && !/^\/(?!\/)/.test(value)) return null;
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The referrer's host without "www.", or null without a web referrer. */
function hostOf(referrer: string | null): string | null {
  const url = parseUrl(referrer);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  return bareHost(url.hostname) || null;
}

function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "")
    .replace(/\.$/, "");
}

/** Parsed user agents, by their text: a site's readers use a few hundred, parsed once each. */
const agents = new Map<string, { device: string; browser: string }>();
const AGENTS_KEPT = 1_000;

function parsedAgent(userAgent: string): { device: string; browser: string } {
  let known = agents.get(userAgent);
  if (!known) {
    const parsed = uaParser()(userAgent);
    const type = parsed.device.type;
    known = {
      device:
        type === "mobile" || type === "tablet" ? type : type === undefined ? "desktop" : "other",
      browser: BROWSER_FAMILIES[parsed.browser.name ?? ""] ?? "Other",
    };
    if (agents.size >= AGENTS_KEPT) agents.clear();
    agents.set(userAgent, known);
  }
  return known;
}
