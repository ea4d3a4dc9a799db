import type { Editor } from "@tiptap/react";
import { useState, type ReactNode } from "react";
import type { IconComponent } from "~/components/icons/icon";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { ToolbarButton } from "./toolbar-button";
import { useOpenRequest } from "./use-open-request";
import { useReturnToText } from "./use-return-to-text";

/**
 * A toolbar button that opens a small form (image details, embed): opened from the toolbar or
 * from the text (`openRequest`), and closed by the form when it is done, with focus back in the
 * text. The form is mounted only while open, so each opening starts afresh.
 */
export function ToolbarFormPopover({
  editor,
  disabled,
  openRequest,
  label,
  icon,
  title,
  children,
}: {
  editor: Editor;
  disabled: boolean;
  /** Opens the popover each time it changes to a new number above 0. */
  openRequest: number;
  /** The button's and the popover's accessible name. */
  label: string;
  icon: IconComponent;
  /** The button's tooltip. */
  title: string;
  /** The form; it calls `done` after its change to close the popover. */
  children: (done: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { returnToTextOnClose, onCloseAutoFocus } = useReturnToText(editor);
  const { openedFromText, closeAutoFocus } = useOpenRequest(editor, openRequest, () =>
    setOpen(true),
  );
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <ToolbarButton label={label} icon={icon} disabled={disabled} title={title} />
      </PopoverTrigger>
      <PopoverContent
        aria-label={label}
        onCloseAutoFocus={(event) =>
          openedFromText ? closeAutoFocus(event) : onCloseAutoFocus(event)
        }
      >
        {children(() => {
          returnToTextOnClose();
          setOpen(false);
        })}
      </PopoverContent>
    </Popover>
  );
}
