import type { Editor } from "@tiptap/react";
import { BetweenHorizontalStartIcon } from "~/components/icons/between-horizontal-start";
import { BetweenVerticalStartIcon } from "~/components/icons/between-vertical-start";
import { Columns3Icon } from "~/components/icons/columns-3";
import { Rows3Icon } from "~/components/icons/rows-3";
import { Trash2Icon } from "~/components/icons/trash-2";
import { Toolbar } from "radix-ui";
import { formatCommands } from "./editor-commands";
import { ToolbarButton } from "./toolbar-button";

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
      <ToolbarButton
        label="Add row below"
        icon={BetweenHorizontalStartIcon}
        onClick={() => formatCommands.addRowAfter(editor)}
      />
      <ToolbarButton
        label="Delete row"
        icon={Rows3Icon}
        onClick={() => formatCommands.deleteRow(editor)}
      />
      <ToolbarButton
        label="Add column right"
        icon={BetweenVerticalStartIcon}
        onClick={() => formatCommands.addColumnAfter(editor)}
      />
      <ToolbarButton
        label="Delete column"
        icon={Columns3Icon}
        onClick={() => formatCommands.deleteColumn(editor)}
      />
      <ToolbarButton
        label="Delete table"
        icon={Trash2Icon}
        onClick={() => formatCommands.deleteTable(editor)}
      />
    </Toolbar.Root>
  );
}
