import type * as Uqr from "uqr";
import { lazyRequire } from "~/platform/lazy-require.server";

/** The QR encoder, loaded when someone sets up two-factor sign-in, not at every server start. */
const uqr = lazyRequire<typeof Uqr>("uqr");

/** A QR code as one SVG path: `size` modules square, the dark ones drawn by `path`. */
export interface QrCodeShape {
  size: number;
  path: string;
}

/**
 * The otpauth:// address as a QR code for an authenticator app's camera. Drawn from the module
 * matrix as a single path (no generated markup reaches the page); the four-module quiet zone
 * scanners need is part of the size.
 */
export function qrCodeShape(text: string): QrCodeShape {
  const { data, size } = uqr().encode(text, { ecc: "M", border: 4 });
  const path: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, path: path.join("") };
}
