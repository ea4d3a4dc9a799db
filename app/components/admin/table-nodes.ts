import { Node, mergeAttributes } from "@tiptap/core";
import { goToNextCell, tableEditing } from "@tiptap/pm/tables";

/**
 * Tables for the article editor, on ProseMirror's own table support (prosemirror-tables, shipped
 * inside @tiptap/pm). @tiptap/extension-table is not used: its newest release (3.32.2) wants
 * @tiptap/core 3.32.2 exactly, which conflicts with the editor's 3.34.0 and breaks `npm ci`.
 *
 * Stored as `<table><tbody><tr><th|td>` with `colspan`/`rowspan` only when above 1, which is what
 * the sanitizer keeps. There is no column resizing: widths would be inline styles, and the
 * sanitizer drops those.
 */
const TABLE_ROLES: Record<string, string> = {
  table: "table",
  tableRow: "row",
  tableCell: "cell",
  tableHeader: "header_cell",
};

const spanAttributes = {
  colspan: { default: 1, parseHTML: (element: HTMLElement) => parseSpan(element, "colspan") },
  rowspan: { default: 1, parseHTML: (element: HTMLElement) => parseSpan(element, "rowspan") },
  // prosemirror-tables reads this attribute; it stays null because nothing resizes columns.
  colwidth: { default: null, rendered: false },
};

function parseSpan(element: HTMLElement, name: "colspan" | "rowspan"): number {
  const span = Number.parseInt(element.getAttribute(name) ?? "1", 10);
  return Number.isInteger(span) && span > 0 ? span : 1;
}

function cellHtmlAttributes(attributes: Record<string, unknown>) {
  const { colspan, rowspan, ...rest } = attributes;
  return {
    ...rest,
    ...(Number(colspan) > 1 ? { colspan } : {}),
    ...(Number(rowspan) > 1 ? { rowspan } : {}),
  };
}

export const Table = Node.create({
  name: "table",
  group: "block",
  content: "tableRow+",
  isolating: true,

  // prosemirror-tables finds the table's node types by this schema field (on every node type).
  extendNodeSchema(extension) {
    const tableRole = TABLE_ROLES[extension.name];
    return tableRole ? { tableRole } : {};
  },

  parseHTML() {
    return [{ tag: "table" }];
  },

  renderHTML({ HTMLAttributes }) {
    return ["table", mergeAttributes(HTMLAttributes), ["tbody", 0]];
  },

  addKeyboardShortcuts() {
    // Tab moves between cells; from the last cell (or outside a table) it leaves the editor as usual.
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      "Shift-Tab": () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },

  addProseMirrorPlugins() {
    return [tableEditing()];
  },
});

export const TableRow = Node.create({
  name: "tableRow",
  content: "(tableCell | tableHeader)*",
  parseHTML() {
    return [{ tag: "tr" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["tr", mergeAttributes(HTMLAttributes), 0];
  },
});

export const TableCell = Node.create({
  name: "tableCell",
  content: "block+",
  isolating: true,
  addAttributes: () => spanAttributes,
  parseHTML() {
    return [{ tag: "td" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["td", cellHtmlAttributes(HTMLAttributes), 0];
  },
});

export const TableHeader = Node.create({
  name: "tableHeader",
  content: "block+",
  isolating: true,
  addAttributes: () => spanAttributes,
  parseHTML() {
    return [{ tag: "th" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["th", cellHtmlAttributes(HTMLAttributes), 0];
  },
});

/** A rows × columns table whose first row is headers, as JSON for insertContent. */
export function emptyTable(rows: number, columns: number) {
  const cell = (type: "tableCell" | "tableHeader") => ({
    type,
    content: [{ type: "paragraph" }],
  });
  return {
    type: "table",
    content: Array.from({ length: rows }, (_, row) => ({
      type: "tableRow",
      content: Array.from({ length: columns }, () => cell(row === 0 ? "tableHeader" : "tableCell")),
    })),
  };
}
