import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_PREFIX_LENGTH } from "./constants";

const MAX_TOKENS = 12;
const MAX_TOKEN_LENGTH = 64;

/**
 * Word tokens of a user's search input. Everything else (quotes, operators, markup) is
 * dropped, so no input can break the full-text query syntax of either engine.
 */
export function searchTokens(raw: string): string[] {
  const words = raw
    .slice(0, SEARCH_MAX_QUERY_LENGTH)
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).slice(0, MAX_TOKENS).map((word) => word.slice(0, MAX_TOKEN_LENGTH));
}

/**
 * Whether a token is matched as a prefix: only the last one (search-as-you-type), and only
 * from SEARCH_MIN_PREFIX_LENGTH characters, so "a" or "ma" cannot expand to half the vocabulary.
 */
function isPrefix(tokens: string[], index: number): boolean {
  return index === tokens.length - 1 && [...tokens[index]!].length >= SEARCH_MIN_PREFIX_LENGTH;
}

/** FTS5 MATCH expression: every token quoted, the last one a prefix (search-as-you-type). */
export function toFts5Query(tokens: string[]): string {
  return tokens.map((token, index) => `"${token}"${isPrefix(tokens, index) ? "*" : ""}`).join(" ");
}

/** PostgreSQL to_tsquery expression: tokens ANDed, the last one a prefix. */
export function toTsQuery(tokens: string[]): string {
  return tokens.map((token, index) => (isPrefix(tokens, index) ? `${token}:*` : token)).join(" & ");
}

export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";
/** Marks where a search snippet leaves text out. */
export const SNIPPET_ELLIPSIS = "…";

/** Escapes a snippet and turns the engine's match markers into <mark> elements. */
export function snippetToHtml(snippet: string): string {
  return snippet
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replaceAll(MATCH_START, "<mark>")
    .replaceAll(MATCH_END, "</mark>");
}
