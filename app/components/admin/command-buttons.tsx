import type { Editor } from "@tiptap/react";
import type { IconComponent } from "~/components/icons/icon";
import { formatCommands } from "./editor-commands";
import { ToolbarButton } from "./toolbar-button";

/**
 * A toolbar button that runs one of the editor's commands. `pressed` (toggles only) and
 * `enabled` read the toolbar's state at the caret, of type S.
 */
export interface CommandButtonSpec<S = void> {
  command: keyof typeof formatCommands;
  label: string;
  icon: IconComponent;
  /** e.g. "Mod+B", shown in the tooltip. */
  shortcut?: string;
  pressed?: (state: S) => boolean;
  enabled?: (state: S) => boolean;
}

/**
 * One toolbar button per command, in the given order. The buttons are data so that a toolbar
 * reads as its list of commands, and each button is wired to its command the same way.
 */
export function CommandButtons<S>({
  editor,
  buttons,
  state,
  disabled = false,
}: {
  editor: Editor;
  buttons: readonly CommandButtonSpec<S>[];
  state: S;
  /** Every button off at once (the HTML source view). */
  disabled?: boolean;
}) {
  return buttons.map(({ command, label, icon, shortcut, pressed, enabled }) => (
    <ToolbarButton
      key={command}
      label={label}
      icon={icon}
      shortcut={shortcut}
      pressed={pressed?.(state)}
      disabled={disabled || (enabled ? !enabled(state) : false)}
      onClick={() => formatCommands[command](editor)}
    />
  ));
}
