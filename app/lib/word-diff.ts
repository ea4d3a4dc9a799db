export type DiffSegment = { kind: "same" | "added" | "removed"; text: string };

/** One field's changes between two versions of a post. */
export interface FieldDiff {
  field: "Title" | "Excerpt" | "Content";
  segments: DiffSegment[];
}

/** Past this many cells the middle is shown as one removal and one addition (memory bound). */
const MAX_CELLS = 2_000_000;

function tokens(text: string): string[] {
  // Each word with the whitespace before it (joined, the tokens give the text back). Spaces are
  // not tokens of their own: matched alone they split a change into "removed" and "added" runs
  // that touch ("brownred"); carried by their word, a removed word and the added one after it
  // are shown apart, by the whitespace each had in its own text.
  return text.match(/\s*\S+|\s+/g) ?? [];
}

function push(segments: DiffSegment[], kind: DiffSegment["kind"], text: string) {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last?.kind === kind) last.text += text;
  else segments.push({ kind, text });
}

/**
 * A word-level diff of two texts (longest common subsequence after trimming the common start
 * and end): what a reader needs to see what changed between two versions of an article.
 */
export function wordDiff(before: string, after: string): DiffSegment[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const segments: DiffSegment[] = [];
  push(segments, "same", a.slice(0, start).join(""));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push(segments, "removed", midA.join(""));
    push(segments, "added", midB.join(""));
  } else {
    // lengths[i][j]: LCS of midA[i..] and midB[j..], in one flat array.
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        push(segments, "same", midA[i]!);
        i += 1;
        j += 1;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
        push(segments, "removed", midA[i]!);
        i += 1;
      } else {
        push(segments, "added", midB[j]!);
        j += 1;
      }
    }
    push(segments, "removed", midA.slice(i).join(""));
    push(segments, "added", midB.slice(j).join(""));
  }
  push(segments, "same", a.slice(endA).join(""));
  return segments;
}

/** True when the diff shows any change. */
export function hasChanges(segments: DiffSegment[]): boolean {
  return segments.some((segment) => segment.kind !== "same");
}
