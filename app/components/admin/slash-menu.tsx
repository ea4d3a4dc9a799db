import { useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import { formatCommands } from "./editor-commands";
import { insertFootnoteFromLine } from "./footnote-node";
import type { SlashMenuItem, SlashMenuItemId } from "./slash-menu-items";
import {
  sendSlashMenu,
  setSlashMenuChooser,
  SLASH_MENU_ID,
  slashMenuKey,
  slashOptionId,
  type SlashMenuState,
} from "./slash-menu-plugin";

/** Blocks whose details are asked in a toolbar popover (opened by the menu). */
export type SlashMenuRequest = Extract<
  SlashMenuItemId,
  "image" | "gallery" | "embed" | "bookmark" | "footnote"
>;

const REQUESTS: readonly SlashMenuItemId[] = ["image", "gallery", "embed", "bookmark", "footnote"];
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

  // The highlighted item stays in view when the list scrolls inside itself.
  const activeIndex = menu?.open ? menu.index : -1;
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(slashOptionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  }, [activeIndex]);

  if (!menu?.open) return null;
  const place = placement(editor, menu.from);

  return (
    <ul
      ref={listRef}
      id={SLASH_MENU_ID}
      role="listbox"
      aria-label="Insert a block"
      // A list that scrolls must be reachable by the keyboard: it is in the tab order after the
      // text (Tab in the text chooses), and the same keys work here.
      tabIndex={0}
      aria-activedescendant={slashOptionId(menu.index)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          sendSlashMenu(editor, { move: event.key === "ArrowDown" ? 1 : -1 });
        } else if (event.key === "Enter") {
          event.preventDefault();
          const item = menu.items[menu.index];
          if (item) chooseBlock(editor, item, menu, onRequest);
        }
      }}
      style={{
        top: place.top,
        left: place.left,
        width: place.width,
        maxHeight: place.maxHeight,
        transform: place.above ? "translateY(-100%)" : undefined,
      }}
      className="absolute z-40 overflow-y-auto overscroll-contain rounded-md border bg-popover p-1 text-popover-foreground shadow-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
  // The footnote goes in now (its popover then edits the selected one), where the line is.
  if (item.id === "footnote") insertFootnoteFromLine(editor);
  if (isRequest(item.id)) onRequest(item.id);
  else formatCommands[item.id](editor);
}

/** Room kept between the list and the edge of what shows it. */
const EDGE = 8;
const WIDEST = 288;
/** Below this much room under the line, the list opens above it when there is more room there. */
const ENOUGH_BELOW = 144;

interface Placement {
  top: number;
  left: number;
  width: number;
  maxHeight: number;
  /** `top` is the list's bottom edge (it opens upwards). */
  above: boolean;
}

/**
 * Just below the `/` (or above it when the screen has more room there), relative to the
 * editor's frame (the list's offset parent), always inside the viewport and inside the
 * scrolling box around the editor (a dialog's body): on a phone the list gets narrower and
 * scrolls inside itself instead of running off the screen.
 */
function placement(editor: Editor, pos: number): Placement {
  const fallback = { top: 0, left: 0, width: WIDEST, maxHeight: 320, above: false };
  try {
    const coords = editor.view.coordsAtPos(pos);
    const frameElement = editor.view.dom.parentElement;
    if (!frameElement) return fallback;
    const frame = frameElement.getBoundingClientRect();
    const bounds = visibleBounds(frameElement);
    const width = Math.min(WIDEST, bounds.right - bounds.left - 2 * EDGE);
    const left = Math.min(Math.max(coords.left, bounds.left + EDGE), bounds.right - EDGE - width);
    const below = bounds.bottom - coords.bottom - 2 * EDGE;
    const aboveRoom = coords.top - bounds.top - 2 * EDGE;
    const above = below < ENOUGH_BELOW && aboveRoom > below;
    return {
      top: above ? coords.top - frame.top - 4 : coords.bottom - frame.top + 4,
      left: left - frame.left,
      width,
      maxHeight: Math.max(Math.min(320, above ? aboveRoom : below), 96),
      above,
    };
  } catch {
    return fallback;
  }
}

/** The viewport, cut down to every scrolling or clipping box the element sits in. */
function visibleBounds(element: HTMLElement) {
  const bounds = { top: 0, left: 0, right: window.innerWidth, bottom: window.innerHeight };
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(box);
    if (overflowX === "visible" && overflowY === "visible") continue;
    const rect = box.getBoundingClientRect();
    bounds.top = Math.max(bounds.top, rect.top);
    bounds.left = Math.max(bounds.left, rect.left);
    bounds.right = Math.min(bounds.right, rect.right);
    bounds.bottom = Math.min(bounds.bottom, rect.bottom);
  }
  return bounds;
}
