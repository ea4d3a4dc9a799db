import { renumberFootnotes } from "~/content/footnotes";

/**
 * Footnotes of other platforms in TechPulse's one shape (app/content/footnotes.ts): numbered
 * references in text order and the list at the end, so the sanitizer keeps them and the editor
 * opens them as footnotes.
 */

/**
 * WordPress (6.3+): references are `<sup data-fn="ID" class="fn"><a href="#ID" id="ID-link">1</a></sup>`
 * in the content; the notes live in the post's `footnotes` meta, JSON `[{ "id", "content" }]`,
 * which the `core/footnotes` block lists when WordPress renders the post.
 */
export function convertWordPressFootnotes(html: string, footnotesMeta: string | undefined): string {
  if (!/<sup\b[^>]*\bdata-fn=/i.test(html)) return html;
  const notes = new Map<string, string>();
  try {
    const parsed: unknown = JSON.parse(footnotesMeta ?? "[]");
    if (Array.isArray(parsed)) {
      for (const entry of parsed as Array<Record<string, unknown>>) {
        if (typeof entry?.id === "string" && typeof entry.content === "string") {
          notes.set(entry.id, entry.content);
        }
      }
    }
  } catch {
    // Malformed meta: the references have no notes and are removed below.
  }
  return renumberFootnotes(
    html,
    /<sup\b[^>]*\bdata-fn=(["'])([^"']+)\1[^>]*>[\s\S]*?<\/sup>/gi,
    (match) => notes.get(match[2]!) ?? null,
  );
}

/**
 * Ghost's markdown card (markdown-it-footnote): `<sup class="footnote-ref"><a href="#fn1"
 * id="fnref1">[1]</a></sup>` references and a `<section class="footnotes">` list whose items
 * end with `↩︎` back-links. A note referenced twice is listed once per reference.
 */
export function convertMarkdownFootnotes(html: string): string {
  if (!/class="footnote-ref"/.test(html)) return html;
  const notes = new Map<string, string>();
  const list =
    /(?:<hr class="footnotes-sep"\s*\/?>\s*)?<section class="footnotes">([\s\S]*?)<\/section>/gi;
  for (const section of html.matchAll(list)) {
    for (const item of section[1]!.matchAll(/<li id="(fn[\w-]+)"[^>]*>([\s\S]*?)<\/li>/gi)) {
      const note = item[2]!
        .replace(/\s*<a [^>]*class="footnote-backref"[^>]*>[\s\S]*?<\/a>/gi, "")
        .replace(/^\s*<p>|<\/p>\s*$/g, "")
        .replace(/<\/p>\s*<p>/g, "<br>")
        .trim();
      notes.set(item[1]!, note);
    }
  }
  return renumberFootnotes(
    html.replace(list, ""),
    /<sup class="footnote-ref"><a href="#(fn[\w-]+)"[^>]*>[\s\S]*?<\/a><\/sup>/gi,
    (match) => notes.get(match[1]!) ?? null,
  );
}
