/**
 * A comment's plain text as paragraphs of text and links, for React to render (never HTML:
 * nothing a reader writes is ever parsed as markup). Blank lines part paragraphs; single line
 * breaks stay breaks inside one. Only http(s) addresses become links.
 */
export type CommentSegment =
  { kind: "text"; text: string } | { kind: "link"; href: string; text: string } | { kind: "break" };

export type CommentParagraph = CommentSegment[];

// An address runs to the next space or angle bracket; trailing punctuation stays text.
const LINK = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

export const COMMENT_LINK_REL = "nofollow ugc noopener";

export function commentParagraphs(body: string): CommentParagraph[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => {
      const segments: CommentSegment[] = [];
      paragraph.split("\n").forEach((line, index) => {
        if (index > 0) segments.push({ kind: "break" });
        segments.push(...lineSegments(line));
      });
      return segments;
    });
}

function lineSegments(line: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, "");
    const start = match.index;
    if (start > last) segments.push({ kind: "text", text: line.slice(last, start) });
    if (isHttpUrl(href)) segments.push({ kind: "link", href, text: href });
    else segments.push({ kind: "text", text: href });
    last = start + href.length;
  }
  if (last < line.length) segments.push({ kind: "text", text: line.slice(last) });
  return segments;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The addresses a comment links to (the screening counts them and checks their domains). */
export function commentLinks(body: string): URL[] {
  return [...body.matchAll(LINK)]
    .map((match) => match[0].replace(TRAILING_PUNCTUATION, ""))
    .filter(isHttpUrl)
    .map((href) => new URL(href));
}
