import { Extension } from "@tiptap/core";
import { TextSelection, type EditorState, type Transaction } from "@tiptap/pm/state";

/** Blocks that keep the caret inside (Tab, Enter stay theirs) and so need a keyed way out. */
const ENCLOSING_BLOCKS = new Set(["table", "codeBlock"]);

/**
 * Mod+Enter inside a table or code block puts the caret in a new paragraph just below it, the
 * keyboard's way out of blocks whose Tab and Enter keys belong to them (the editor's hint under
 * the toolbar says so). ArrowDown at the end also leaves a code block (CodeBlock's own rule).
 */
export const BlockExit = Extension.create({
  name: "blockExit",
  addKeyboardShortcuts() {
    return {
      "Mod-Enter": () => {
        const { state, view } = this.editor;
        return leaveEnclosingBlock(state, (tr) => view.dispatch(tr));
      },
    };
  },
});

/** Inserts an empty paragraph after the outermost table or code block around the caret. */
export function leaveEnclosingBlock(
  state: EditorState,
  dispatch?: (tr: Transaction) => void,
): boolean {
  const { $from } = state.selection;
  let depth = -1;
  for (let level = 1; level <= $from.depth; level += 1) {
    if (ENCLOSING_BLOCKS.has($from.node(level).type.name)) {
      depth = level;
      break;
    }
  }
  if (depth < 0) return false;
  const paragraph = state.schema.nodes.paragraph;
  if (!paragraph) return false;
  if (dispatch) {
    const after = $from.after(depth);
    const tr = state.tr.insert(after, paragraph.create());
    tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
    dispatch(tr);
  }
  return true;
}
