import { describe, expect, it } from "vitest";
import { createSecretBox } from "~/integrations/secret-box.server";

describe("the integrations' secret box (AES-256-GCM under AUTH_SECRET)", () => {
  const box = createSecretBox("a".repeat(40));
  const secret = "0123456789abcdef".repeat(4);

  it("opens what it sealed, with a fresh nonce each time", () => {
    const first = box.seal(secret);
    const second = box.seal(secret);
    expect(first).not.toBe(second);
    expect(first).not.toContain(secret);
    expect(box.open(first)).toBe(secret);
    expect(box.open(second)).toBe(secret);
  });

  it("opens nothing sealed under another AUTH_SECRET, altered, or malformed", () => {
    const sealed = box.seal(secret);
    expect(createSecretBox("b".repeat(40)).open(sealed)).toBeNull();
    const parts = sealed.split(".");
    const flipped = parts[2]!.startsWith("A") ? `B${parts[2]!.slice(1)}` : `A${parts[2]!.slice(1)}`;
    expect(box.open([parts[0], parts[1], flipped, parts[3]].join("."))).toBeNull();
    expect(box.open("v1.short")).toBeNull();
    expect(box.open(`v2.${parts.slice(1).join(".")}`)).toBeNull();
  });
});
