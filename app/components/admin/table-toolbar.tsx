import type { Editor } from "@tiptap/react";
import { BetweenHorizontalStartIcon } from "~/components/icons/between-horizontal-start";
import { BetweenVerticalStartIcon } from "~/components/icons/between-vertical-start";
import { Columns3Icon } from "~/components/icons/columns-3";
import { Rows3Icon } from "~/components/icons/rows-3";
import { Trash2Icon } from "~/components/icons/trash-2";
import { Toolbar } from "radix-ui";
import { CommandButtons, type CommandButtonSpec } from "./command-buttons";

const TABLE_COMMANDS: CommandButtonSpec[] = [
  { command: "addRowAfter", label: "Add row below", icon: BetweenHorizontalStartIcon },
  { command: "deleteRow", label: "Delete row", icon: Rows3Icon },
  { command: "addColumnAfter", label: "Add column right", icon: BetweenVerticalStartIcon },
  { command: "deleteColumn", label: "Delete column", icon: Columns3Icon },
  { command: "deleteTable", label: "Delete table", icon: Trash2Icon },
];

/**
 * Row and column commands for the table at the caret, shown under the main toolbar only while
 * the caret is in a table (a toolbar of its own: one Tab stop, arrow keys between buttons).
 */
export function TableToolbar({ editor }: { editor: Editor }) {
  return (
    <Toolbar.Root
      aria-label="Table"
      className="flex flex-wrap items-center gap-0.5 border-b bg-muted/30 px-1 py-0.5"
    >
      <span className="px-2 text-xs font-semibold text-muted-foreground" aria-hidden="true">
        Table
      </span>
      <CommandButtons editor={editor} buttons={TABLE_COMMANDS} state={undefined} />
    </Toolbar.Root>
  );
}
