import type { Editor } from "@tiptap/react";
import { footnoteNotes, withFootnotes } from "./footnote-node";

/**
 * The document as article HTML. TipTap keeps an empty paragraph after a final heading, list,
 * image or rule so the caret can get below it; that paragraph is for editing, not for readers,
 * and would add space at the end of the article. An empty document is "", not "<p></p>".
 * (Not `editor.isEmpty`: it also holds for a document with only an empty table in it.)
 */
export function articleHtml(editor: Editor): string {
  // Footnotes are numbered here, in text order, and listed after the text (footnote-node.ts).
  return withFootnotes(editor.getHTML().replace(/(?:<p><\/p>)+$/, ""), footnoteNotes(editor));
}
