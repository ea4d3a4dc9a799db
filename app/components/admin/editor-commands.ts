import { NodeSelection, TextSelection, type Command } from "@tiptap/pm/state";
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
} from "@tiptap/pm/tables";
import type { ChainedCommands, Editor } from "@tiptap/react";
import { emptyTable } from "./table-nodes";

/**
 * Everything the toolbar can do to the document, in one place so that the toolbar, its popovers
 * and the tests (which check that the sanitizer keeps each result) run the same commands.
 * Toolbar buttons call these with `focus: true` so typing continues where it was.
 */
const chain = (editor: Editor, focus: boolean) => (focus ? editor.chain().focus() : editor.chain());

export const formatCommands = {
  heading2: (editor: Editor, focus = true) =>
    chain(editor, focus).toggleHeading({ level: 2 }).run(),
  heading3: (editor: Editor, focus = true) =>
    chain(editor, focus).toggleHeading({ level: 3 }).run(),
  bold: (editor: Editor, focus = true) => chain(editor, focus).toggleBold().run(),
  italic: (editor: Editor, focus = true) => chain(editor, focus).toggleItalic().run(),
  bulletList: (editor: Editor, focus = true) => chain(editor, focus).toggleBulletList().run(),
  orderedList: (editor: Editor, focus = true) => chain(editor, focus).toggleOrderedList().run(),
  blockquote: (editor: Editor, focus = true) => chain(editor, focus).toggleBlockquote().run(),
  codeBlock: (editor: Editor, focus = true) => chain(editor, focus).toggleCodeBlock().run(),
  horizontalRule: (editor: Editor, focus = true) => chain(editor, focus).setHorizontalRule().run(),
  callout: (editor: Editor, focus = true) => chain(editor, focus).toggleWrap("callout").run(),
  insertTable: (editor: Editor, focus = true) =>
    chain(editor, focus).insertContent(emptyTable(3, 3)).command(caretToFirstCell).run(),
  addRowAfter: (editor: Editor, focus = true) => tableCommand(editor, focus, addRowAfter),
  deleteRow: (editor: Editor, focus = true) => tableCommand(editor, focus, deleteRow),
  addColumnAfter: (editor: Editor, focus = true) => tableCommand(editor, focus, addColumnAfter),
  deleteColumn: (editor: Editor, focus = true) => tableCommand(editor, focus, deleteColumn),
  deleteTable: (editor: Editor, focus = true) => tableCommand(editor, focus, deleteTable),
  undo: (editor: Editor, focus = true) => chain(editor, focus).undo().run(),
  redo: (editor: Editor, focus = true) => chain(editor, focus).redo().run(),
} satisfies Record<string, (editor: Editor, focus?: boolean) => boolean>;

/**
 * Links the selection (or the whole link at the caret) to `href`. With nothing selected and no
 * link at the caret, inserts `text` (or the URL itself) as a new link.
 */
export function applyLink(editor: Editor, href: string, text?: string): boolean {
  const inLink = editor.isActive("link");
  if (!inLink && editor.state.selection.empty) {
    return editor
      .chain()
      .insertContent({ type: "text", text: text?.trim() || href, marks: [linkMark(href)] })
      .run();
  }
  return editor.chain().extendMarkRange("link").setLink({ href }).run();
}

export function removeLink(editor: Editor): boolean {
  return editor.chain().extendMarkRange("link").unsetLink().run();
}

/**
 * After inserting a table the caret is in its last cell; typing starts in the first one (the
 * first header), and Tab then walks forward through the cells.
 */
const caretToFirstCell: Parameters<ChainedCommands["command"]>[0] = ({ tr }) => {
  const { $from } = tr.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type.name !== "table") continue;
    // Table start, then the first row, its first cell and the cell's paragraph.
    tr.setSelection(TextSelection.create(tr.doc, $from.before(depth) + 4));
    return true;
  }
  return true;
};

/** A prosemirror-tables command (which does nothing outside a table) as an editor command. */
function tableCommand(editor: Editor, focus: boolean, command: Command): boolean {
  return chain(editor, focus)
    .command(({ state, dispatch }) => command(state, dispatch))
    .run();
}

export interface ImageDetails {
  src: string;
  alt: string;
  /** Plain text; an image with a caption is stored as a figure. */
  caption?: string;
}

export function insertImage(editor: Editor, { src, alt, caption }: ImageDetails): boolean {
  return editor.chain().insertContent(imageContent({ src, alt, caption })).run();
}

function imageContent({ src, alt, caption }: ImageDetails) {
  const text = caption?.trim();
  return text
    ? { type: "figure", attrs: { src, alt }, content: [{ type: "text", text }] }
    : { type: "image", attrs: { src, alt } };
}

/** The selected image or captioned image, if the selection is one. */
export function selectedImage(editor: Editor): (ImageDetails & { pos: number }) | null {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection)) return null;
  const { node } = selection;
  if (node.type.name !== "image" && node.type.name !== "figure") return null;
  return {
    pos: selection.from,
    src: String(node.attrs.src),
    alt: String(node.attrs.alt ?? ""),
    caption: node.type.name === "figure" ? node.textContent : "",
  };
}

/**
 * Changes the selected image's alt text and caption. Adding a caption turns an image into a
 * figure, removing it turns the figure back (the caption's links and emphasis are kept while
 * its text is unchanged).
 */
export function updateSelectedImage(editor: Editor, alt: string, caption: string): boolean {
  const current = selectedImage(editor);
  if (!current) return false;
  const { node } = editor.state.selection as NodeSelection;
  const text = caption.trim();
  if (node.type.name === "figure" && text === node.textContent.trim()) {
    return editor.chain().updateAttributes("figure", { alt }).run();
  }
  const replacement = imageContent({ src: current.src, alt, caption: text });
  return editor
    .chain()
    .insertContentAt({ from: current.pos, to: current.pos + node.nodeSize }, replacement)
    .setNodeSelection(current.pos)
    .run();
}

/** Inserts an allowlisted player (src from videoEmbedUrlFor) with its accessible title. */
export function insertVideoEmbed(editor: Editor, src: string, title: string): boolean {
  return editor.chain().insertContent({ type: "videoEmbed", attrs: { src, title } }).run();
}

/** Sets the language of the code block at the caret; null for none. */
export function setCodeLanguage(editor: Editor, language: string | null): boolean {
  return editor.chain().updateAttributes("codeBlock", { language }).run();
}

/** Whether applyLink will need text of its own (nothing selected, not inside a link). */
export function linkNeedsText(editor: Editor): boolean {
  return !editor.isActive("link") && editor.state.selection.empty;
}

function linkMark(href: string) {
  return { type: "link", attrs: { href } };
}
