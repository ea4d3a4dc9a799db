/**
 * Footnotes as stored in article HTML, one shape whoever writes them (the editor, the WordPress
 * and Ghost imports): numbered references in the text and one list at the end, static HTML that
 * works without scripts.
 *
 *   <sup><a href="#fn-1" id="fnref-1" role="doc-noteref" aria-describedby="footnotes-label">1</a></sup>
 *   …
 *   <section class="footnotes" aria-labelledby="footnotes-label"><h2 id="footnotes-label">Footnotes</h2>
 *   <ol><li id="fn-1">The note. <a href="#fnref-1" role="doc-backlink" aria-label="Back to reference 1">↩</a></li></ol></section>
 *
 * Numbers follow the references' order in the text; the sanitizer keeps exactly these ids and
 * roles and rebuilds them from the `href`, so nothing else an author writes survives.
 */
export const FOOTNOTES_LABEL_ID = "footnotes-label";
export const FOOTNOTES_HEADING = "Footnotes";
/** More notes than any article has; ids beyond it are dropped by the sanitizer. */
export const MAX_FOOTNOTES = 999;

export const noteId = (n: number) => `fn-${n}`;
export const referenceId = (n: number) => `fnref-${n}`;
export const backLinkLabel = (n: number) => `Back to reference ${n}`;

/** The n-th reference (the superscript link to its note). */
export function footnoteReferenceHtml(n: number): string {
  return `<sup><a href="#${noteId(n)}" id="${referenceId(n)}" role="doc-noteref" aria-describedby="${FOOTNOTES_LABEL_ID}">${n}</a></sup>`;
}

/** The list of notes (inline HTML each, in reference order); "" when there are none. */
export function footnotesSectionHtml(notes: readonly string[]): string {
  if (notes.length === 0) return "";
  const items = notes
    .map(
      (note, index) =>
        `<li id="${noteId(index + 1)}">${note.trim()} <a href="#${referenceId(index + 1)}" role="doc-backlink" aria-label="${backLinkLabel(index + 1)}">↩</a></li>`,
    )
    .join("");
  return `<section class="footnotes" aria-labelledby="${FOOTNOTES_LABEL_ID}"><h2 id="${FOOTNOTES_LABEL_ID}">${FOOTNOTES_HEADING}</h2><ol>${items}</ol></section>`;
}

/** The number a note or reference `href` points at (`#fn-3` → 3), if it is one of ours. */
export function footnoteNumberOf(href: string | undefined, kind: "note" | "reference") {
  const pattern = kind === "note" ? /^#fn-(\d{1,3})$/ : /^#fnref-(\d{1,3})$/;
  const match = pattern.exec(href?.trim() ?? "");
  const n = match ? Number(match[1]) : 0;
  return n >= 1 && n <= MAX_FOOTNOTES ? n : null;
}

/**
 * Rebuilds references and list from HTML where the references are `marker` elements in text
 * order and `noteOf(key)` gives each one's note: the importers' common step. References whose
 * note is missing are removed (a bare number pointing nowhere helps nobody).
 */
export function renumberFootnotes(
  html: string,
  marker: RegExp,
  noteOf: (match: RegExpMatchArray) => string | null,
): string {
  const notes: string[] = [];
  let body = "";
  let last = 0;
  for (const match of html.matchAll(marker)) {
    body += html.slice(last, match.index);
    last = match.index + match[0].length;
    const note = noteOf(match);
    if (note === null || notes.length >= MAX_FOOTNOTES) continue;
    notes.push(note);
    body += footnoteReferenceHtml(notes.length);
  }
  return body + html.slice(last) + footnotesSectionHtml(notes);
}
