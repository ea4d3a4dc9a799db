import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrCodeShape } from "~/auth/totp-qr.server";

/** Paints the path's modules (`M{x} {y}h1v1h-1z` each) as RGBA pixels, as a camera would see. */
function rasterize({ size, path }: { size: number; path: string }, scale = 4) {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return { pixels, width };
}

describe("the two-factor setup's QR code", () => {
  it("reads back as the otpauth address, quiet zone included", () => {
    const uri =
      "otpauth://totp/TechPulse:editor%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=TechPulse&digits=6&period=30";
    const shape = qrCodeShape(uri);
    expect(shape.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    // Nothing dark in the four-module border.
    for (const [, x, y] of shape.path.matchAll(/M(\d+) (\d+)/g)) {
      expect(Math.min(Number(x), Number(y))).toBeGreaterThanOrEqual(4);
      expect(Math.max(Number(x), Number(y))).toBeLessThan(shape.size - 4);
    }
    const { pixels, width } = rasterize(shape);
    expect(jsQR(pixels, width, width)?.data).toBe(uri);
  });
});
