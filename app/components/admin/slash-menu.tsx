import { useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import { formatCommands } from "./editor-commands";
import type { SlashMenuItem, SlashMenuItemId } from "./slash-menu-items";
import {
  setSlashMenuChooser,
  SLASH_MENU_ID,
  slashMenuKey,
  slashOptionId,
  type SlashMenuState,
} from "./slash-menu-plugin";

/** Blocks whose details are asked in a toolbar popover (opened by the menu). */
export type SlashMenuRequest = Extract<
  SlashMenuItemId,
  "image" | "embed" | "bookmark" | "footnote"
>;

const REQUESTS: readonly SlashMenuItemId[] = ["image", "embed", "bookmark", "footnote"];
const isRequest = (id: SlashMenuItemId): id is SlashMenuRequest => REQUESTS.includes(id);

/**
 * The `/` menu's list, drawn under the line being typed. The text keeps focus throughout (the
 * plugin handles the keys and points aria-activedescendant here); a click chooses too.
 */
export function SlashMenuList({
  editor,
  onRequest,
}: {
  editor: Editor;
  /** Opens the toolbar's popover for a block that needs details (image, embed). */
  onRequest: (request: SlashMenuRequest) => void;
}) {
  const menu = useEditorState({
    editor,
    selector: ({ editor: current }) => slashMenuKey.getState(current.state) ?? null,
  });
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    setSlashMenuChooser(editor, (item, state) => chooseBlock(editor, item, state, onRequest));
    return () => setSlashMenuChooser(editor, null);
  }, [editor, onRequest]);

  if (!menu?.open) return null;
  const place = position(editor, menu.from);

  return (
    <ul
      ref={listRef}
      id={SLASH_MENU_ID}
      role="listbox"
      aria-label="Insert a block"
      style={{ top: place.top, left: place.left }}
      className="absolute z-40 w-72 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {menu.items.map((item, index) => (
        <li
          key={item.id}
          id={slashOptionId(index)}
          role="option"
          aria-selected={index === menu.index}
          // Keeps focus (and the caret) in the text.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => chooseBlock(editor, item, menu, onRequest)}
          className={cn(
            "flex cursor-pointer items-baseline justify-between gap-3 rounded-sm px-2 py-1 text-sm",
            index === menu.index && "bg-accent text-accent-foreground",
          )}
        >
          <span className="font-medium">{item.label}</span>
          <span className="text-xs text-muted-foreground">{item.hint}</span>
        </li>
      ))}
    </ul>
  );
}

function chooseBlock(
  editor: Editor,
  item: SlashMenuItem,
  state: SlashMenuState,
  onRequest: (request: SlashMenuRequest) => void,
) {
  // The typed `/query` goes; the block takes its empty line.
  editor.chain().focus().deleteRange({ from: state.from, to: state.to }).run();
  if (isRequest(item.id)) onRequest(item.id);
  else formatCommands[item.id](editor);
}

/** Just below the `/`, relative to the editor's frame (the list's offset parent). */
function position(editor: Editor, pos: number): { top: number; left: number } {
  try {
    const coords = editor.view.coordsAtPos(pos);
    const frame = editor.view.dom.parentElement?.getBoundingClientRect();
    if (!frame) return { top: 0, left: 0 };
    return { top: coords.bottom - frame.top + 4, left: Math.max(coords.left - frame.left, 0) };
  } catch {
    return { top: 0, left: 0 };
  }
}
