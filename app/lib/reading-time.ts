import { WORDS_PER_MINUTE } from "./constants";

/** Counts whitespace-separated words of plain text. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

/** One reading time everywhere (docs/architecture.md, "Where the site differs from the spec" 1): words ÷ 200, rounded, at least 1 minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}
