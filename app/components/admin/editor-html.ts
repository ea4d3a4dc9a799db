import type { Editor } from "@tiptap/react";

/**
 * The document as article HTML. TipTap keeps an empty paragraph after a final heading, list,
 * image or rule so the caret can get below it; that paragraph is for editing, not for readers,
 * and would add space at the end of the article. An empty document is "", not "<p></p>".
 */
export function articleHtml(editor: Editor): string {
  if (editor.isEmpty) return "";
  return editor.getHTML().replace(/(?:<p><\/p>)+$/, "");
}
