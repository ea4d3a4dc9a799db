import { Node } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import {
  footnoteNumberOf,
  footnoteReferenceHtml,
  footnotesSectionHtml,
  noteId,
} from "~/content/footnotes";

/**
 * A footnote reference with its note (inline HTML) as an attribute, so the pair moves, copies
 * and deletes as one. Numbers are never stored in the document: the editor shows them with a CSS
 * counter and `articleHtml` writes them in text order, with the list at the end
 * (app/content/footnotes.ts), so moving or deleting one renumbers the rest.
 */
export const Footnote = Node.create<
  Record<string, never>,
  { edit: ((editor: Editor) => void) | null }
>({
  name: "footnote",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,

  addStorage: () => ({ edit: null }),

  addAttributes() {
    return { note: { default: "" } };
  },

  parseHTML() {
    return [
      // The list is rebuilt from the references; its own elements are not text.
      { tag: "section.footnotes", ignore: true },
      { tag: "sup", priority: 60, getAttrs: (element) => noteOfReference(element) },
    ];
  },

  renderHTML() {
    // A marker articleHtml replaces with the numbered reference (serialised in text order).
    return ["sup", { "data-footnote": "" }];
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("sup");
      dom.className = "footnote-ref";
      const text = plainText(String(node.attrs.note ?? ""));
      dom.title = text || "Empty footnote";
      dom.setAttribute("aria-label", `Footnote: ${text || "empty"}`);
      return { dom };
    };
  },

  addKeyboardShortcuts() {
    return {
      // Enter on a selected footnote opens its note (Escape there returns to the text).
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) {
          return false;
        }
        this.storage.edit?.(editor);
        return true;
      },
    };
  },
});

/** `{ note }` for a stored reference (its note found by id), false for any other `<sup>`. */
function noteOfReference(element: HTMLElement): { note: string } | false {
  const link = element.querySelector("a[href]");
  const n = footnoteNumberOf(link?.getAttribute("href") ?? undefined, "note");
  if (n === null) return false;
  // Pasted HTML is parsed detached from any document: search from the fragment's root.
  let root: ParentNode = element;
  while (root.parentNode) root = root.parentNode;
  const item = root.querySelector?.(`li[id="${noteId(n)}"]`);
  if (!item) return { note: "" };
  const copy = item.cloneNode(true) as HTMLElement;
  for (const backLink of Array.from(copy.querySelectorAll('a[href^="#fnref-"]'))) {
    backLink.remove();
  }
  return { note: copy.innerHTML.trim() };
}

function plainText(html: string): string {
  const holder = document.createElement("template");
  holder.innerHTML = html;
  return (holder.content.textContent ?? "").replace(/\s+/g, " ").trim();
}

const MARKER = /<sup data-footnote=""><\/sup>/g;

/**
 * The editor's HTML with its footnote markers numbered in text order and the notes' list after
 * the text. The k-th marker in the serialised HTML is the k-th footnote node of the document
 * (both in document order).
 */
export function withFootnotes(html: string, notes: readonly string[]): string {
  let k = 0;
  const body = html.replace(MARKER, () => {
    k += 1;
    return footnoteReferenceHtml(k);
  });
  return body + footnotesSectionHtml(notes.slice(0, k));
}

/**
 * A new, empty footnote for the `/` menu, left selected for its note's popover (which removes
 * it again if the note stays empty). From an empty line under a paragraph, where `/footnote` is
 * typed after finishing a sentence, the reference goes at the end of that paragraph and the
 * empty line goes: a reference alone on a line of its own refers to nothing.
 */
export function insertFootnoteFromLine(editor: Editor): boolean {
  const { selection, doc } = editor.state;
  const { $from } = selection;
  const line = $from.parent;
  let at = selection.to;
  const chain = editor.chain();
  const emptyLine = selection.empty && line.type.name === "paragraph" && line.content.size === 0;
  if (emptyLine && $from.depth > 0) {
    const start = $from.before();
    const above = doc.resolve(start).nodeBefore;
    if (above?.type.name === "paragraph" && above.content.size > 0) {
      chain.deleteRange({ from: start, to: start + line.nodeSize });
      at = start - 1;
    }
  }
  return chain
    .insertContentAt(at, { type: "footnote", attrs: { note: "" } })
    .setNodeSelection(at)
    .run();
}

/** The notes of the document's footnotes, in text order. */
export function footnoteNotes(editor: Editor): string[] {
  const notes: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === "footnote") notes.push(String(node.attrs.note ?? ""));
  });
  return notes;
}

/** What Enter on a selected footnote runs (the editor component opens the note's popover). */
export function setFootnoteEditing(editor: Editor, edit: ((editor: Editor) => void) | null) {
  editor.storage.footnote.edit = edit;
}

declare module "@tiptap/core" {
  interface Storage {
    footnote: { edit: ((editor: Editor) => void) | null };
  }
}
