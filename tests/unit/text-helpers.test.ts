import { describe, expect, it } from "vitest";
import { formatLongDate, initials } from "~/lib/format";
import { countWords, readingMinutes } from "~/lib/reading-time";
import { slugify } from "~/lib/slugify";

describe("slugify (the spec's rule)", () => {
  it.each([
    ["Hello,  World -- 2026!", "hello-world-2026"],
    ["Simple Title", "simple-title"],
    ["  Leading and trailing  ", "-leading-and-trailing-"],
    ["AI's Next Step: GPT-5?", "ais-next-step-gpt-5"],
    ["Tabs\tand\nnewlines", "tabs-and-newlines"],
    ["snake_case stays", "snake_case-stays"],
    ["---multiple---hyphens---", "-multiple-hyphens-"],
    ["Café & Crème", "caf-crme"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe("readingMinutes (words ÷ 200, rounded, at least 1)", () => {
  it.each([
    [0, 1],
    [1, 1],
    [99, 1],
    [299, 1],
    [300, 2],
    [500, 3],
    [1000, 5],
    [1099, 5],
    [1100, 6],
  ])("%i words → %i min", (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });

  it("counts whitespace-separated words", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   ")).toBe(0);
    expect(countWords(" one two\tthree\nfour ")).toBe(4);
  });
});

describe("formatLongDate (en-US long form, UTC)", () => {
  it("formats in UTC whatever the time of day", () => {
    expect(formatLongDate("2026-03-05T00:30:00.000Z")).toBe("March 5, 2026");
    expect(formatLongDate("2026-03-05T23:59:59.000Z")).toBe("March 5, 2026");
    expect(formatLongDate("2025-12-31T23:00:00-05:00")).toBe("January 1, 2026");
  });
});

describe("initials", () => {
  it("uses the first two letters, upper-cased", () => {
    expect(initials("sarah chen")).toBe("SA");
    expect(initials("  Marcus Johnson ")).toBe("MA");
    expect(initials("X")).toBe("X");
  });

  it("falls back to '??'", () => {
    expect(initials(null)).toBe("??");
    expect(initials(undefined)).toBe("??");
    expect(initials("")).toBe("??");
    expect(initials("   ")).toBe("??");
  });
});
