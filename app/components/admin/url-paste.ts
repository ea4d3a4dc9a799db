import { Extension, type Editor } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { insertUrlBlock, isLoneWebAddress } from "./url-blocks";

/**
 * A web address pasted on an empty line becomes a block (url-blocks.ts): a player, a link card
 * or a bookmark card. Pasted into text, it stays a link as before. `onFailure` is set by the
 * editor component to show why a card could not be made.
 */
export const UrlPaste = Extension.create<
  Record<string, never>,
  { onFailure: ((message: string) => void) | null }
>({
  name: "urlPaste",
  addStorage: () => ({ onFailure: null }),
  addProseMirrorPlugins() {
    const { editor, storage } = this;
    return [
      new Plugin({
        key: new PluginKey("urlPaste"),
        props: {
          handlePaste: (view, event) => {
            const text = event.clipboardData?.getData("text/plain") ?? "";
            const { selection } = view.state;
            const line = selection.$from.parent;
            const emptyLine =
              selection.empty && line.type.name === "paragraph" && line.content.size === 0;
            if (!emptyLine || !isLoneWebAddress(text)) return false;
            insertUrlBlock(editor, text, (message) => storage.onFailure?.(message));
            return true;
          },
        },
      }),
    ];
  },
});

/** Where a pasted address's card failure is reported (the editor component shows it). */
export function setUrlPasteFailure(editor: Editor, onFailure: ((message: string) => void) | null) {
  editor.storage.urlPaste.onFailure = onFailure;
}

declare module "@tiptap/core" {
  interface Storage {
    urlPaste: { onFailure: ((message: string) => void) | null };
  }
}
