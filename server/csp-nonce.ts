import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
/** Nonces drawn from the operating system's random source at a time. */
const NONCES_PER_DRAW = 256;

let random = Buffer.alloc(0);
let next = 0;

/**
 * A fresh CSP nonce: 128 random bits, base64. The random bytes are drawn 4 KB at a time: asking
 * for 16 of them on every request cost ~1 % of an uncached page's CPU (decision 0017). Each byte
 * serves one nonce only; workers are processes of their own, so none shares the bytes.
 */
export function cspNonce(): string {
  if (next + NONCE_BYTES > random.length) {
    random = randomFillSync(Buffer.allocUnsafe(NONCE_BYTES * NONCES_PER_DRAW));
    next = 0;
  }
  const nonce = random.toString("base64", next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}
