import sharp from "sharp";
import { SITE_LOGO } from "~/lib/constants";

export const LOGO_SOURCE = "public/favicon.svg";

/** Renders the SVG mark as the square PNG logo (density chosen so the vector is drawn sharp). */
export function renderLogoPng(svg: Buffer): Promise<Buffer> {
  const viewBox = 32;
  return sharp(svg, { density: Math.ceil((72 * SITE_LOGO.size) / viewBox) })
    .resize(SITE_LOGO.size, SITE_LOGO.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
