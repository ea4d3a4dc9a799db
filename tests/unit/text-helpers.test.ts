import { describe, expect, it } from "vitest";
import { formatCount, formatDateTime, formatLongDate, initials } from "~/lib/format";
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

  it("writes what Intl's en-US formats write, for days across four years at varied times", () => {
    // The formats are written by hand (no ICU at start-up); Intl is the reference they follow.
    const longDate = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    const dateTime = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    });
    const start = Date.UTC(2023, 0, 1);
    for (let day = 0; day < 4 * 366; day += 5) {
      const instant = new Date(start + day * 86_400_000 + ((day * 7_919_000) % 86_400_000));
      const iso = instant.toISOString();
      expect(formatLongDate(iso), iso).toBe(longDate.format(instant));
      expect(formatDateTime(iso), iso).toBe(`${dateTime.format(instant)} UTC`);
    }
  });

  it("refuses a text that is not a date, as Intl did", () => {
    expect(() => formatLongDate("not a date")).toThrow(RangeError);
    expect(() => formatDateTime("")).toThrow(RangeError);
  });
});

describe("formatCount", () => {
  it("groups thousands as en-US does", () => {
    for (const value of [0, 7, 999, 1000, 12_000, 123_456, 1_000_000, 98_765_432, -4_500]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
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
