/**
 * Block-level closings (and void blocks) followed by the next block's opening tag: there the
 * source view starts a new line. Nested closings (`</p></li>`) stay together.
 */
const BLOCK_BOUNDARY =
  /(<\/(?:p|h[2-6]|li|ul|ol|blockquote|pre|figure|table|aside)>|<hr>|<img\b[^>]*>|<\/iframe>)(?=<[a-z])/g;

/**
 * The editor's HTML, one block per line, for the HTML source view. The editor writes everything
 * on one line; breaks between blocks are insignificant whitespace to HTML and to the editor,
 * and never fall inside a code block (its text is escaped, so contains no tags).
 */
export function formatHtmlSource(html: string): string {
  return html.replace(BLOCK_BOUNDARY, "$1\n");
}
