import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { XIcon } from "~/components/icons/x";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";

/**
 * The post settings sidebar: beside the text on wide screens, a full sheet over it on narrow
 * ones. It stays in the document's form while closed (only hidden), so nothing typed in it is
 * dropped. Opening moves the focus to its heading; Escape or Close shuts it and gives the focus
 * back to the toggle.
 */
export function PostSettingsSidebar({
  id,
  open,
  onClose,
  toggle,
  children,
}: {
  id: string;
  /** Null until the browser has said how wide it is: open beside the text on wide screens. */
  open: boolean | null;
  onClose: () => void;
  toggle: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && wasOpen.current === false) heading.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => {
    onClose();
    toggle.current?.focus();
  };
  return (
    <aside
      id={id}
      aria-labelledby={`${id}-heading`}
      hidden={open === false}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          close();
        }
      }}
      className={cn(
        open === null && "hidden lg:block",
        "fixed inset-0 z-40 overflow-y-auto bg-background p-4",
        "lg:sticky lg:top-14 lg:z-auto lg:h-[calc(100vh-3.5rem)] lg:w-[24rem] lg:shrink-0 lg:border-l lg:p-6",
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          Post settings
        </h2>
        <Button type="button" variant="ghost" size="icon" onClick={close}>
          <XIcon aria-hidden="true" />
          <span className="sr-only">Close post settings</span>
        </Button>
      </div>
      <div className="grid gap-5">{children}</div>
    </aside>
  );
}
