import { useEffect } from "react";
import { toast } from "~/lib/toast";
import type { Flash } from "~/lib/flash";

/** Shows a message carried across a redirect: a toast, or a banner when JavaScript is off. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  useEffect(() => {
    if (!flash) return;
    if (flash.kind === "error") toast.error(flash.title, { id: flash.id });
    else toast.success(flash.title, { id: flash.id });
  }, [flash]);

  if (!flash) return null;
  return (
    <noscript>
      <p
        role="status"
        className={
          flash.kind === "error"
            ? "bg-destructive px-4 py-2 text-center text-sm font-medium text-white dark:text-background"
            : "bg-emerald-700 px-4 py-2 text-center text-sm font-medium text-white"
        }
      >
        {flash.title}
      </p>
    </noscript>
  );
}
