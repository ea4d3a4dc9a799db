import type { Editor } from "@tiptap/react";
import { useRef } from "react";

/**
 * Focus handling for the toolbar's popovers. Radix returns focus to the toolbar button when a
 * popover closes; after a change (link set, image inserted) the author wants to keep writing,
 * so focus goes back into the text instead. Escape still returns to the button.
 */
export function useReturnToText(editor: Editor) {
  const pending = useRef(false);
  return {
    /** Call before closing the popover after a change. */
    returnToTextOnClose() {
      pending.current = true;
    },
    /** Pass to the popover content's onCloseAutoFocus. */
    onCloseAutoFocus(event: Event) {
      if (!pending.current) return;
      pending.current = false;
      event.preventDefault();
      editor.commands.focus();
    },
  };
}
