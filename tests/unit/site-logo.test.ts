import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SITE_LOGO } from "~/lib/constants";
import { LOGO_SOURCE, renderLogoPng } from "../../scripts/logo";

describe("the PNG logo (RSS channel image, JSON-LD publisher logo)", () => {
  it("is a square PNG of the spec'd size, made from the current favicon (run `npm run logo`)", async () => {
    const committed = readFileSync(`public${SITE_LOGO.path}`);
    const meta = await sharp(committed).metadata();
    expect(meta).toMatchObject({ format: "png", width: SITE_LOGO.size, height: SITE_LOGO.size });
    const fresh = await renderLogoPng(readFileSync(LOGO_SOURCE));
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await pixels(committed)).equals(await pixels(fresh))).toBe(true);
  });
});
