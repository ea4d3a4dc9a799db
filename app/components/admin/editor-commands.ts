import type { Editor } from "@tiptap/react";

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

export function insertImage(editor: Editor, image: { src: string; alt: string }): boolean {
  return editor.chain().setImage(image).run();
}

/** Whether applyLink will need text of its own (nothing selected, not inside a link). */
export function linkNeedsText(editor: Editor): boolean {
  return !editor.isActive("link") && editor.state.selection.empty;
}

function linkMark(href: string) {
  return { type: "link", attrs: { href } };
}
