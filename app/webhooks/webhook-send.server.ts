import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import {
  guardedLookup,
  isLiteralPrivateHost,
  PrivateAddressError,
} from "~/platform/outbound-address.server";

/** Ghost's signature header: `sha256=<hex HMAC-SHA256 of body + t>, t=<epoch ms>`. */
export function ghostSignature(body: string, secret: string, timestampMs: number): string {
  const digest = createHmac("sha256", secret).update(`${body}${timestampMs}`).digest("hex");
  return `sha256=${digest}, t=${timestampMs}`;
}

export interface WebhookCall {
  url: string;
  body: string;
  secret: string;
  /** The whole call (connect, send, answer) must end within this long. */
  timeoutMs: number;
  allowPrivateAddresses: boolean;
  /** The signature's time; `Date.now()` unless a test fixes it. */
  now?: number;
}

export interface WebhookCallResult {
  /** The answer's status code; null when none came (timeout, refused, private address). */
  status: number | null;
  /** One short line when it did not succeed. */
  error: string | null;
}

/** The version header Ghost sends, which receivers may read to pick a payload format. */
const CONTENT_VERSION = "v6.0";

/**
 * Posts one webhook body, signed, and says how it went. Never throws. Redirects are not
 * followed (a 3xx is a failure), and the address connected to is checked after DNS resolution
 * (app/platform/outbound-address.server.ts) unless private addresses are allowed.
 */
export function callWebhook(call: WebhookCall): Promise<WebhookCallResult> {
  let url: URL;
  try {
    url = new URL(call.url);
  } catch {
    return Promise.resolve({ status: null, error: "not a valid URL" });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return Promise.resolve({ status: null, error: "only http and https addresses are called" });
  }
  if (!call.allowPrivateAddresses && isLiteralPrivateHost(url)) {
    return Promise.resolve({ status: null, error: new PrivateAddressError(url.hostname).message });
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: WebhookCallResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: guardedLookup(call.allowPrivateAddresses),
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(call.body),
          "content-version": CONTENT_VERSION,
          "user-agent": "TechPulse webhooks (Ghost-compatible)",
          "x-ghost-signature": ghostSignature(call.body, call.secret, call.now ?? Date.now()),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body is not needed: read and dropped so the socket is freed.
        response.resume();
        response.on("end", () =>
          finish({
            status,
            error: status >= 200 && status < 300 ? null : `the receiver answered ${status}`,
          }),
        );
        response.on("error", (error) => finish({ status, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, error: `no answer within ${call.timeoutMs / 1000} s` });
    }, call.timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) =>
      finish({ status: null, error: [error.code, error.message].filter(Boolean).join(" ") }),
    );
    request.end(call.body);
  });
}
