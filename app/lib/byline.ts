import { DEFAULT_AUTHOR_NAME } from "./constants";

/** "A", "A and B", "A, B and C": how a byline joins its names (the site's English style). */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** A byline's text from its authors in order; 'Anonymous' (the spec's default) for none. */
export function bylineText(authors: readonly { name: string | null }[]): string {
  if (authors.length === 0) return DEFAULT_AUTHOR_NAME;
  return joinNames(authors.map((author) => author.name ?? DEFAULT_AUTHOR_NAME));
}
