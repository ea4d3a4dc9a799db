import { describe, expect, it } from "vitest";
import { siblingVariantUrl, variantWidths } from "~/media/variants";

describe("variant widths", () => {
  it.each([
    [1, [1]],
    [300, [300]],
    [480, [480]],
    [481, [480, 481]],
    [960, [480, 960]],
    [1200, [480, 960, 1200]],
    [1600, [480, 960, 1600]],
    [5000, [480, 960, 1600]],
  ])("an image %i px wide is stored at %j", (width, expected) => {
    expect(variantWidths(width)).toEqual(expected);
  });
});

describe("sibling variant URLs", () => {
  it("swaps the width suffix only", () => {
    expect(siblingVariantUrl("/media/uploads/2026/03/ab-12-1600.webp", 480)).toBe(
      "/media/uploads/2026/03/ab-12-480.webp",
    );
  });
});
