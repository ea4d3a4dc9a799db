import { lookup as dnsLookup, promises as dnsPromises, type LookupAddress } from "node:dns";
import net from "node:net";

/**
 * Which addresses the server may be made to reach on someone else's word: an import's image
 * URLs (app/transfer/fetch-image.server.ts) and the webhooks' targets (app/webhooks/). This
 * machine and private networks are refused unless an operator allows them
 * (IMPORT_ALLOW_PRIVATE_URLS or the site setting of the same name), so a URL typed into a form
 * cannot make the server probe its own network.
 */
export class PrivateAddressError extends Error {
  override name = "PrivateAddressError";
  constructor(host: string) {
    super(`${host} is a private or local address`);
  }
}

const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  PRIVATE.addSubnet(address, prefix, "ipv4");
}
for (const [address, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(address, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, "ipv4");
  return PRIVATE.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");
}

/** A URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/** True when the URL names a private address literally (no lookup needed to refuse it). */
export function isLiteralPrivateHost(url: URL): boolean {
  const host = hostOf(url);
  return (net.isIP(host) !== 0 && isPrivateAddress(host)) || host === "localhost";
}

/**
 * A DNS lookup that refuses private addresses, for `http.request`'s `lookup` option. It runs
 * inside the connection itself, so the address checked is the address connected to (no second
 * lookup an attacker could change between a check and the request).
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as unknown as LookupAddress[];
      const refused = !allowPrivate && list.some((entry) => isPrivateAddress(entry.address));
      if (refused || list.length === 0) {
        return callback(new PrivateAddressError(hostname), "", 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/**
 * Checks a URL someone typed before it is stored: a private address, named literally or by a
 * host name that resolves to one, is refused (the same rule the connection applies again when
 * it is used, since a name's addresses may change). A name that does not resolve now passes:
 * its site may not be live yet, and the connection checks it then.
 */
export async function refusesPrivateTarget(url: URL, allowPrivate: boolean): Promise<boolean> {
  if (allowPrivate) return false;
  if (isLiteralPrivateHost(url)) return true;
  const host = hostOf(url);
  if (net.isIP(host) !== 0) return false;
  try {
    const addresses = await dnsPromises.lookup(host, { all: true });
    return addresses.some((entry) => isPrivateAddress(entry.address));
  } catch {
    return false;
  }
}
