import { Extension, type Editor } from "@tiptap/core";
import { Plugin, PluginKey, type EditorState } from "@tiptap/pm/state";
import { filterSlashMenuItems, type SlashMenuItem } from "./slash-menu-items";

/** What the `/` menu shows: open while a paragraph holds only `/` and a word being typed. */
export interface SlashMenuState {
  open: boolean;
  query: string;
  /** The `/query` text, removed when a block is chosen. */
  from: number;
  to: number;
  items: SlashMenuItem[];
  /** The highlighted item (aria-activedescendant). */
  index: number;
  /** Escape closes the menu until the line no longer starts with `/`. */
  dismissed: boolean;
}

export type SlashMenuMeta = { move: 1 | -1 } | { dismiss: true };

export const slashMenuKey = new PluginKey<SlashMenuState>("slashMenu");

const CLOSED: SlashMenuState = {
  open: false,
  query: "",
  from: 0,
  to: 0,
  items: [],
  index: 0,
  dismissed: false,
};

/** `/` then up to 24 letters, at the very start of an otherwise empty paragraph. */
const SLASH_QUERY = /^\/([\p{L}\d-]{0,24})$/u;

export const SLASH_MENU_ID = "slash-menu";
export const slashOptionId = (index: number) => `${SLASH_MENU_ID}-option-${index}`;

function nextState(state: EditorState, previous: SlashMenuState, meta?: SlashMenuMeta) {
  const { selection } = state;
  const { $from } = selection;
  const paragraph = $from.parent;
  const match =
    selection.empty &&
    paragraph.type.name === "paragraph" &&
    $from.parentOffset === paragraph.content.size
      ? SLASH_QUERY.exec(paragraph.textContent)
      : null;
  if (!match) return CLOSED;
  const query = match[1] ?? "";
  const dismissed = previous.dismissed || (meta !== undefined && "dismiss" in meta);
  const items = filterSlashMenuItems(query);
  const from = $from.start();
  let index = query === previous.query && previous.open ? previous.index : 0;
  if (meta && "move" in meta && items.length > 0) {
    index = (index + meta.move + items.length) % items.length;
  }
  return {
    open: !dismissed && items.length > 0,
    query,
    from,
    to: $from.pos,
    items,
    index: Math.min(index, Math.max(items.length - 1, 0)),
    dismissed,
  };
}

/**
 * The `/` menu's keyboard and state, as a ProseMirror plugin: while it is open, ArrowUp/Down
 * move the highlight, Enter (or Tab) chooses, Escape closes (only the menu); everything else is typing, which
 * filters. The editable gets `aria-controls`/`aria-activedescendant` pointing into the list
 * (the combobox pattern with the text as its input). SlashMenu (React) draws the list and runs
 * the chosen block through `storage.choose`.
 */
export const SlashMenu = Extension.create<
  Record<string, never>,
  { choose: ((item: SlashMenuItem, state: SlashMenuState) => void) | null }
>({
  name: "slashMenu",
  addStorage: () => ({ choose: null }),
  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      new Plugin<SlashMenuState>({
        key: slashMenuKey,
        state: {
          init: () => CLOSED,
          apply: (tr, previous, _old, state) =>
            tr.docChanged || tr.selectionSet || tr.getMeta(slashMenuKey)
              ? nextState(state, previous, tr.getMeta(slashMenuKey) as SlashMenuMeta | undefined)
              : previous,
        },
        // Escape is caught before anything else sees it (a dialog around the editor listens on
        // the document in the capture phase): with the menu open it closes the menu only, from
        // the text or from the list itself (which Tab reaches), and the caret is back in the text.
        view: (view) => {
          const onKeyDown = (event: KeyboardEvent) => {
            const target = event.target as Node | null;
            const inList = document.getElementById(SLASH_MENU_ID)?.contains(target) ?? false;
            if (event.key !== "Escape" || !(view.dom.contains(target) || inList)) return;
            if (!slashMenuKey.getState(view.state)?.open) return;
            event.preventDefault();
            event.stopPropagation();
            view.dispatch(view.state.tr.setMeta(slashMenuKey, { dismiss: true }));
            if (inList) view.focus();
          };
          window.addEventListener("keydown", onKeyDown, true);
          return { destroy: () => window.removeEventListener("keydown", onKeyDown, true) };
        },
        props: {
          attributes: (state): Record<string, string> => {
            const menu = slashMenuKey.getState(state);
            if (!menu?.open) return {};
            return {
              "aria-controls": SLASH_MENU_ID,
              "aria-activedescendant": slashOptionId(menu.index),
              "aria-autocomplete": "list",
            };
          },
          handleKeyDown: (view, event) => {
            const menu = slashMenuKey.getState(view.state);
            if (!menu?.open || event.isComposing) return false;
            const send = (meta: SlashMenuMeta) => {
              view.dispatch(view.state.tr.setMeta(slashMenuKey, meta));
              return true;
            };
            if (event.key === "ArrowDown") return send({ move: 1 });
            if (event.key === "ArrowUp") return send({ move: -1 });
            if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey) {
              const item = menu.items[menu.index];
              if (!item || !storage.choose) return false;
              storage.choose(item, menu);
              return true;
            }
            return false;
          },
        },
      }),
    ];
  },
});

type SlashMenuChooser = (item: SlashMenuItem, state: SlashMenuState) => void;

/** Moves the highlight or closes the menu (the list's own keys, when Tab has focused it). */
export function sendSlashMenu(editor: Editor, meta: SlashMenuMeta) {
  editor.view.dispatch(editor.state.tr.setMeta(slashMenuKey, meta));
}

/** What Enter runs on the highlighted item (the React list sets it while it is mounted). */
export function setSlashMenuChooser(editor: Editor, choose: SlashMenuChooser | null) {
  editor.storage.slashMenu.choose = choose;
}

declare module "@tiptap/core" {
  interface Storage {
    slashMenu: { choose: ((item: SlashMenuItem, state: SlashMenuState) => void) | null };
  }
}
