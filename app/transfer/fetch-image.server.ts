import http from "node:http";
import https from "node:https";
import net from "node:net";
import { MEDIA_MAX_BYTES } from "~/media/constants";
import { guardedLookup, hostOf, isPrivateAddress } from "~/platform/outbound-address.server";

export interface ImageFetchOptions {
  /**
   * Allow loopback and private-network addresses. Off by default: an export file names the URLs,
   * and the server must not be made to reach its own network. Tests and operators importing
   * from a site on their own network turn it on explicitly.
   */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

export class ImageFetchError extends Error {
  override name = "ImageFetchError";
}

const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 15_000;

export interface FetchedImage {
  data: Buffer;
  contentType: string;
}

export interface FetchedResource extends FetchedImage {
  /** The address answered from, after redirects (relative links in a page resolve against it). */
  url: string;
}

interface ResourceRequest {
  /** The request's Accept header. */
  accept: string;
  /** Whether a response's content type is what was asked for. */
  wanted: (contentType: string) => boolean;
  /** Named in the refusal: "not an image (text/html)". */
  describe: string;
}

/** Downloads one image: http(s) only, size cap, timeout, image content types, few redirects. */
export async function fetchImage(
  url: string,
  options: ImageFetchOptions = {},
): Promise<FetchedImage> {
  const { data, contentType } = await fetchGuarded(url, options, {
    accept: "image/*",
    wanted: (type) => type.startsWith("image/"),
    describe: "an image",
  });
  return { data, contentType };
}

/** Downloads one HTML page under the same rules as images (the bookmark cards' metadata). */
export function fetchPage(url: string, options: ImageFetchOptions = {}): Promise<FetchedResource> {
  return fetchGuarded(url, options, {
    accept: "text/html,application/xhtml+xml",
    wanted: (type) => type.startsWith("text/html") || type.startsWith("application/xhtml+xml"),
    describe: "a web page",
  });
}

/**
 * One GET under the import's address rules: http(s) only, no private or loopback address unless
 * allowed (checked on the resolved address, and again on every redirect), a size cap while
 * reading, a timeout, at most MAX_REDIRECTS redirects.
 */
async function fetchGuarded(
  url: string,
  options: ImageFetchOptions,
  wanted: ResourceRequest,
  redirects = 0,
): Promise<FetchedResource> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImageFetchError("not a valid URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ImageFetchError("only http and https addresses are fetched");
  }
  if (parsed.username || parsed.password) {
    throw new ImageFetchError("addresses with a user name or password are not fetched");
  }
  const allowPrivate = options.allowPrivateAddresses ?? false;
  const host = hostOf(parsed);
  if (net.isIP(host) && !allowPrivate && isPrivateAddress(host)) {
    throw new ImageFetchError(`${host} is a private or local address`);
  }
  const maxBytes = options.maxBytes ?? MEDIA_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = parsed.protocol === "https:" ? https : http;

  return new Promise<FetchedResource>((resolve, reject) => {
    const request = client.get(
      parsed,
      {
        lookup: guardedLookup(allowPrivate),
        headers: { accept: wanted.accept, "user-agent": "TechPulse (link preview)" },
        timeout: timeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          if (redirects >= MAX_REDIRECTS) return reject(new ImageFetchError("too many redirects"));
          const next = new URL(location, parsed).toString();
          return resolve(fetchGuarded(next, options, wanted, redirects + 1));
        }
        if (status !== 200) {
          response.resume();
          return reject(new ImageFetchError(`the server answered ${status}`));
        }
        const contentType = String(response.headers["content-type"] ?? "").toLowerCase();
        if (!wanted.wanted(contentType)) {
          response.resume();
          return reject(
            new ImageFetchError(`not ${wanted.describe} (${contentType || "no type"})`),
          );
        }
        if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
          response.destroy();
          return reject(new ImageFetchError("larger than the upload limit"));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new ImageFetchError("larger than the upload limit"));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({ data: Buffer.concat(chunks), contentType, url: parsed.toString() }),
        );
        response.on("error", (error) => reject(new ImageFetchError(error.message)));
      },
    );
    request.on("timeout", () => request.destroy(new ImageFetchError("timed out")));
    request.on("error", (error) =>
      reject(error instanceof ImageFetchError ? error : new ImageFetchError(error.message)),
    );
  });
}
