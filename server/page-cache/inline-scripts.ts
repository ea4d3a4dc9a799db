import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/g;

/**
 * A page stored for many readers cannot carry one reader's CSP nonce: the nonce attributes are
 * removed and the page's inline scripts are allowed by their hashes instead.
 */
export function withoutNonces(html: string): string {
  return html.replace(NONCE_ATTRIBUTE, "");
}

/** CSP source expressions for the inline scripts of `html` (scripts with src need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes ?? "")) continue;
    if (/\stype\s*=\s*"application\/(ld\+)?json"/i.test(attributes ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** The response's CSP with its per-request nonce replaced by the stored page's script hashes. */
export function cspWithHashes(policy: string, hashes: string[]): string {
  return policy.replace(/\s*'nonce-[^']*'/g, hashes.length ? ` ${hashes.join(" ")}` : "");
}
