import { describe, expect, it } from "vitest";
import { cspNonce } from "../../server/csp-nonce";

describe("CSP nonces", () => {
  it("are 128 bits in base64, and never repeat, across many draws of random bytes", () => {
    const nonces = Array.from({ length: 5_000 }, () => cspNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
