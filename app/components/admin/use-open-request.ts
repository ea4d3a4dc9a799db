import type { Editor } from "@tiptap/react";
import { useState } from "react";

/**
 * Opens a toolbar popover from elsewhere (the `/` menu): `open` runs during render whenever
 * `request` changes to a new number above 0. A popover opened from the text gives focus back
 * to the text when it closes, even on Escape, instead of to its toolbar button.
 */
export function useOpenRequest(editor: Editor, request: number, open: () => void) {
  const [seen, setSeen] = useState(request);
  const [openedFromText, setOpenedFromText] = useState(false);
  if (request !== seen) {
    setSeen(request);
    if (request > 0) {
      setOpenedFromText(true);
      open();
    }
  }
  return {
    openedFromText,
    closeAutoFocus(event: Event) {
      event.preventDefault();
      setOpenedFromText(false);
      editor.commands.focus();
    },
  };
}
