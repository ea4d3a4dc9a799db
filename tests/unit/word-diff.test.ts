import { describe, expect, it } from "vitest";
import { hasChanges, wordDiff } from "~/lib/word-diff";

describe("wordDiff", () => {
  it("marks the words removed and added, keeping the rest as it was", () => {
    expect(wordDiff("The quick brown fox jumps", "The quick red fox leaps high")).toEqual([
      { kind: "same", text: "The quick" },
      { kind: "removed", text: " brown" },
      { kind: "added", text: " red" },
      { kind: "same", text: " fox" },
      { kind: "removed", text: " jumps" },
      { kind: "added", text: " leaps high" },
    ]);
    // A sentence added after the last one shows as added, whole.
    expect(wordDiff("The opening line.", "The opening line. My closing line.")).toEqual([
      { kind: "same", text: "The opening line." },
      { kind: "added", text: " My closing line." },
    ]);
  });

  it("keeps removed and added words apart, by the whitespace they had in the text", () => {
    // Read as shown (removed words struck through, added ones underlined, one after the other),
    // each change keeps the space before it: "a b c d" → "a x y d" is not "a bx cy d".
    const shown = (before: string, after: string) =>
      wordDiff(before, after)
        .map((s) =>
          s.kind === "same" ? s.text : s.kind === "removed" ? `[-${s.text}]` : `{+${s.text}}`,
        )
        .join("");
    expect(shown("a b c d", "a x y d")).toBe("a[- b c]{+ x y} d");
    expect(shown("One two three", "One two four five")).toBe("One two[- three]{+ four five}");
    expect(shown("Line one.\nLine two.", "Line one.\nLine 2.")).toBe(
      "Line one.\nLine[- two.]{+ 2.}",
    );
    // Whatever the texts, a removed run and the added run after it never touch word to word.
    const before = "alpha beta gamma delta epsilon zeta eta theta";
    const after = "alpha BETA gamma DELTA epsilon ZETA ETA theta iota";
    const segments = wordDiff(before, after);
    for (const [index, segment] of segments.entries()) {
      const next = segments[index + 1];
      if (segment.kind !== "same" && next && next.kind !== "same") {
        expect(
          /\s$/.test(segment.text) || /^\s/.test(next.text),
          `${segment.text}|${next.text}`,
        ).toBe(true);
      }
    }
  });

  it("gives the texts back: the same and removed parts are the old text, same and added the new", () => {
    const before = "One two three four five six seven.\nEight nine ten.";
    const after = "One three four 4½ five seven.\nEight nine ten eleven.";
    const segments = wordDiff(before, after);
    const old = segments
      .filter((s) => s.kind !== "added")
      .map((s) => s.text)
      .join("");
    const now = segments
      .filter((s) => s.kind !== "removed")
      .map((s) => s.text)
      .join("");
    expect(old).toBe(before);
    expect(now).toBe(after);
  });

  it("equal texts have no changes; a huge rewrite stays bounded and still gives both texts", () => {
    expect(hasChanges(wordDiff("same words", "same words"))).toBe(false);
    const before = Array.from({ length: 3000 }, (_, n) => `a${n}`).join(" ");
    const after = Array.from({ length: 3000 }, (_, n) => `b${n}`).join(" ");
    const segments = wordDiff(before, after);
    expect(segments.map((s) => s.kind)).toEqual(["removed", "added"]);
  });
});
