import type { IconComponent } from "~/components/icons/icon";
import { Toolbar } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const toolbarButtonClass =
  "inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-primary/12 aria-pressed:text-primary data-[state=open]:bg-accent data-[state=open]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * One toolbar control. Inside Radix's Toolbar it takes part in the roving focus (one Tab stop
 * for the whole toolbar, arrow keys between controls). The label is both the accessible name
 * and the tooltip, with the keyboard shortcut appended to the tooltip when there is one.
 */
export function ToolbarButton({
  label,
  icon: Icon,
  shortcut,
  pressed,
  keepTextFocus = true,
  className,
  children,
  onMouseDown,
  ...props
}: Omit<ComponentProps<typeof Toolbar.Button>, "aria-label" | "aria-pressed"> & {
  label: string;
  icon: IconComponent;
  /** Shown in the tooltip, e.g. "Mod+B" (Mod is ⌘ on Apple devices, Ctrl elsewhere). */
  shortcut?: string;
  /** For toggles: whether the format is active at the caret. Leave undefined for actions. */
  pressed?: boolean;
  /**
   * A mouse click leaves focus (and the visible selection) in the text, as in word processors;
   * the keyboard still reaches every button through the toolbar's own focus.
   */
  keepTextFocus?: boolean;
}) {
  return (
    <Toolbar.Button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${describeShortcut(shortcut)})` : label}
      className={cn(toolbarButtonClass, className)}
      onMouseDown={(event) => {
        if (keepTextFocus) event.preventDefault();
        onMouseDown?.(event);
      }}
      {...props}
    >
      <Icon aria-hidden="true" />
      {children}
    </Toolbar.Button>
  );
}

function describeShortcut(shortcut: string): string {
  const apple = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);
  return shortcut.replace("Mod", apple ? "⌘" : "Ctrl").replace("Alt", apple ? "⌥" : "Alt");
}

export function ToolbarSeparator() {
  return <Toolbar.Separator className="mx-1 h-6 w-px shrink-0 bg-border" />;
}
