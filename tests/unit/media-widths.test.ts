import { describe, expect, it } from "vitest";
import { variantWidths } from "~/media/process.server";

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
