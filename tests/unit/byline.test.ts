import { describe, expect, it } from "vitest";
import { bylineText, joinNames } from "~/lib/byline";
import { DEFAULT_AUTHOR_NAME } from "~/lib/constants";

describe("a byline", () => {
  it("joins one, two and three names as news sites do", () => {
    expect(joinNames(["Ada"])).toBe("Ada");
    expect(joinNames(["Ada", "Bo"])).toBe("Ada and Bo");
    expect(joinNames(["Ada", "Bo", "Cy"])).toBe("Ada, Bo and Cy");
    expect(joinNames(["Ada", "Bo", "Cy", "Di"])).toBe("Ada, Bo, Cy and Di");
  });

  it("says 'Anonymous' for no author and for an author without a name", () => {
    expect(bylineText([])).toBe(DEFAULT_AUTHOR_NAME);
    expect(bylineText([{ name: "Ada" }, { name: null }])).toBe(`Ada and ${DEFAULT_AUTHOR_NAME}`);
  });
});
