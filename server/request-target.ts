import type { IncomingMessage } from "node:http";

/**
 * The request's address as this server reads it: the origin it was sent to, then the target
 * exactly as received. Never `new URL(target, origin)`: resolved against a base, a target such
 * as `//evil.example/rss` (or `/\evil.example/rss`) is a network-path reference and names
 * another host, and whatever the renderer builds from that URL (canonical links, feed items,
 * JSON-LD) would point there and be stored for every reader under the ordinary `/rss` key.
 * Appended to the origin, the same target is only an odd path on this site.
 */
export function requestUrl(origin: string, target: string): URL {
  if (!target.startsWith("/")) throw new RequestTargetError(target);
  // As the URL parser writes it: `Host: News.Example:80` is the origin http://news.example.
  const site = new URL(origin).origin;
  const url = new URL(`${site}${target}`);
  if (url.origin !== site) throw new RequestTargetError(target);
  return url;
}

export class RequestTargetError extends Error {
  readonly status = 400;
  constructor(target: string) {
    super(`request target is not a path on this site: ${JSON.stringify(target.slice(0, 200))}`);
  }
}

/**
 * A host as a Host or X-Forwarded-Host header may carry it: a name (perhaps ending in the root's
 * dot, `news.example.`) or an address, and a port.
 */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9._~-]*[a-z0-9])?\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Hosts already found readable: a site is asked for under one or two names, and this check runs
 * before every answer, stored pages included. Bounded, as a client chooses what it sends.
 */
const readableHosts = new Set<string>();
const READABLE_HOSTS_MAX = 64;

/** Whether a Host-like header value is a host and port that URLs can be built from. */
export function isReadableHost(value: string): boolean {
  if (readableHosts.has(value)) return true;
  if (value.length > 255 || !HOST_HEADER.test(value)) return false;
  try {
    // The pattern lets through what the URL parser still refuses: `999.1.1.1`, port 70000.
    new URL(`http://${value}/`);
  } catch {
    return false;
  }
  if (readableHosts.size >= READABLE_HOSTS_MAX) readableHosts.clear();
  readableHosts.add(value);
  return true;
}

const FORWARDED_PROTOCOLS = new Set(["http", "https"]);

/** The first (client-side) value of a comma-separated forwarding header, as Express reads it. */
function firstValue(header: string | string[]): string {
  const value = Array.isArray(header) ? (header[0] ?? "") : header;
  const comma = value.indexOf(",");
  return (comma < 0 ? value : value.slice(0, comma)).trim();
}

/**
 * Why a request's address cannot be read, or null when it can. Checked before anything else
 * answers (stored pages, assets, Express), so every later step may build URLs from the request
 * without a try: an unreadable Host or forwarded protocol used to be a 500 from deep inside the
 * router, on every route.
 */
export function unreadableRequest(req: IncomingMessage, trustProxy: boolean): string | null {
  const target = req.url ?? "";
  // Origin-form only: the absolute form (`GET http://other/ HTTP/1.1`) is for proxies.
  if (!target.startsWith("/")) return "the request target is not a path";
  const host = req.headers.host;
  // HTTP/1.1 without Host is refused by Node itself; HTTP/1.0 may omit it.
  if (host !== undefined && !isReadableHost(host)) return "the Host header is not a host name";
  if (!trustProxy) return null;
  const protocol = req.headers["x-forwarded-proto"];
  // The usual single value is compared as it is: this runs before every answer.
  if (protocol !== undefined && protocol !== "https" && protocol !== "http") {
    if (!FORWARDED_PROTOCOLS.has(firstValue(protocol).toLowerCase())) {
      return "X-Forwarded-Proto is neither http nor https";
    }
  }
  const forwardedHost = req.headers["x-forwarded-host"];
  if (forwardedHost !== undefined && !isReadableHost(firstValue(forwardedHost))) {
    return "X-Forwarded-Host is not a host name";
  }
  return null;
}
