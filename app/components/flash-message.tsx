import { useEffect } from "react";
import type { Flash } from "~/lib/flash";
import { showToast } from "~/lib/toast";

/** Shows a message carried across a redirect: a toast, or a banner when JavaScript is off. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  useEffect(() => {
    if (flash) showToast(flash);
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
