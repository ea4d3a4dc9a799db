import { isIP } from "node:net";
import { lazyRequire } from "~/platform/lazy-require.server";

/**
 * The client's IP as the Express server determined it: the socket address, or the
 * X-Forwarded-For address the trusted proxies (TRUST_PROXY) name. The server overwrites any
 * value a client sends in this header, so rate limits and Better Auth's session records can
 * rely on it.
 */
export const CLIENT_IP_HEADER = "x-techpulse-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}

/**
 * Which proxies in front of the server are trusted to say who the client is, in the forms
 * Express's "trust proxy" setting takes: none (false); a number of hops (a CDN in front of a
 * balancer is 2: the client is the address the CDN appended, the second from the right); or
 * the proxies' addresses (IPs, CIDR ranges and the names loopback, linklocal, uniquelocal), so
 * the client is the first address from the right that is not one of them.
 */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 32;
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY's value: false/no/0 (none), true/yes (one hop, what `true` always meant here),
 * a hop count, or a comma-separated list of addresses, ranges and named ranges. Throws an Error
 * saying what is accepted for anything else.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (["", "false", "no", "0"].includes(value)) return false;
  if (["true", "yes"].includes(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`a hop count must be at most ${MAX_HOPS}`);
    return hops;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    throw new Error(
      `must be true, false, a hop count, or a comma-separated list of IP addresses, CIDR ` +
        `ranges, loopback, linklocal, uniquelocal (not understood: ${invalid.map((entry) => JSON.stringify(entry)).join(", ")})`,
    );
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Whether any proxy is trusted: forwarded headers then decide the client's address and origin. */
export function trustsAnyProxy(setting: TrustProxy): boolean {
  return setting !== false && setting !== 0;
}

type ProxyAddr = ((
  req: { socket: { remoteAddress?: string }; headers: Record<string, unknown> },
  trust: (address: string, index: number) => boolean,
) => string) & { compile(list: string[]): (address: string, index: number) => boolean };
/** proxy-addr, the module Express decides `req.ip` with (no type declarations of its own). */
const proxyAddr = lazyRequire<ProxyAddr>("proxy-addr");

/**
 * The client's address for a request answered before Express (the analytics endpoint, in Node's
 * request event), decided as Express decides `req.ip` for the same TRUST_PROXY setting: by
 * proxy-addr, with a hop count or the proxies' addresses.
 */
export function clientAddressOf(
  req: { socket: { remoteAddress?: string }; headers: Record<string, unknown> },
  setting: TrustProxy,
): string {
  if (setting === false || setting === 0) return req.socket.remoteAddress ?? "unknown";
  const trust =
    typeof setting === "number"
      ? (_address: string, index: number) => index < setting
      : trustedList(setting);
  return proxyAddr()(req, trust);
}

const compiledLists = new WeakMap<string[], (address: string, index: number) => boolean>();

function trustedList(list: string[]) {
  let trust = compiledLists.get(list);
  if (!trust) compiledLists.set(list, (trust = proxyAddr().compile(list)));
  return trust;
}
