import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// HTML's own (ASCII) whitespace: `\s` would also take byte 0xA0, part of many UTF-8 characters.
const NONCE_ATTRIBUTE = /[ \t\n\f\r]nonce="[^"]*"/g;

/**
 * A page's bytes as a string of one character per byte (latin1). The patterns here are ASCII, so
 * they match the same bytes as in the decoded text, and writing the string back as latin1 gives
 * the same bytes again. Decoding the UTF-8 instead costs about 1 ms for a 70 KB page that holds a
 * single non-ASCII character (Node 20 has no fast path for mixed text): a tenth of a render.
 */
const asBytes = (page: Buffer) => page.toString("latin1");

/**
 * A page stored for many readers cannot carry one reader's CSP nonce: the nonce attributes are
 * removed and the page's inline scripts are allowed by their hashes instead.
 */
export function withoutNonces(page: Buffer): Buffer {
  const bytes = asBytes(page);
  const stripped = bytes.replace(NONCE_ATTRIBUTE, "");
  return stripped.length === bytes.length ? page : Buffer.from(stripped, "latin1");
}

/** CSP source expressions for the inline scripts of `page` (scripts with src need none). */
export function inlineScriptHashes(page: Buffer): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of asBytes(page).matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes ?? "")) continue;
    if (/\stype\s*=\s*"application\/(ld\+)?json"/i.test(attributes ?? "")) continue;
    // The script's own bytes, as the browser hashes them.
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "", "latin1")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** The response's CSP with its per-request nonce replaced by the stored page's script hashes. */
export function cspWithHashes(policy: string, hashes: string[]): string {
  return policy.replace(/\s*'nonce-[^']*'/g, hashes.length ? ` ${hashes.join(" ")}` : "");
}
